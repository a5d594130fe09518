#!/usr/bin/env node
// Part of the shell's production build, after Rsbuild's: routes as HTML that paints at once
// (docs/decisiones/023-primera-pintura-desde-html.md, 026-marco-con-sesion-desde-html.md): /login
// and /register with mf-auth's pages (./paginas.tsx), /, /recibos and /etiquetas with the shell's
// layout (./marco.tsx) and the page loading inside (./paginas-mf-recibos.tsx,
// ./paginas-mf-etiquetas.tsx), /admin/tokens with its own bar (./paginas-mf-admin.tsx), all rendered in
// Node (compiled by ./rsbuild.config.ts). Each file (./html.mjs, ARCHIVOS) is the app's own HTML
// (Rsbuild's index.html, kept as app.html) with that markup, its CSS inline and the inline script.
// Hosting serves them at their routes (scripts/lib/hosting.mjs); the app, once started, takes over
// from them (shell/src/primera-pintura/relevo.ts).
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { run } from '../../scripts/lib/processes.mjs';
import {
  APP,
  CLASE_CON_ADMIN,
  CLASE_SIN_PRIMERA_PINTURA,
  CON_SESION,
  DE_ADMIN,
  FIN,
  GUION,
  SIN_SESION,
} from './html.mjs';

const aqui = path.dirname(fileURLToPath(import.meta.url));
const shell = path.join(aqui, '..');
const salida = path.join(shell, 'dist-primera-pintura');

/**
 * The page's submit buttons wait for the app: pressed before it runs, the browser would submit the
 * form itself (a GET with the password in the address).
 * @param {string} marcado
 */
export const sinEnviar = (marcado) => marcado.replaceAll('<button type="submit"', '<button type="submit" disabled=""');

/**
 * A signed-in page's buttons («Cerrar sesión», «Exportar CSV») wait for the app: before it they
 * would do nothing.
 * @param {string} marcado
 */
export const sinBotones = (marcado) => marcado.replaceAll('<button ', '<button disabled="" ');

/**
 * The shell's index.html with `marcado` painted at once in place of the empty root. `relevo`: what
 * of the app's, once shown, takes the page's place (relevo.ts has the default).
 * @param {{ indice: string, ruta: string, marcado: string, css: string, relevo?: string }} partes
 */
export function paginaPintada({ indice, ruta, marcado, css, relevo }) {
  const raiz = '<div id="root"></div>';
  if (!indice.includes(raiz) || !indice.includes('</head>'))
    throw new Error('index.html sin <div id="root"> o </head>');
  // Rendering waits for the whole page to be parsed (Chromium; others may paint it in parts): a card
  // centred on the screen, painted half-parsed, would move as the rest arrives.
  const cabeza = `<link rel="expect" href="#${FIN}" blocking="render"><script>${GUION}</script></head>`;
  // Its CSS inside it, in <body>: after every stylesheet the app adds to <head>, so none of those,
  // arriving one by one, restyles it halfway (the shared card's width over mf-auth's); and gone
  // with it when the app takes over, its own stylesheets loaded by then.
  // The admins' entry (marco.tsx) shows only where the inline script has said so.
  const estilos = `<style>${css}.${CLASE_SIN_PRIMERA_PINTURA} #primera-pintura,html:not(.${CLASE_CON_ADMIN}) #primera-pintura [data-solo-admin]{display:none}</style>`;
  // Replacer functions: a string replacement would read `$&` or `$'` in the CSS or markup.
  return indice
    .replace('</head>', () => cabeza)
    .replace(
      raiz,
      () =>
        `<div id="primera-pintura" data-ruta="${ruta}"${relevo ? ` data-relevo="${relevo}"` : ''}>${estilos}${marcado}</div><template id="${FIN}"></template>`,
    );
}

/** @param {string} [distDir] the shell's build folder (APP_DIST_DIR, else dist) */
export async function construirPrimeraPintura(distDir = process.env.APP_DIST_DIR ?? 'dist') {
  await run('rsbuild', ['build', '-c', 'primera-pintura/rsbuild.config.ts'], {
    cwd: shell,
    env: { NODE_ENV: 'production' },
  });
  const requerir = createRequire(import.meta.url);
  /** @param {string} equipo */
  const cssDe = (equipo) => {
    const carpeta = path.join(salida, equipo, 'static', 'css');
    return readdirSync(carpeta)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(carpeta, f), 'utf8'))
      .join('');
  };
  const { renderizar } = requerir(path.join(salida, 'mf-auth', 'mf-auth.js'));
  const { renderizarMarco, HUECO } = requerir(path.join(salida, 'shell', 'shell.js'));
  // The teams whose signed-in pages are painted inside the frame: each route with its team's markup and CSS.
  const equipos = ['mf-recibos', 'mf-etiquetas'].map((equipo) => ({
    css: cssDe(equipo),
    ...requerir(path.join(salida, equipo, `${equipo}.js`)),
  }));
  const admin = { css: cssDe('mf-admin'), ...requerir(path.join(salida, 'mf-admin', 'mf-admin.js')) };
  /** @param {string} ruta */
  const equipoDe = (ruta) => {
    const equipo = equipos.find(({ PAGINAS }) => ruta in PAGINAS);
    if (!equipo) throw new Error(`Ningún equipo pinta ${ruta}`);
    return equipo;
  };
  const dist = path.resolve(shell, distDir);
  // Rsbuild's index.html is the app's own HTML: kept as APP, since / is painted into index.html
  // (read from APP when this runs again on the same build).
  const deRsbuild = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const indice = deRsbuild.includes('id="primera-pintura"') ? readFileSync(path.join(dist, APP), 'utf8') : deRsbuild;
  writeFileSync(path.join(dist, APP), indice);
  const cssSinSesion = cssDe('mf-auth');
  const cssDelMarco = cssDe('shell');
  const paginas = [
    ...Object.entries(SIN_SESION).map(([ruta, archivo]) => ({
      ruta,
      archivo,
      marcado: sinEnviar(renderizar(ruta)),
      css: cssSinSesion,
    })),
    ...Object.entries(CON_SESION).map(([ruta, archivo]) => {
      const equipo = equipoDe(ruta);
      return {
        ruta,
        archivo,
        marcado: sinBotones(renderizarMarco(ruta).replace(HUECO, () => equipo.renderizar(ruta))),
        css: cssDelMarco + equipo.css,
        // The page's own heading: the app's layout shows first, its page still loading.
        relevo: 'h1, h2',
      };
    }),
    // Without the app's layout: the admin pages have their own bar.
    ...Object.entries(DE_ADMIN).map(([ruta, archivo]) => ({
      ruta,
      archivo,
      marcado: sinBotones(admin.renderizar(ruta)),
      css: admin.css,
    })),
  ];
  for (const { ruta, archivo, ...partes } of paginas)
    writeFileSync(path.join(dist, archivo), paginaPintada({ indice, ruta, ...partes }));
}

// Run as a script (a path with spaces or through a symlink included).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href)
  await construirPrimeraPintura();
