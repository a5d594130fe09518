// Rendered at build time, in Node (./construir.mjs): the signed-out pages' markup, made by the very
// components mf-auth exposes (the files its contract declares), so the HTML that paints first is
// the page itself, never a stand-in. The shell's layout stylesheet is imported for its global rules.
import type { ComponentType } from 'react';
import AccesoPage from '../../mf-auth/src/acceso/pages/AccesoPage';
import RegistroPage from '../../mf-auth/src/registro/pages/RegistroPage';
import { renderizadorDe } from './renderizar';
import 'shared-firebase/estilos.css';
import '../src/layout/layout.module.css';

/** The routes painted from HTML, and their page (the shell's routes say which remote module). */
export const PAGINAS: Record<string, ComponentType> = { '/login': AccesoPage, '/register': RegistroPage };

/** A route's page as static markup, as the app renders it at that address with no query. */
export const renderizar = renderizadorDe(PAGINAS);
