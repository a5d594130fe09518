// Which package each byte of a loaded JS file comes from, read from the build's source maps
// (`pnpm bench` builds with hidden source maps: the JS files are the same bytes as without them,
// and the .map files stay beside them in dist/). Used to print what the icon set costs per route,
// and what each package costs (`--detalle`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT } from '../scripts/lib/config.mjs';
import { APPS } from '../tooling/topologia.mjs';

/** Code of a file no source map covers. */
export const SIN_MAPA = '(sin mapa)';

const RUNTIME = '(runtime del bundler)';

/** The workspace's own packages: every app of topologia.json and the shared libraries. */
const CARPETAS = [...APPS.map((app) => app.carpeta), 'shared-firebase', 'dominio-recibos', 'tooling'];
const LOCAL = new RegExp(`(?:^|/)(${CARPETAS.join('|')})/`);

/**
 * The package a source file belongs to: the npm package's name, the workspace folder, or the
 * bundler's runtime. Paths relative to the build (`../src/…`) are the app's own (`app`).
 * @param {string} fuente
 * @param {string} app
 * @returns {string}
 */
export function paqueteDe(fuente, app) {
  // Each pattern's one group always takes part in a match.
  const npm = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(fuente);
  if (npm) return /** @type {string} */ (npm[1]);
  const local = LOCAL.exec(fuente);
  if (local) return /** @type {string} */ (local[1]);
  if (/^(\.\.\/)+src\//.test(fuente)) return app;
  return RUNTIME;
}

/**
 * The code of one built file split by package: each mapped span of generated code goes to the
 * package of its original source; code no mapping covers (the bundler's glue) to "(sin mapa)".
 * @param {string} codigo
 * @param {import('source-map-js').RawSourceMapInput} mapa
 * @param {string} app
 */
export function codigoPorPaquete(codigo, mapa, app) {
  const lineas = codigo.split('\n');
  /** @type {import('source-map-js').MappingItem[][]} */
  const porLinea = lineas.map(() => []);
  new SourceMapConsumer(mapa).eachMapping(
    (m) => porLinea[m.generatedLine - 1]?.push(m),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  /** @type {Map<string, string>} */
  const porPaquete = new Map();
  /**
   * @param {string} paquete
   * @param {string} texto
   */
  const anadir = (paquete, texto) => {
    if (texto) porPaquete.set(paquete, (porPaquete.get(paquete) ?? '') + texto);
  };
  lineas.forEach((linea, i) => {
    const tramos = porLinea[i] ?? [];
    anadir(SIN_MAPA, linea.slice(0, tramos[0]?.generatedColumn ?? linea.length));
    tramos.forEach((m, j) => {
      const fin = tramos[j + 1]?.generatedColumn ?? linea.length;
      anadir(m.source ? paqueteDe(m.source, app) : SIN_MAPA, linea.slice(m.generatedColumn, fin));
    });
  });
  return porPaquete;
}

/**
 * Bytes per package over the JS files a page loaded (`archivos`: [{ url }]), from the files and
 * maps on disk (`dist(url)`). Gzip per package compresses that package's code on its own: an
 * estimate (in the real file it shares a dictionary with its neighbours), exact in proportion.
 * @param {ReadonlyArray<{ url: string }>} archivos
 * @param {ReturnType<typeof resolverDist>} dist
 */
export function bytesPorPaquete(archivos, dist) {
  /** @type {Map<string, string>} */
  const codigoTotal = new Map();
  for (const { url } of archivos) {
    const encontrado = dist(url);
    if (!encontrado || !existsSync(`${encontrado.archivo}.map`)) continue;
    const { archivo, app } = encontrado;
    const mapa = JSON.parse(readFileSync(`${archivo}.map`, 'utf8'));
    for (const [paquete, texto] of codigoPorPaquete(readFileSync(archivo, 'utf8'), mapa, app))
      codigoTotal.set(paquete, (codigoTotal.get(paquete) ?? '') + texto);
  }
  return Object.fromEntries(
    [...codigoTotal]
      .map(
        ([paquete, texto]) =>
          /** @type {const} */ ([
            paquete,
            { bruto: Buffer.byteLength(texto), gzip: gzipSync(texto, { level: 9 }).length },
          ]),
      )
      .sort((a, b) => b[1].gzip - a[1].gzip),
  );
}

/**
 * The served URL of a build's file → that file in its app's dist folder, and the app (the
 * folder's name). `otros`: more origins and the folder each serves (the monolith's).
 * @param {{ shellOrigin: string, remotes: Readonly<Record<string, string>> }} servidos
 * @param {Readonly<Record<string, string>>} [otros] origin → folder, relative to the repository
 */
export function resolverDist(servidos, otros = {}) {
  /** @type {Map<string, string | undefined>} */
  const porOrigen = new Map([[new URL(servidos.shellOrigin).origin, 'shell'], ...Object.entries(otros)]);
  for (const [nombre, manifiesto] of Object.entries(servidos.remotes))
    porOrigen.set(new URL(manifiesto).origin, APPS.find((a) => a.nombre === nombre)?.carpeta);
  return (/** @type {string} */ url) => {
    const u = new URL(url);
    const dir = porOrigen.get(u.origin);
    if (!dir) return null;
    const archivo = path.join(ROOT, dir, 'dist', decodeURIComponent(u.pathname));
    return existsSync(archivo) ? { archivo, app: path.basename(dir) } : null;
  };
}
