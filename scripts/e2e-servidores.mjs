#!/usr/bin/env node
// What the production E2E suite runs against, started by Playwright itself (e2e/playwright.config.ts,
// `webServer`): both emulators with the seeded users, a fault-control endpoint, and the production
// builds (made beforehand) each served on its own port like separate deployments. Playwright
// waits for the shell's URL and stops this process at the end (SIGINT).
// Custom, not a stock server: the Firestore JAR runs on Java 17 outside firebase-tools, the fault
// tests stop and restart it mid-run, and the builds get the Hosting header rules with local origins.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUERTOS } from '../tooling/topologia.mjs';
import { NO_CONFIG_DIST } from './build-all.mjs';
import { ROOT } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { alTerminar } from './lib/processes.mjs';
import { seed } from './lib/seed.mjs';
import { serveBuilds } from './lib/serve-builds.mjs';

export const E2E_BASE_PORT = PUERTOS.e2e;
export const NO_CONFIG_PORT = PUERTOS.e2eSinConfiguracion;
/**
 * Ports the E2E specs may start a remote on themselves (allowed by the shell's CSP), one per spec
 * so that specs run side by side: e2e/federation.spec.ts, the deploy check's candidate
 * (scripts/comprobar-despliegue.mjs) and e2e/despliegue.spec.ts.
 */
export const E2E_EXTRA_PORTS = [PUERTOS.e2eFederacion, PUERTOS.candidato, PUERTOS.e2eDespliegue];
/** Where e2e/firestore-parado.spec.ts asks the harness to stop and restart the Firestore emulator. */
export const FAULT_CONTROL_PORT = PUERTOS.controlDeFallos;

/**
 * POST /firestore/parar exports Firestore's data and stops the emulator process; POST
 * /firestore/arrancar starts it again from that export. Only the process that started the
 * emulators can do that: this harness, or the test command when it lends them its own.
 * @param {Pick<import('./lib/emulators.mjs').Emuladores, 'pararFirestore' | 'arrancarFirestore'>} emulators
 */
export function faultControl(emulators) {
  const dir = mkdtempSync(path.join(tmpdir(), 'recibos-fallos-'));
  /** @type {Record<string, () => Promise<void>>} */
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

/**
 * Set by a caller that already runs the emulators (the test command, a team's run) and lends them
 * to the E2E stage, so they are not started twice; it then runs the fault control too.
 */
export const EMULADORES_PRESTADOS = 'E2E_EMULADORES_PRESTADOS';

if (import.meta.url === `file://${process.argv[1]}`) {
  const prestados = process.env[EMULADORES_PRESTADOS] === '1';
  const emulators = prestados ? null : await startEmulators({ quiet: true });
  const control = emulators ? faultControl(emulators) : null;
  await seed();
  // E2E_DISTS: builds from elsewhere, by folder (a team's run: the others built from main).
  /** @type {Record<string, string>} */
  const dists = JSON.parse(process.env.E2E_DISTS ?? '{}');
  const served = await serveBuilds({
    basePort: E2E_BASE_PORT,
    extraShells: [
      { dir: path.join(dists.shell ?? path.join(ROOT, 'shell', 'dist'), '..', NO_CONFIG_DIST), port: NO_CONFIG_PORT },
    ],
    extraRemoteOrigins: E2E_EXTRA_PORTS.map((port) => `http://127.0.0.1:${port}`),
    dists,
  });
  console.log(`Servidores de E2E listos: ${served.shellOrigin}`);
  alTerminar(async () => {
    await served.close();
    await control?.close();
    await emulators?.stop();
  });
}
