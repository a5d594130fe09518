// A hint, for the HTML of the signed-in routes, that this browser has a session: their frame is
// painted from HTML before any script runs (shell/primera-pintura/), and only a script in <head>
// can decide, synchronously, whether to show it. Firebase Auth keeps the session in IndexedDB,
// which no synchronous script can read, so the app notes here what Auth last answered. A hint,
// never a credential: a stale one shows the frame until the app answers with the sign-in page.

/** localStorage's key. Keep in step with shell/primera-pintura/html.mjs, which reads it. */
export const CLAVE_PISTA_DE_SESION = 'recibos.sesion';

/** Notes whether Auth's last answer was a user (storage blocked or full: no hint, no harm). */
export function anotarSesion(conSesion: boolean): void {
  try {
    if (conSesion) localStorage.setItem(CLAVE_PISTA_DE_SESION, '1');
    else localStorage.removeItem(CLAVE_PISTA_DE_SESION);
  } catch {
    // Without the hint the signed-in routes paint after the app, as before.
  }
}
