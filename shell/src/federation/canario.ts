/**
 * Canary releases: remotes.json may give a new version of a remote to a percentage of browsers.
 * Each browser keeps a random id, so it stays on the same side of the split on every load. The id
 * is not account data (it says nothing about the user) and survives sign-out on purpose: switching
 * accounts on one browser does not flip the version.
 */
export const CLAVE_CANARIO = 'recibos-canario';

export function idDeNavegador(): string {
  try {
    let id = window.localStorage.getItem(CLAVE_CANARIO);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(CLAVE_CANARIO, id);
    }
    return id;
  } catch {
    // No storage (some private modes): one fixed side rather than a different one per load.
    return 'sin-almacenamiento';
  }
}

/** FNV-1a: a cheap, stable spread of ids over 0–99, independent for each remote. */
function cubeta(texto: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 100;
}

export const enCanario = (id: string, remoto: string, porcentaje: number): boolean =>
  cubeta(`${id}:${remoto}`) < porcentaje;
