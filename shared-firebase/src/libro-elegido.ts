import { useContext, useSyncExternalStore } from 'react';
import { AuthContext } from 'shared-firebase';

// The book a signed-in person works in: their own (its uid is theirs) or one they keep with its
// owner (users/{libro}/personas/{uid}, docs/seguridad.md «Personas con acceso»). Every data module
// of the book reads it through sesionActual().libro; labels and colours stay the person's own.
// Kept per person and per tab in sessionStorage: a reload stays in the same book, a new tab starts in
// their own, and no tab's choice moves another's (a form open there, a write under way). It is
// only a choice: the rules decide, at every request, what that person may read or write there.
//
// Not a shared module entry (it would load on /login): each build that imports it has its own
// copy, so the choice lives outside module state (sessionStorage, else a map on the page's global
// symbol registry) and a change is announced with an event on the window. Signing out clears it
// with the app's other `recibos.` keys (shell/src/auth/AuthProvider.tsx).

const clave = (uid: string) => `recibos.libro.${uid}`;
const CAMBIO = 'recibos:libro-elegido';
const REGISTRO = Symbol.for('recibos.libro-elegido');

/** Where storage is blocked, full or absent (Node): the choice lasts while the page does. */
function enMemoria(): Map<string, string> {
  const global = globalThis as typeof globalThis & { [REGISTRO]?: Map<string, string> };
  global[REGISTRO] ??= new Map();
  return global[REGISTRO];
}

function leer(uid: string): string {
  const memoria = enMemoria().get(uid);
  if (memoria !== undefined) return memoria;
  try {
    return sessionStorage.getItem(clave(uid)) || uid;
  } catch {
    return uid;
  }
}

/** The book `uid` works in: theirs unless they chose another. */
export const libroElegido = (uid: string): string => leer(uid);

/** `uid` works in `libro` from now on, in this tab (their own uid: their own book). */
export function elegirLibro(uid: string, libro: string): void {
  try {
    if (libro === uid) sessionStorage.removeItem(clave(uid));
    else sessionStorage.setItem(clave(uid), libro);
    enMemoria().delete(uid);
  } catch {
    enMemoria().set(uid, libro);
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CAMBIO));
}

function suscribir(avisar: () => void) {
  window.addEventListener(CAMBIO, avisar);
  return () => window.removeEventListener(CAMBIO, avisar);
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
