// Rendered at build time, in Node (./construir.mjs): mf-etiquetas' page for /etiquetas painted from
// HTML, as the app first shows it, the labels still on the way: the very component mf-etiquetas
// renders there, compiled from its folder. Someone is signed in (a route behind the login guard
// always has a user), but who does not show: the page reads the labels, not the user.

import type { ComponentType } from 'react';
import type { User } from 'shared-firebase/auth';
import EtiquetasPage from '../../mf-etiquetas/src/etiquetas/pages/EtiquetasPage';
import { renderizadorDe, SIN_USUARIO } from './renderizar';
import 'shared-firebase/estilos.css';

/** The routes whose page is painted, and the page (mf-etiquetas' exposed Etiquetas page). */
export const PAGINAS: Record<string, ComponentType> = { '/etiquetas': EtiquetasPage };

/** A route's page, loading, as static markup. */
export const renderizar = renderizadorDe(PAGINAS, { ...SIN_USUARIO, user: { uid: '', email: '' } as User });
