#!/usr/bin/env node
// Part of the shell's production build, after Rsbuild's: /login and /register as HTML that paints
// the page itself (docs/decisiones/023-primera-pintura-desde-html.md). Renders mf-auth's pages in
// Node (./paginas.tsx, compiled by ./rsbuild.config.ts), and writes <dist>/login.html and
// <dist>/register.html: the shell's index.html with that markup, its CSS inline and ./html.mjs.
// Hosting serves them at /login and /register (scripts/lib/hosting.mjs); the app, once started,
// takes over from them (shell/src/primera-pintura/relevo.ts).
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { run } from '../../scripts/lib/processes.mjs';
import { ARCHIVOS, CLASE_SIN_PRIMERA_PINTURA, FIN, GUION } from './html.mjs';

const aqui = path.dirname(fileURLToPath(import.meta.url));
const shell = path.join(aqui, '..');
const salida = path.join(shell, 'dist-primera-pintura');

/**
 * The page's submit buttons wait for the app: pressed before it runs, the browser would submit the
 * form itself (a GET with the password in the address).
 * @param {string} marcado
 */
const sinEnviar = (marcado) => marcado.replaceAll('<button type="submit"', '<button type="submit" disabled=""');

/**
 * The shell's index.html with `marcado` painted at once in place of the empty root.
 * @param {{ indice: string, ruta: string, marcado: string, css: string }} partes
 */
export function paginaPintada({ indice, ruta, marcado, css }) {
  const raiz = '<div id="root"></div>';
  if (!indice.includes(raiz) || !indice.includes('</head>'))
    throw new Error('index.html sin <div id="root"> o </head>');
  // Rendering waits for the whole page to be parsed (Chromium; others may paint it in parts): a card
  // centred on the screen, painted half-parsed, would move as the rest arrives.
  const cabeza = `<link rel="expect" href="#${FIN}" blocking="render"><script>${GUION}</script></head>`;
  // Its CSS inside it, in <body>: after every stylesheet the app adds to <head>, so none of those,
  // arriving one by one, restyles it halfway (the shared card's width over mf-auth's); and gone
  // with it when the app takes over, its own stylesheets loaded by then.
  const estilos = `<style>${css}.${CLASE_SIN_PRIMERA_PINTURA} #primera-pintura{display:none}</style>`;
  // Replacer functions: a string replacement would read `$&` or `$'` in the CSS or markup.
  return indice
    .replace('</head>', () => cabeza)
    .replace(
      raiz,
      () =>
        `<div id="primera-pintura" data-ruta="${ruta}">${estilos}${sinEnviar(marcado)}</div><template id="${FIN}"></template>`,
    );
}

/** @param {string} [distDir] the shell's build folder (APP_DIST_DIR, else dist) */
export async function construirPrimeraPintura(distDir = process.env.APP_DIST_DIR ?? 'dist') {
  await run('rsbuild', ['build', '-c', 'primera-pintura/rsbuild.config.ts'], {
    cwd: shell,
    env: { NODE_ENV: 'production' },
  });
  const { renderizar } = createRequire(import.meta.url)(path.join(salida, 'paginas.js'));
  const carpetaCss = path.join(salida, 'static', 'css');
  const css = readdirSync(carpetaCss)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(carpetaCss, f), 'utf8'))
    .join('');
  const dist = path.resolve(shell, distDir);
  const indice = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const [ruta, archivo] of Object.entries(ARCHIVOS)) {
    writeFileSync(path.join(dist, archivo), paginaPintada({ indice, ruta, marcado: renderizar(ruta), css }));
  }
}

// Run as a script (a path with spaces or through a symlink included).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href)
  await construirPrimeraPintura();
