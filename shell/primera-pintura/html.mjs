// What the build (./construir.mjs) and Hosting (scripts/lib/hosting.mjs) share about the pages
// painted from HTML: each route's file, and their one inline script with its CSP hash (script-src
// allows exactly this text). The script runs in <head>, before the body is painted, and hides the
// painted page where it would show the wrong thing, so the app paints alone:
// - the signed-out pages, for a visitor with a session (the app sends them home);
// - the signed-in routes' pages, for a visitor without a session (the app asks them to sign in);
// - the admin pages, unless the last session was an admin's;
// - any of them at an address with a query: its HTML was made for none (the view of
//   /login?vista=olvido or of ?mode= from Firebase's e-mails, a list's filters, and links that
//   would drop ?redirect=).
// It also shows the layout's Admin entry, painted hidden, where the last session was an admin's.
// Whether there is a session (and an admin's) is the hint the app leaves in localStorage
// (shared-firebase/src/pista-de-sesion.ts): Auth's own record is in IndexedDB, out of a
// synchronous script's reach.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The signed-out pages painted from HTML (mf-auth's, ./paginas.tsx; ./paginas.test.ts keeps both lists equal) and their files. */
export const SIN_SESION = { '/login': 'login.html', '/register': 'register.html' };

/**
 * The signed-in routes painted from HTML: the layout (./marco.tsx) with the page inside, loading
 * (./paginas-mf-recibos.tsx and ./paginas-mf-etiquetas.tsx, the same routes: ./paginas.test.ts).
 * Only where the page's first screen is in it: the layout alone, measured on /etiquetas and
 * /cuenta, lowered Lighthouse's score (docs/decisiones/026-marco-con-sesion-desde-html.md).
 */
export const CON_SESION = { '/': 'index.html', '/recibos': 'recibos.html', '/etiquetas': 'etiquetas.html' };

/**
 * The admin pages painted from HTML (./paginas-mf-admin.tsx: their own bar, no app layout), shown
 * only where the last session was an admin's: anyone else would see a page the app then denies.
 */
export const DE_ADMIN = { '/admin/tokens': 'admin-tokens.html' };

/** Each route painted from HTML and its file in the shell's build. */
export const ARCHIVOS = { ...SIN_SESION, ...CON_SESION, ...DE_ADMIN };

/**
 * The single-page app's own HTML (the index.html Rsbuild writes, its root empty): Hosting's answer
 * to every other path. index.html is / painted, which Hosting serves at / before any rewrite.
 */
export const APP = 'app.html';

/**
 * Throws unless the shell's build in `dist` has every page painted from HTML and the app's own
 * HTML: Hosting rewrites their routes to them, and without them /login would be a 404.
 * @param {string} dist
 */
export function comprobarPaginasPintadas(dist) {
  const faltan = [...Object.values(ARCHIVOS), APP].filter((archivo) => !existsSync(path.join(dist, archivo)));
  if (faltan.length > 0)
    throw new Error(`La build del shell en ${dist} no tiene ${faltan.join(' ni ')}: pnpm --filter shell build`);
}

/** Keep in step with shell/src/primera-pintura/relevo.ts, which reads the same class. */
export const CLASE_SIN_PRIMERA_PINTURA = 'sin-primera-pintura';

/** Keep in step with shared-firebase/src/pista-de-sesion.ts, which writes it (a test compares them). */
export const CLAVE_PISTA_DE_SESION = 'recibos.sesion';

/** Keep in step with shared-firebase/src/pista-de-sesion.ts: the hint's value for an admin. */
export const PISTA_ADMIN = 'admin';

/** Set by the inline script where the last session was an admin's: the layout's Admin entry shows. */
export const CLASE_CON_ADMIN = 'con-admin';

/** The id of the empty element after the page: rendering waits until it is parsed. */
export const FIN = 'primera-pintura-fin';

// localStorage may throw (storage blocked): no hint then.
export const GUION = `var s,p=location.pathname,c=document.documentElement.classList;try{s=localStorage.getItem('${CLAVE_PISTA_DE_SESION}')}catch(e){}if((${JSON.stringify(Object.keys(DE_ADMIN))}.includes(p)?s!='${PISTA_ADMIN}':${JSON.stringify(Object.keys(CON_SESION))}.includes(p)?!s:s)||location.search)c.add('${CLASE_SIN_PRIMERA_PINTURA}');if(s=='${PISTA_ADMIN}')c.add('${CLASE_CON_ADMIN}')`;

/** script-src's source for GUION. */
export const HASH_DEL_GUION = `'sha256-${createHash('sha256').update(GUION).digest('base64')}'`;
