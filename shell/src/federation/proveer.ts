import { esReciboPublico } from '../app/rutas';
import { type Precarga, precargar } from './runtime';

/**
 * Loads shared-firebase/firestore ahead of the data pages. It also makes the shell compile that
 * entry: a shared module is provided by the builds that import it, and the page must use the
 * shell's copy (the one whose Firebase app registry Auth and Firestore both register with).
 */
export function precargarDatos(): void {
  import('shared-firebase/firestore').catch(() => {
    // A failed preload is retried by the page that needs it, which shows its own error.
  });
}

// Every receipts page uses mf-etiquetas' kit.
const KIT_ETIQUETAS: Precarga = { remote: 'mf_etiquetas', exposes: ['Etiquetas'] };

/** The modules each data page loads, for preloading them before the router asks. */
export const PRECARGAS_DE_RUTA: ReadonlyArray<[RegExp, readonly Precarga[]]> = [
  [/^\/$/, [{ remote: 'mf_recibos', exposes: ['InicioPage'] }]],
  [/^\/recibos(\/|$)/, [{ remote: 'mf_recibos', exposes: ['RecibosPage'] }, KIT_ETIQUETAS]],
  [/^\/etiquetas\/?$/, [{ remote: 'mf_etiquetas', exposes: ['EtiquetasPage'] }]],
  [/^\/cuenta\/?$/, [{ remote: 'mf_auth', exposes: ['CuentaPage'] }]],
];

export const precargasDeRuta = (pathname: string): readonly Precarga[] =>
  PRECARGAS_DE_RUTA.find(([ruta]) => ruta.test(pathname))?.[1] ?? [];

/**
 * A start on a data page: fetch its remotes and Firestore now, in parallel with Auth restoring
 * the session, rather than after it. Login, register and the public receipt preload nothing.
 */
export function precargarRuta(pathname: string): void {
  if (esReciboPublico(pathname)) return;
  const precargas = precargasDeRuta(pathname);
  if (precargas.length === 0) return;
  precargar(precargas);
  precargarDatos();
}
