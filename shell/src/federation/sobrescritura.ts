import type { RemoteMap } from './remote-map';
import { REMOTE_NAMES, type RemoteName } from './remotos';

/**
 * Development only (docs/arquitectura.md, "Trabajar en un remoto contra los demás"): a team runs
 * just its remote on its machine and opens a non-production shell with
 * `?remoto=<nombre>@<URL de su mf-manifest.json>`. The override stays
 * in this browser (localStorage) until reset from the banner or with `?remoto=<nombre>@`.
 * Production builds compile none of this: the build replaces `process.env.NODE_ENV`, and the
 * bundler drops the branches behind it (tested on the build: no trace of the key or the banner).
 */

export const CLAVE_SUSTITUCIONES = 'recibos-remotos-sustituidos';

export type Sustituciones = Partial<Record<RemoteName, string>>;

const esRemoto = (nombre: string): nombre is RemoteName => (REMOTE_NAMES as readonly string[]).includes(nombre);

function guardadas(): Sustituciones {
  try {
    const valor: unknown = JSON.parse(window.localStorage.getItem(CLAVE_SUSTITUCIONES) ?? '{}');
    if (typeof valor !== 'object' || valor === null) return {};
    return Object.fromEntries(
      Object.entries(valor).filter(([nombre, url]) => esRemoto(nombre) && typeof url === 'string'),
    ) as Sustituciones;
  } catch {
    return {};
  }
}

/**
 * Reads `?remoto=` (repeatable) into the stored overrides, takes it out of the address bar and
 * returns what is in force. Refuses, in the console, a name that is no remote or a bad URL.
 */
export function leerSustituciones(): Sustituciones {
  if (process.env.NODE_ENV === 'production') return {};
  const direccion = new URL(window.location.href);
  const pedidas = direccion.searchParams.getAll('remoto');
  const actuales = guardadas();
  if (pedidas.length === 0) return actuales;
  for (const pedida of pedidas) {
    const arroba = pedida.indexOf('@');
    const nombre = arroba > 0 ? pedida.slice(0, arroba) : pedida;
    const url = arroba > 0 ? pedida.slice(arroba + 1) : '';
    if (!esRemoto(nombre)) {
      console.error(`?remoto=${pedida}: ${nombre} no es un remoto (${REMOTE_NAMES.join(', ')})`);
    } else if (url === '') {
      delete actuales[nombre];
    } else if (URL.canParse(url, window.location.origin)) {
      actuales[nombre] = new URL(url, window.location.origin).href;
    } else {
      console.error(`?remoto=${pedida}: ${url} no es una URL`);
    }
  }
  window.localStorage.setItem(CLAVE_SUSTITUCIONES, JSON.stringify(actuales));
  direccion.searchParams.delete('remoto');
  window.history.replaceState(window.history.state, '', direccion.href);
  return actuales;
}

export const conSustituciones = (mapa: RemoteMap, sustituciones: Sustituciones): RemoteMap => ({
  ...mapa,
  ...sustituciones,
});

/** The banner's list: what is overridden now (reads storage only; the URL was read at start). */
export const sustitucionesVigentes = (): Sustituciones => (process.env.NODE_ENV === 'production' ? {} : guardadas());

/** The banner's reset: back to the configured remotes, on a fresh page. */
export function quitarSustituciones(): void {
  window.localStorage.removeItem(CLAVE_SUSTITUCIONES);
  window.location.reload();
}
