#!/usr/bin/env node
// Development E2E stage: the README's run command (`bash scripts/start.sh`) started cold, exactly
// as a newcomer starts it (emulators, seed, five `rsbuild dev` servers compiling from scratch),
// then Playwright through the first flows. Only the emulators' data goes to a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from './lib/config.mjs';
import { run, start, stop } from './lib/processes.mjs';

const LISTA = 'La aplicación está lista';
const ARRANQUE_MS = 300_000;

function esperarLista(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`start.sh no estuvo listo en ${ARRANQUE_MS / 1000} s:\n${child.recentOutput()}`)),
      ARRANQUE_MS,
    );
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes(LISTA)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`start.sh terminó antes de estar listo:\n${child.recentOutput()}`));
    });
  });
}

export async function runE2EDesarrollo({ args = [] } = {}) {
  const datos = mkdtempSync(path.join(tmpdir(), 'recibos-desarrollo-'));
  // The config loader's cache, so nothing compiled by an earlier run is reused.
  for (const app of APPS)
    rmSync(path.join(ROOT, app.carpeta, 'node_modules', '.cache'), { recursive: true, force: true });
  const servidor = start('start.sh', 'bash', ['scripts/start.sh'], {
    cwd: ROOT,
    env: { RECIBOS_DATOS: datos },
    quiet: true,
  });
  try {
    const inicio = Date.now();
    await esperarLista(servidor);
    console.log(`start.sh listo en ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
    await run(
      path.join(ROOT, 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'e2e/desarrollo/playwright.config.ts', ...args],
      {
        cwd: ROOT,
      },
    );
  } finally {
    // Ctrl-C, as the README says: dev.mjs stops the servers and the emulators itself.
    await stop(servidor, 'SIGINT', 30_000);
    rmSync(datos, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runE2EDesarrollo({ args: process.argv.slice(2) }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
