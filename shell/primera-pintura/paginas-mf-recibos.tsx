// Rendered at build time, in Node (./construir.mjs): mf-recibos' pages for the signed-in routes
// painted from HTML, as the app first shows them, their data still on the way: the very components
// mf-recibos renders at those addresses, compiled from its folder. Nothing in them depends on who is
// signed in; mf-etiquetas' kit is absent, as when that remote is down (the labels filter, folded,
// lists none until the app takes over).
import type { ComponentType } from 'react';
import InicioPage from '../../mf-recibos/src/recibos/pages/InicioPage';
import { ListaRecibosPage } from '../../mf-recibos/src/recibos/pages/ListaRecibosPage';
import { renderizadorDe } from './renderizar';
import 'shared-firebase/estilos.css';

/** The routes whose page is painted, and the page (the one RecibosPage routes there). */
export const PAGINAS: Record<string, ComponentType> = { '/': InicioPage, '/recibos': ListaRecibosPage };

/** A route's page, loading, as static markup. */
export const renderizar = renderizadorDe(PAGINAS);
