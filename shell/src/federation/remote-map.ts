import { enCanario } from './canario';
import { REMOTE_NAMES, type RemoteName } from './remotos';

export type { RemoteName };

/** Where each remote's `mf-manifest.json` is served: runtime configuration, never compiled in. */
export type RemoteMap = Record<RemoteName, string>;

/**
 * One remote in remotes.json: the URL of a manifest, or versions (docs/despliegue.md): the stable
 * one, the one before it (for a rollback) and a canary that this percentage of browsers gets.
 */
export type EntradaRemota =
  | string
  | { estable: string; anterior?: string; canario?: { url: string; porcentaje: number } };

export const REMOTE_MAP_URL = '/remotes.json';

/**
 * Before showing another page the shell reads remotes.json again (./versiones.ts), unless its
 * last reading is this recent (a redirect right after start-up reads nothing).
 */
export const VIGENCIA_MS = 2000;

const url = (texto: unknown, nombre: RemoteName): string => {
  if (typeof texto !== 'string' || texto.length === 0) {
    throw new Error(`remotes.json no indica la dirección de ${nombre}`);
  }
  return new URL(texto, window.location.origin).href;
};

/** The manifest this browser uses for one remote: the stable version, or the canary if it falls in. */
function elegir(nombre: RemoteName, entrada: unknown, idNavegador: () => string): string {
  if (typeof entrada !== 'object' || entrada === null) return url(entrada, nombre);
  const { estable, canario } = entrada as { estable?: unknown; canario?: { url?: unknown; porcentaje?: unknown } };
  if (canario === undefined) return url(estable, nombre);
  const { porcentaje } = canario;
  if (typeof porcentaje !== 'number' || !(porcentaje >= 0 && porcentaje <= 100)) {
    throw new Error(`remotes.json: el canario de ${nombre} necesita un porcentaje entre 0 y 100`);
  }
  if (!enCanario(idNavegador(), nombre, porcentaje)) return url(estable, nombre);
  const elegida = url(canario.url, nombre);
  DEL_CANARIO.add(elegida);
  return elegida;
}

/** The manifests this browser took as a canary: its field data says so (../medidas/medir.ts). */
const DEL_CANARIO = new Set<string>();
export const esDelCanario = (manifiesto: string) => DEL_CANARIO.has(manifiesto);

/** `idNavegador`: asked only when a remote has a canary (./canario.ts keeps it per browser). */
export function parseRemoteMap(value: unknown, idNavegador: () => string = () => ''): RemoteMap {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json no es un objeto');
  const record = value as Record<string, unknown>;
  const map = {} as RemoteMap;
  for (const name of REMOTE_NAMES) map[name] = elegir(name, record[name], idNavegador);
  return map;
}

/** `revisar`: a later read, which may revalidate the browser's copy instead of downloading it. */
export async function loadRemoteMap(idNavegador: () => string, { revisar = false } = {}): Promise<RemoteMap> {
  // Never a stale copy: a rollout must be picked up by the next load. The first read takes the
  // HTML's preload of this load (tooling/precarga-de-arranque.ts); later ones revalidate (no-cache).
  const response = await fetch(REMOTE_MAP_URL, { cache: revisar ? 'no-cache' : 'default' });
  if (!response.ok) throw new Error(`HTTP ${response.status} al leer ${REMOTE_MAP_URL}`);
  return parseRemoteMap(await response.json(), idNavegador);
}

/**
 * What a new reading of remotes.json means for a page already running: remotes not loaded yet
 * simply follow it (`registrar`); a remote already loaded in a different version cannot be
 * swapped inside the page, so the next page must be a full load (`recargar`).
 */
export function cambiosDeVersion(
  actual: Partial<RemoteMap>,
  nuevo: RemoteMap,
  cargados: ReadonlySet<RemoteName>,
): { registrar: Partial<RemoteMap>; recargar: boolean } {
  const registrar: Partial<RemoteMap> = {};
  let recargar = false;
  for (const nombre of REMOTE_NAMES) {
    if (actual[nombre] === nuevo[nombre]) continue;
    if (cargados.has(nombre)) recargar = true;
    else registrar[nombre] = nuevo[nombre];
  }
  return { registrar, recargar };
}
