#!/usr/bin/env node
// Development E2E stage: the README's run command (`bash scripts/start.sh`) started cold, as a
// newcomer starts it — Playwright starts and stops it (e2e/desarrollo/playwright.config.ts). Here
// only what a newcomer's machine would not have: no compiled cache, and the emulators' data in a
// temporary folder (never a developer's .emulator-data/).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from './lib/config.mjs';
import { run } from './lib/processes.mjs';

export async function runE2EDesarrollo({ args = [] } = {}) {
  const datos = mkdtempSync(path.join(tmpdir(), 'recibos-desarrollo-'));
  for (const app of APPS)
    rmSync(path.join(ROOT, app.carpeta, 'node_modules', '.cache'), { recursive: true, force: true });
  try {
    await run(
      path.join(ROOT, 'node_modules', '.bin', 'playwright'),
      ['test', '-c', 'e2e/desarrollo/playwright.config.ts', ...args],
      { cwd: ROOT, env: { RECIBOS_DATOS: datos } },
    );
  } finally {
    rmSync(datos, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runE2EDesarrollo({ args: process.argv.slice(2) }).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
