#!/usr/bin/env node
// Development E2E stage: the README's run command (`bash scripts/start.sh`) started cold, as a
// newcomer starts it — Playwright starts and stops it (e2e/desarrollo/playwright.config.ts). Here
// only what a newcomer's machine would not have: no compiled cache, and the emulators' data in a
// temporary folder (never a developer's .emulator-data/).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '../tooling/topologia.mjs';
import { ROOT } from './lib/config.mjs';
import { PUERTOS_DE_LOS_EMULADORES } from './lib/emulators.mjs';
import { ocupadosTras, run } from './lib/processes.mjs';

/**
 * What the run command must not print, in a session or when stopped: pnpm's or npm's report of a
 * child killed by a signal, or a Java stack trace (the Firestore emulator logs warnings only).
 */
const RUIDO = /ERR_PNPM_|ELIFECYCLE|npm ERR!|^\S*\s+at [\w.$/]+\(.*\)$/;

/** @param {{ args?: readonly string[] }} [opciones] args: Playwright's own, after the config */
export async function runE2EDesarrollo({ args = [] } = {}) {
  const datos = mkdtempSync(path.join(tmpdir(), 'recibos-desarrollo-'));
  for (const app of APPS)
    rmSync(path.join(ROOT, app.carpeta, 'node_modules', '.cache'), { recursive: true, force: true });
  try {
    const salida = await run('playwright', ['test', '-c', 'e2e/desarrollo/playwright.config.ts', ...args], {
      cwd: ROOT,
      env: { RECIBOS_DATOS: datos },
      guardar: true,
    });
    // Playwright stopped the run command with Ctrl-C (SIGINT), as a person does: it must say it
    // is stopping and saving, and nothing that reads as a crash.
    const errores = salida.split('\n').filter((linea) => RUIDO.test(linea.replace(/^(\[[^\]]+\] )+/, '')));
    if (errores.length > 0 || !salida.includes('Deteniendo servidores y guardando los datos'))
      throw new Error(
        `bash scripts/start.sh imprimió lo que parece un fallo (en la sesión o al detenerlo con Ctrl-C):\n${errores.join('\n') || '(no dijo que se detenía)'}`,
      );
    // And stopped, it leaves nothing running: every port free again within 30 s.
    const ocupados = await ocupadosTras([...APPS.map((app) => app.puerto), ...PUERTOS_DE_LOS_EMULADORES]);
    if (ocupados.length > 0)
      throw new Error(`Detenido bash scripts/start.sh con Ctrl-C, siguen ocupados los puertos ${ocupados.join(', ')}.`);
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
