#!/usr/bin/env node
// End-to-end stage: the production builds (built beforehand by scripts/test-all.mjs), each served
// on its own port like separate deployments, both emulators with the seeded users, and Playwright
// driving Debian's Chromium.
import path from 'node:path';
import { APPS, ROOT } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';
import { seed } from './lib/seed.mjs';
import { closeServer, serveDir } from './lib/static-server.mjs';

export const E2E_BASE_PORT = 4000;
export const NO_CONFIG_PORT = 4010;
export const NO_CONFIG_DIST = 'dist-sin-config';

const origin = (port) => `http://127.0.0.1:${port}`;

export async function serveBuilds() {
  const shellOrigin = origin(E2E_BASE_PORT);
  const remotes = Object.fromEntries(
    APPS.slice(1).map((app, i) => [app.name, `${origin(E2E_BASE_PORT + i + 1)}/mf-manifest.json`]),
  );
  const overrides = { '/remotes.json': JSON.stringify(remotes) };
  const servers = await Promise.all([
    serveDir({ dir: path.join(ROOT, 'shell', 'dist'), port: E2E_BASE_PORT, spa: true, overrides }),
    serveDir({ dir: path.join(ROOT, 'shell', NO_CONFIG_DIST), port: NO_CONFIG_PORT, spa: true, overrides }),
    ...APPS.slice(1).map((app, i) =>
      serveDir({ dir: path.join(ROOT, app.dir, 'dist'), port: E2E_BASE_PORT + i + 1, corsOrigin: shellOrigin }),
    ),
  ]);
  return { servers, remotes, shellOrigin };
}

export async function runE2E({ emulatorsRunning = false, args = [] } = {}) {
  const emulators = emulatorsRunning ? null : await startEmulators({ quiet: true });
  let served;
  try {
    await seed();
    served = await serveBuilds();
    await run(
      path.join(ROOT, 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', ...args],
      {
        cwd: ROOT,
        env: {
          E2E_BASE_URL: served.shellOrigin,
          E2E_REMOTES: JSON.stringify(served.remotes),
          E2E_NO_CONFIG_URL: origin(NO_CONFIG_PORT),
        },
      },
    );
  } finally {
    if (served) await Promise.all(served.servers.map(closeServer));
    await emulators?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runE2E({ args: process.argv.slice(2) }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
