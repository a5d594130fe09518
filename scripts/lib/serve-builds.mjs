// Serves the production builds like separate deployments: one origin per deployable, each with its
// Hosting site configuration (./hosting.mjs: headers, rewrites, 404s) and local origins, the
// shell's /remotes.json pointing at the remotes' local origins, and the shell's function routes
// answered by the Functions emulator.
import path from 'node:path';
import { AUTH_URL, FIRESTORE_URL, FUNCIONES, REMOTOS } from '../../tooling/topologia.mjs';
import { ROOT } from './config.mjs';
import { sitioHosting } from './hosting.mjs';
import { closeServer, serveDir } from './servidor-hosting.mjs';

/**
 * A site's Hosting configuration with local origins: the emulators stand in for Firebase's endpoints.
 * @param {'shell' | 'remote'} kind
 * @param {Pick<import('./hosting.mjs').OrigenesDelSitio, 'shellOrigin' | 'remoteOrigins' | 'funciones'>} origenes
 */
export function sitioLocal(kind, { shellOrigin, remoteOrigins, funciones = FUNCIONES }) {
  return sitioHosting({
    kind,
    shellOrigin,
    remoteOrigins,
    firebaseOrigins: [AUTH_URL, FIRESTORE_URL],
    funciones,
  });
}

/**
 * Each app's build folder: its dist/, unless `dists` (folder → path) says another.
 * @param {string} carpeta
 * @param {Readonly<Record<string, string>>} dists
 */
const distDe = (carpeta, dists) => dists[carpeta] ?? path.join(ROOT, carpeta, 'dist');

/**
 * @param {{ basePort: number, extraShells?: Array<{ dir: string, port: number }>,
 *   extraRemoteOrigins?: string[], dists?: Record<string, string>,
 *   configuracion?: () => string | null, tls?: { key: string, cert: string } | null,
 *   sinFunciones?: boolean }} options extraRemoteOrigins: origins the tests may point
 *   a remote at (allowed by the shell's CSP like the configured ones); dists: builds from
 *   elsewhere (a team's candidate beside the others built from main); configuracion: the shell's
 *   remotes.json as deployed, read on every request (null: the map of the builds served here);
 *   tls: HTTPS and HTTP/2 with this key and certificate (the bench); sinFunciones: the
 *   shells serve every path as the single-page app, no rewrite to a function (the bench's payer
 *   page as the SPA draws it)
 */
export async function serveBuilds({
  basePort,
  extraShells = [],
  extraRemoteOrigins = [],
  dists = {},
  configuracion = () => null,
  tls = null,
  sinFunciones = false,
}) {
  const origin = (/** @type {number} */ port) => `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const shellOrigin = origin(basePort);
  const remotes = Object.fromEntries(
    REMOTOS.map((app, i) => [app.nombre, `${origin(basePort + i + 1)}/mf-manifest.json`]),
  );
  const remoteOrigins = [...REMOTOS.map((_, i) => origin(basePort + i + 1)), ...extraRemoteOrigins];
  // Without the rewrites, a function's route is the SPA's, with the SPA's headers.
  const sitioShell = sitioLocal('shell', { shellOrigin, remoteOrigins, funciones: sinFunciones ? [] : FUNCIONES });
  const sitioRemoto = sitioLocal('remote', { shellOrigin, remoteOrigins });
  const remotesJson = JSON.stringify(remotes);
  const overrides = { '/remotes.json': () => configuracion() ?? remotesJson };
  const shells = [{ dir: distDe('shell', dists), port: basePort }, ...extraShells];
  const servers = await Promise.all([
    ...shells.map((s) => serveDir({ dir: s.dir, port: s.port, sitio: sitioShell, overrides, tls })),
    ...REMOTOS.map((app, i) =>
      serveDir({ dir: distDe(app.carpeta, dists), port: basePort + i + 1, sitio: sitioRemoto, tls }),
    ),
  ]);
  return {
    remotes,
    shellOrigin,
    /** Each of `extraShells`' origins, in order. */
    extraShellOrigins: extraShells.map((s) => origin(s.port)),
    close: () => Promise.all(servers.map(closeServer)),
  };
}
