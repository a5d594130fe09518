#!/usr/bin/env node
// End-to-end stage: the production builds (built beforehand by scripts/test-all.mjs), each served
// on its own port like separate deployments, both emulators with the seeded users, and Playwright
// driving Debian's Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NO_CONFIG_DIST } from './build-all.mjs';
import { ROOT } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';
import { seed } from './lib/seed.mjs';
import { serveBuilds } from './lib/serve-builds.mjs';

export const E2E_BASE_PORT = 4000;
export const NO_CONFIG_PORT = 4010;

/** Ports the E2E suite may start a remote on itself (allowed by the shell's CSP). */
export const E2E_EXTRA_PORTS = [4020, 4021];
/** Where e2e/fallos.spec.ts asks the harness to stop and restart the Firestore emulator. */
export const FAULT_CONTROL_PORT = 4097;

/**
 * POST /firestore/parar exports Firestore's data and stops the emulator process; POST
 * /firestore/arrancar starts it again from that export. Only the E2E harness listens here.
 */
function faultControl(emulators) {
  const dir = mkdtempSync(path.join(tmpdir(), 'recibos-fallos-'));
  const acciones = {
    '/firestore/parar': () => emulators.pararFirestore(dir),
    '/firestore/arrancar': () => emulators.arrancarFirestore(dir),
  };
  const server = createServer((req, res) => {
    const accion = req.method === 'POST' ? acciones[req.url ?? ''] : undefined;
    if (!accion) {
      res.writeHead(404).end();
      return;
    }
    accion().then(
      () => res.writeHead(204).end(),
      (error) => res.writeHead(500).end(String(error?.message ?? error)),
    );
  });
  server.listen(FAULT_CONTROL_PORT, '127.0.0.1');
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}

/** @param {{ emulators?: Awaited<ReturnType<typeof startEmulators>>, args?: string[] }} options */
export async function runE2E({ emulators: running, args = [] } = {}) {
  const emulators = running ?? (await startEmulators({ quiet: true }));
  const control = faultControl(emulators);
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
          E2E_CONTROL_URL: `http://127.0.0.1:${FAULT_CONTROL_PORT}`,
        },
      },
    );
  } finally {
    await served?.close();
    await control.close();
    if (!running) await emulators.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runE2E({ args: process.argv.slice(2) }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
