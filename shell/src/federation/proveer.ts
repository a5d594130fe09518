import { esReciboPublico } from '../app/rutas';
import type { RemoteName } from './remote-map';
import { precargar } from './runtime';

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

const REMOTOS_DE_RUTA: ReadonlyArray<[RegExp, readonly RemoteName[]]> = [
  [/^\/(recibos(\/|$)|$)/, ['mf_recibos', 'mf_etiquetas']],
  [/^\/etiquetas\/?$/, ['mf_etiquetas']],
  [/^\/cuenta\/?$/, ['mf_auth']],
];

/**
 * A start on a data page: fetch its remotes and Firestore now, in parallel with Auth restoring
 * the session, rather than after it. Login, register and the public receipt preload nothing.
 */
export function precargarRuta(pathname: string): void {
  if (esReciboPublico(pathname)) return;
  const remotos = REMOTOS_DE_RUTA.find(([ruta]) => ruta.test(pathname))?.[1];
  if (!remotos) return;
  precargar(remotos);
  precargarDatos();
}
