// Serves the production builds like separate deployments: one origin per deployable, each with
// the header rules firebase.json gets (CSP, CORS, cache), and the shell's /remotes.json pointing
// at the remotes' local origins.
import path from 'node:path';
import { AUTH_HOST, FIRESTORE_HOST, REMOTES, ROOT } from './config.mjs';
import { headerRules } from './headers.mjs';
import { closeServer, serveDir } from './static-server.mjs';

const origin = (port) => `http://127.0.0.1:${port}`;

/** Local header rules: the emulators stand in for Firebase's endpoints. */
export function localRules(kind, { shellOrigin, remoteOrigins }) {
  return headerRules({
    kind,
    shellOrigin,
    remoteOrigins,
    firebaseOrigins: [`http://${AUTH_HOST}`, `http://${FIRESTORE_HOST}`],
  });
}

/**
 * @param {{ basePort: number, extraShells?: Array<{ dir: string, port: number }>,
 *   extraRemoteOrigins?: string[] }} options extraRemoteOrigins: origins the tests may point a remote
 *   at (allowed by the shell's CSP like the configured ones)
 */
export async function serveBuilds({ basePort, extraShells = [], extraRemoteOrigins = [] }) {
  const shellOrigin = origin(basePort);
  const remotes = Object.fromEntries(
    REMOTES.map((app, i) => [app.nombre, `${origin(basePort + i + 1)}/mf-manifest.json`]),
  );
  const remoteOrigins = [...REMOTES.map((_, i) => origin(basePort + i + 1)), ...extraRemoteOrigins];
  const shellRules = localRules('shell', { shellOrigin, remoteOrigins });
  const remoteRules = localRules('remote', { shellOrigin, remoteOrigins });
  const overrides = { '/remotes.json': JSON.stringify(remotes) };
  const shells = [{ dir: path.join(ROOT, 'shell', 'dist'), port: basePort }, ...extraShells];
  const servers = await Promise.all([
    ...shells.map((s) => serveDir({ dir: s.dir, port: s.port, spa: true, rules: shellRules, overrides })),
    ...REMOTES.map((app, i) =>
      serveDir({ dir: path.join(ROOT, app.carpeta, 'dist'), port: basePort + i + 1, rules: remoteRules }),
    ),
  ]);
  return {
    servers,
    remotes,
    shellOrigin,
    remoteRules,
    close: () => Promise.all(servers.map(closeServer)),
  };
}
