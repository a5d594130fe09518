import { REMOTE_NAMES, type RemoteName } from './remotos';

export type { RemoteName };

/** Where each remote's `mf-manifest.json` is served: runtime configuration, never compiled in. */
export type RemoteMap = Record<RemoteName, string>;

export const REMOTE_MAP_URL = '/remotes.json';

export function parseRemoteMap(value: unknown): RemoteMap {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json no es un objeto');
  const record = value as Record<string, unknown>;
  const map = {} as RemoteMap;
  for (const name of REMOTE_NAMES) {
    const entry = record[name];
    if (typeof entry !== 'string' || entry.length === 0) {
      throw new Error(`remotes.json no indica la dirección de ${name}`);
    }
    map[name] = new URL(entry, window.location.origin).href;
  }
  return map;
}

export async function loadRemoteMap(): Promise<RemoteMap> {
  // no-store: a redeployed remote must be picked up on the next load.
  const response = await fetch(REMOTE_MAP_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status} al leer ${REMOTE_MAP_URL}`);
  return parseRemoteMap(await response.json());
}
