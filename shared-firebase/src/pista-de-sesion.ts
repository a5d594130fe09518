// A hint, for the HTML of the signed-in routes, that this browser has a session: their frame is
// painted from HTML before any script runs (shell/primera-pintura/), and only a script in <head>
// can decide, synchronously, whether to show it. Firebase Auth keeps the session in IndexedDB,
// which no synchronous script can read, so the app notes here what Auth last answered. A hint,
// never a credential: a stale one shows the frame until the app answers with the sign-in page.

/** localStorage's key. Keep in step with shell/primera-pintura/html.mjs, which reads it. */
export const CLAVE_PISTA_DE_SESION = 'recibos.sesion';

/** The hint's value for a session whose user has the admin claim. Keep in step with html.mjs. */
export const PISTA_ADMIN = 'admin';

/** The hint's value for any other session. */
const PISTA_SESION = '1';

/** Notes whether Auth's last answer was a user (storage blocked or full: no hint, no harm). */
export function anotarSesion(conSesion: boolean): void {
  try {
    if (!conSesion) localStorage.removeItem(CLAVE_PISTA_DE_SESION);
    // A session already noted keeps what the layout noted about it (anotarAdmin).
    else if (localStorage.getItem(CLAVE_PISTA_DE_SESION) === null)
      localStorage.setItem(CLAVE_PISTA_DE_SESION, PISTA_SESION);
  } catch {
    // Without the hint the signed-in routes paint after the app, as before.
  }
}

/**
 * Notes whether the signed-in user is an admin, for the layout's Admin entry: the painted HTML
 * shows it from this before any script runs. Only over a session noted: a late answer after
 * signing out writes nothing.
 */
export function anotarAdmin(esAdmin: boolean): void {
  try {
    if (localStorage.getItem(CLAVE_PISTA_DE_SESION) !== null)
      localStorage.setItem(CLAVE_PISTA_DE_SESION, esAdmin ? PISTA_ADMIN : PISTA_SESION);
  } catch {
    // No hint: the entry appears when the token answers.
  }
}

/** Whether the last answer noted (anotarAdmin) was an admin. */
export function pistaDeAdmin(): boolean {
  try {
    return localStorage.getItem(CLAVE_PISTA_DE_SESION) === PISTA_ADMIN;
  } catch {
    return false;
  }
}
