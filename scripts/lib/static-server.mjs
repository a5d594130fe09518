// A small static server for production builds: what a CDN does for each deployable (SPA fallback
// for the shell, CORS for remotes, no-cache on HTML and manifests, immutable hashed assets).
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { globARegExp, headersFor } from './headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean,
 *   rules: Array<{ source: string, headers: Record<string, string> }>,
 *   overrides?: Record<string, () => string>, tls?: { key: string, cert: string } }} options
 *   rules: the same header rules firebase.json gets (scripts/lib/headers.mjs); overrides: path →
 *   the JSON body served instead of a file; tls: serve HTTP/2 over TLS, as Hosting does (the
 *   bench: HTTP/1.1's six connections per origin would queue a page's parallel downloads);
 *   funciones: Hosting's rewrites to a Cloud Function ({ source: glob, url: the function's
 *   emulator URL }), answered by the function with the path as asked
 */
export function serveDir({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  rules,
  overrides = {},
  tls = null,
  funciones = [],
}) {
  const root = path.resolve(dir);
  const reescrituras = funciones.map((f) => ({ patron: globARegExp(f.source), url: f.url }));
  const responder = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Dirección mal formada');
      return;
    }
    const headers = headersFor(rules, urlPath);
    const funcion = reescrituras.find((r) => r.patron.test(urlPath));
    if (funcion) {
      // The normalised path (what the rule matched), never the raw one.
      reenviar(req, res, `${funcion.url}${url.pathname}${url.search}`, headers);
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      res.end();
      return;
    }
    if (overrides[urlPath] !== undefined) {
      res.writeHead(200, { ...headers, 'Content-Type': TYPES['.json'] });
      res.end(overrides[urlPath]());
      return;
    }
    let file = path.join(root, urlPath);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) {
      if (!spa || path.extname(urlPath)) {
        res.writeHead(404, headers).end('No encontrado');
        return;
      }
      // Headers stay those of the requested path, as on Hosting, which matches header rules
      // against the URL before any rewrite.
      file = path.join(root, 'index.html');
      // A build folder without its index.html (deleted or half-written): answer, never crash.
      if (!existsSync(file)) {
        res.writeHead(404, headers).end('No encontrado');
        return;
      }
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
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

/** The function's answer, status and body as it sent them, over the route's header rules. */
function reenviar(req, res, url, headers) {
  const peticion = http.request(
    url,
    {
      method: req.method,
      headers: { accept: req.headers.accept ?? '*/*', 'user-agent': req.headers['user-agent'] ?? '' },
    },
    (respuesta) => {
      const propias = Object.fromEntries(
        Object.entries(respuesta.headers).filter(([clave]) => !DE_LA_CONEXION.has(clave.toLowerCase())),
      );
      // Names compared as HTTP does (Node gives the function's in lower case): one of each.
      const deLaRuta = Object.fromEntries(
        Object.entries(headers).map(([clave, valor]) => [clave.toLowerCase(), valor]),
      );
      res.writeHead(respuesta.statusCode ?? 502, { ...deLaRuta, ...propias });
      respuesta.pipe(res);
    },
  );
  peticion.on('error', () => {
    if (!res.headersSent) res.writeHead(502, headers);
    res.end('La función no responde');
  });
  peticion.end();
}

/** An HTTP/2 server's open sessions: it closes only once they have (no closeAllConnections). */
const sesionesDe = new WeakMap();

export function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    for (const sesion of sesionesDe.get(server) ?? []) sesion.destroy();
    server.close(() => resolve());
  });
}
