// What the build (./construir.mjs) and Hosting (scripts/lib/hosting.mjs) share about the pages
// painted from HTML: each route's file, and their one inline script with its CSP hash (script-src
// allows exactly this text). The script runs in <head>, before the body is painted: an address the
// HTML was not made for (/login?vista=olvido, ?mode= from Firebase's e-mails) must not show the
// password form for a moment, so it hides it and the app paints alone.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Each route painted from HTML and its file in the shell's build. */
export const ARCHIVOS = { '/login': 'login.html', '/register': 'register.html' };

/**
 * Throws unless the shell's build in `dist` has every page painted from HTML: Hosting rewrites
 * their routes to them, and without them /login would be a 404.
 * @param {string} dist
 */
export function comprobarPaginasPintadas(dist) {
  const faltan = Object.values(ARCHIVOS).filter((archivo) => !existsSync(path.join(dist, archivo)));
  if (faltan.length > 0)
    throw new Error(`La build del shell en ${dist} no tiene ${faltan.join(' ni ')}: pnpm --filter shell build`);
}

/** Keep in step with shell/src/primera-pintura/relevo.ts, which reads the same class. */
export const CLASE_SIN_PRIMERA_PINTURA = 'sin-primera-pintura';

/** The id of the empty element after the page: rendering waits until it is parsed. */
export const FIN = 'primera-pintura-fin';

export const GUION = `if(/[?&](vista|mode)=/.test(location.search))document.documentElement.classList.add('${CLASE_SIN_PRIMERA_PINTURA}')`;

/** script-src's source for GUION. */
export const HASH_DEL_GUION = `'sha256-${createHash('sha256').update(GUION).digest('base64')}'`;
