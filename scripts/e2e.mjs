#!/usr/bin/env node
// End-to-end stage: the production builds (built beforehand by scripts/test-all.mjs), each served
// on its own port like separate deployments, both emulators with the seeded users, and Playwright
// driving Debian's Chromium.
import path from 'node:path';
import { ROOT } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';
import { seed } from './lib/seed.mjs';
import { serveBuilds } from './lib/serve-builds.mjs';

export const E2E_BASE_PORT = 4000;
export const NO_CONFIG_PORT = 4010;
export const NO_CONFIG_DIST = 'dist-sin-config';

/** Ports the E2E suite may start a remote on itself (allowed by the shell's CSP). */
export const E2E_EXTRA_PORTS = [4020, 4021];

export async function runE2E({ emulatorsRunning = false, args = [] } = {}) {
  const emulators = emulatorsRunning ? null : await startEmulators({ quiet: true });
  let served;
  try {
    await seed();
    served = await serveBuilds({
      basePort: E2E_BASE_PORT,
      extraShells: [{ dir: path.join(ROOT, 'shell', NO_CONFIG_DIST), port: NO_CONFIG_PORT }],
      extraRemoteOrigins: E2E_EXTRA_PORTS.map((port) => `http://127.0.0.1:${port}`),
    });
    await run(
      path.join(ROOT, 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', ...args],
      {
        cwd: ROOT,
        env: {
          E2E_BASE_URL: served.shellOrigin,
          E2E_REMOTES: JSON.stringify(served.remotes),
          E2E_NO_CONFIG_URL: `http://127.0.0.1:${NO_CONFIG_PORT}`,
        },
      },
    );
  } finally {
    await served?.close();
    await emulators?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runE2E({ args: process.argv.slice(2) }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
