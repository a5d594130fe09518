import { useContext, useSyncExternalStore } from 'react';
import { AuthContext } from 'shared-firebase';

// The book a signed-in person works in: their own (its uid is theirs) or one they keep with its
// owner (users/{libro}/personas/{uid}, docs/seguridad.md «Personas con acceso»). Every data module
// of the book reads it through sesionActual().libro; labels and colours stay the person's own.
// Kept per person in localStorage, so a reload stays in the same book; it is only a choice: the
// rules decide, at every request, what that person may read or write there.
//
// Not a shared module entry (it would load on /login): each build that imports it has its own
// copy, so the choice lives outside module state (localStorage, else a map on the page's global
// symbol registry) and a change is announced with an event on the window.

const clave = (uid: string) => `recibos:libro:${uid}`;
const CAMBIO = 'recibos:libro-elegido';
const REGISTRO = Symbol.for('recibos.libro-elegido');

/** Where storage is blocked (or absent, as in Node): the choice lasts while the page does. */
function enMemoria(): Map<string, string> {
  const global = globalThis as typeof globalThis & { [REGISTRO]?: Map<string, string> };
  global[REGISTRO] ??= new Map();
  return global[REGISTRO];
}

function leer(uid: string): string {
  try {
    return localStorage.getItem(clave(uid)) || uid;
  } catch {
    return enMemoria().get(uid) ?? uid;
  }
}

/** The book `uid` works in: theirs unless they chose another. */
export const libroElegido = (uid: string): string => leer(uid);

/** `uid` works in `libro` from now on (their own uid: their own book), in this tab and the next. */
export function elegirLibro(uid: string, libro: string): void {
  try {
    if (libro === uid) localStorage.removeItem(clave(uid));
    else localStorage.setItem(clave(uid), libro);
  } catch {
    if (libro === uid) enMemoria().delete(uid);
    else enMemoria().set(uid, libro);
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CAMBIO));
}

function suscribir(avisar: () => void) {
  const deOtraPestana = (e: StorageEvent) => e.key?.startsWith('recibos:libro:') && avisar();
  window.addEventListener(CAMBIO, avisar);
  window.addEventListener('storage', deOtraPestana);
  return () => {
    window.removeEventListener(CAMBIO, avisar);
    window.removeEventListener('storage', deOtraPestana);
  };
}

/** The signed-in person's book (null signed out), following their choice. */
export function useLibroElegido(): string | null {
  const uid = useContext(AuthContext)?.user?.uid ?? null;
  return useSyncExternalStore(
    suscribir,
    () => (uid ? leer(uid) : null),
    () => uid,
  );
}
