// Serves a build folder as Firebase Hosting does: superstatic, the server behind Hosting's emulator,
// with the site's configuration as firebase.json gives it (./hosting.mjs): its header rules, its
// rewrites (the shell's routes to index.html, a function's route to the Functions emulator) and
// its 404s. Not the Hosting emulator itself: it serves firebase.json's production origins and one
// folder per site, where the tests serve several builds of a site side by side with local origins.
import http from 'node:http';
import http2 from 'node:http2';
import { Readable } from 'node:stream';
import superstaticCjs from 'superstatic';
import proveedorDeArchivos from 'superstatic/lib/providers/fs.js';
import { urlDeFuncionLocal } from '../../tooling/topologia.mjs';

/** @typedef {import('./hosting.mjs').Sitio} Sitio */
/** @typedef {import('node:http').IncomingMessage | import('node:http2').Http2ServerRequest} Peticion */
/** @typedef {import('node:http').ServerResponse | import('node:http2').Http2ServerResponse} Respuesta */
/** @typedef {(req: Peticion, res: Respuesta) => void} Manejador */
/**
 * A site's server: HTTP/1.1, or HTTPS and HTTP/2 with `tls`.
 * @typedef {import('node:http').Server | import('node:http2').Http2SecureServer} Servidor
 */
/**
 * A file provider of superstatic's: for a request and a path, the file (its stream and details),
 * or a rejection when there is none.
 * @typedef {(req: Peticion, ruta: string) => Promise<unknown>} Proveedor
 */
/**
 * What this server uses of superstatic. Its own types leave out the file provider and the rewrites
 * to a function (which `rewriters` serve), and its handler is connect's (whose types are not here).
 * @typedef {(opciones: {
 *   cwd: string,
 *   config: { public: string, headers: Sitio['headers'], rewrites: NonNullable<Sitio['rewrites']> },
 *   stack: 'strict',
 *   fallthrough: boolean,
 *   provider: Proveedor,
 *   rewriters: {
 *     function: (regla: { function: { functionId: string, region: string } }) => Promise<Manejador>,
 *   },
 * }) => (req: Peticion, res: Respuesta, next: () => void) => void} Superstatic
 */

// A CommonJS module marked __esModule: Node's import gives its exports object, Vitest its default.
const superstatic = /** @type {Superstatic} */ (
  /** @type {{ default?: unknown }} */ (superstaticCjs).default ?? superstaticCjs
);
/** superstatic's own file provider (its types declare no export). */
const proveedorDelDisco = /** @type {(opciones: { cwd: string, public: string }) => Proveedor} */ (proveedorDeArchivos);

/**
 * @param {{ dir: string, port: number, host?: string, sitio: Sitio,
 *   overrides?: Record<string, () => string>, tls?: { key: string, cert: string } | null,
 *   funcion?: (f: { nombre: string, region: string }) => string }} options
 *   sitio: the site's headers and rewrites (./hosting.mjs); overrides: path → the JSON body served
 *   instead of a file (the shell's remotes.json); tls: HTTPS and HTTP/2, as Hosting serves (the
 *   bench: HTTP/1.1's six connections per origin would queue a page's parallel downloads);
 *   funcion: where a function's rewrite goes (its local emulator unless a test says otherwise)
 * @returns {Promise<Servidor>}
 */
export function serveDir({
  dir,
  port,
  host = '127.0.0.1',
  sitio,
  overrides = {},
  tls = null,
  funcion = urlDeFuncionLocal,
}) {
  const archivos = proveedorDelDisco({ cwd: dir, public: '.' });
  const app = superstatic({
    cwd: dir,
    config: { public: '.', headers: sitio.headers, rewrites: sitio.rewrites ?? [] },
    stack: 'strict',
    fallthrough: false,
    // An overridden path is served as if it were the file, so the site's header rules apply to it.
    provider: (req, ruta) => {
      const cuerpo = overrides[ruta]?.();
      return cuerpo === undefined ? archivos(req, ruta) : Promise.resolve({ stream: Readable.from([cuerpo]) });
    },
    // Hosting's rewrite to a Cloud Function: the function's answer, from its local emulator.
    rewriters: {
      function: ({ function: f }) =>
        Promise.resolve((req, res) => reenviar(req, res, funcion({ nombre: f.functionId, region: f.region }))),
    },
  });
  /** @type {Manejador} */
  const responder = (req, res) => {
    // A path that does not decode gets a 400 here (superstatic would answer a 500 with a stack trace).
    try {
      decodeURI(req.url ?? '/');
    } catch {
      res.writeHead(400).end('Dirección mal formada');
      return;
    }
    // superstatic answers everything itself (fallthrough: false); the router still wants a `next`.
    app(req, res, () => res.writeHead(404).end());
  };
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, responder) : http.createServer(responder);
  if (tls) {
    const abiertas = new Set();
    sesionesDe.set(server, abiertas);
    server.on('session', (sesion) => {
      abiertas.add(sesion);
      sesion.on('close', () => abiertas.delete(sesion));
    });
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Headers of one connection, not of the answer: never relayed (HTTP/2 refuses them). */
const DE_LA_CONEXION = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * The function's answer: its status, body and headers (Hosting's header rules for the route are
 * then set over them, as superstatic does; for the payer's page they are the same ones).
 * @param {Peticion} req
 * @param {Respuesta} res
 * @param {string} funcion the function's URL
 */
function reenviar(req, res, funcion) {
  // The path as asked: the function reads its token from it and answers anything else with its 404.
  // A call (POST) goes with its body and the headers a callable function reads (the session's token).
  /** @type {Record<string, string>} */
  const cabeceras = { accept: req.headers.accept ?? '*/*', 'user-agent': req.headers['user-agent'] ?? '' };
  for (const clave of ['authorization', 'content-type', 'content-length', 'origin']) {
    const valor = req.headers[clave];
    if (typeof valor === 'string') cabeceras[clave] = valor;
  }
  // As Hosting does: the client's address after whatever the request already said.
  const reenviada = req.headers['x-forwarded-for'];
  cabeceras['x-forwarded-for'] = [reenviada, req.socket.remoteAddress].filter(Boolean).join(', ');
  const peticion = http.request(`${funcion}${req.url}`, { method: req.method, headers: cabeceras }, (respuesta) => {
    for (const [clave, valor] of Object.entries(respuesta.headers))
      if (!DE_LA_CONEXION.has(clave) && valor !== undefined) res.setHeader(clave, valor);
    res.statusCode = respuesta.statusCode ?? 502;
    respuesta.pipe(res);
  });
  peticion.on('error', () => {
    res.statusCode = 502;
    res.end('La función no responde');
  });
  req.pipe(peticion);
}

/**
 * An HTTP/2 server's open sessions: it closes only once they have (no closeAllConnections).
 * @type {WeakMap<Servidor, Set<import('node:http2').ServerHttp2Session>>}
 */
const sesionesDe = new WeakMap();

/**
 * @param {Servidor} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    for (const sesion of sesionesDe.get(server) ?? []) sesion.destroy();
    server.close(() => resolve());
  });
}
