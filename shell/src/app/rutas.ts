// The route table: every page of the app, declared once. The router (AppRoutes, App), the
// navigation (AppLayout), the preloads (federation/precargas) and what the shell loads before the
// router decides (the predicates below) are all derived from it. Adding a page is one entry here
// and one in its remote's contract (docs/arquitectura.md, «Añadir una página»). docs/producto.md,
// Rutas, explains the access kinds.

import type { PaginaDe } from '../federation/contratos';
import type { RemoteName } from '../federation/remotos';
import type { Precarga } from '../federation/runtime';

/**
 * - `sin-sesion`: no session code at all (the public receipt: no Auth, no layout, no toasts);
 * - `invitado`: public, for signing in (a signed-in visitor moves on to `redirect` or "/");
 * - `publica`: outside the login guard, the page decides (/admin/tokens);
 * - `sesion`: signed-in users only, inside the layout.
 */
export type Acceso = 'sin-sesion' | 'invitado' | 'publica' | 'sesion';

/** The navigation's icons, by name (AppLayout maps each to its component). */
export type IconoNav = 'inicio' | 'recibos' | 'etiquetas' | 'cuenta' | 'admin';

type RutaDe<R extends RemoteName> = {
  /** react-router path (a trailing `/*` lets the remote route below it). */
  ruta: string;
  remoto: R;
  /** The exposed module, without "./": one the remote's contract declares as a page. */
  modulo: PaginaDe<R>;
  /** How the error card names the area ("No se pudo cargar el acceso"). */
  nombre: string;
  acceso: Acceso;
  /** An entry in the main navigation (`soloAdmin`: shown only to users with the admin claim). */
  nav?: { texto: string; a: string; icono: IconoNav; soloAdmin?: boolean };
  /** Modules of other remotes the page loads, preloaded with it. */
  tambien?: readonly Precarga[];
};

export type Ruta = { [R in RemoteName]: RutaDe<R> }[RemoteName];

export const RUTAS: readonly Ruta[] = [
  {
    ruta: '/recibos/view/:token',
    remoto: 'mf_recibos',
    modulo: 'ReciboPublicoPage',
    nombre: 'el recibo',
    acceso: 'sin-sesion',
  },
  { ruta: '/login', remoto: 'mf_auth', modulo: 'AccesoPage', nombre: 'el acceso', acceso: 'invitado' },
  { ruta: '/register', remoto: 'mf_auth', modulo: 'RegistroPage', nombre: 'el registro', acceso: 'invitado' },
  {
    ruta: '/admin/tokens',
    remoto: 'mf_admin',
    modulo: 'AdminTokensPage',
    nombre: 'la administración',
    acceso: 'publica',
    // Short, so five tabs fit a 320 px phone; the page's heading says "Administración".
    nav: { texto: 'Admin', a: '/admin/tokens', icono: 'admin', soloAdmin: true },
  },
  {
    ruta: '/admin/salud',
    remoto: 'mf_admin',
    modulo: 'SaludPage',
    nombre: 'la salud de la aplicación',
    acceso: 'publica',
  },
  {
    ruta: '/',
    remoto: 'mf_recibos',
    modulo: 'InicioPage',
    nombre: 'el inicio',
    acceso: 'sesion',
    nav: { texto: 'Inicio', a: '/', icono: 'inicio' },
  },
  {
    ruta: '/recibos/*',
    remoto: 'mf_recibos',
    modulo: 'RecibosPage',
    nombre: 'los recibos',
    acceso: 'sesion',
    nav: { texto: 'Recibos', a: '/recibos', icono: 'recibos' },
    // Every receipts page uses mf-etiquetas' kit.
    tambien: [{ remoto: 'mf_etiquetas', modulos: ['Etiquetas'] }],
  },
  {
    ruta: '/etiquetas',
    remoto: 'mf_etiquetas',
    modulo: 'EtiquetasPage',
    nombre: 'las etiquetas',
    acceso: 'sesion',
    nav: { texto: 'Etiquetas', a: '/etiquetas', icono: 'etiquetas' },
  },
  {
    ruta: '/cuenta',
    remoto: 'mf_auth',
    modulo: 'CuentaPage',
    nombre: 'la cuenta',
    acceso: 'sesion',
    nav: { texto: 'Cuenta', a: '/cuenta', icono: 'cuenta' },
  },
];

/** A route path as a pattern: `:param` is one segment, a trailing `/*` anything below. */
function patron(ruta: string): RegExp {
  const cuerpo = ruta
    .replace(/\/\*$/, '')
    .split('/')
    .map((parte) => (parte.startsWith(':') ? '[^/]+' : parte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${cuerpo}${ruta.endsWith('/*') ? '(/.*)?' : '/?'}$`);
}

const PATRONES = RUTAS.map((r) => [patron(r.ruta), r] as const);

/** The route a path is, if it is one of the table's (not the 404). */
export function rutaDe(pathname: string): Ruta | undefined {
  return PATRONES.find(([p]) => p.test(pathname))?.[1];
}

/** The public receipt: no session, no Auth code, no toasts. */
export const esReciboPublico = (pathname: string) => rutaDe(pathname)?.acceso === 'sin-sesion';

/** /login and /register: no data, so no SWR, and no toasts. */
export const esAcceso = (pathname: string) => rutaDe(pathname)?.acceso === 'invitado';

const ENTRADAS = RUTAS.flatMap((r) => (r.nav ? [{ ...r.nav, exacta: r.ruta === '/' }] : []));
/** The entries of the main navigation, in order: everyone's, then the admins' own. */
export const NAVEGACION = [...ENTRADAS.filter((e) => !e.soloAdmin), ...ENTRADAS.filter((e) => e.soloAdmin)];
