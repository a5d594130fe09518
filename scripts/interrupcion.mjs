#!/usr/bin/env node
// The test command interrupted as a CI time limit interrupts it (`timeout`: SIGTERM to its whole
// process group) in the middle of a stage: the emulators it started must be gone within 30 s. A
// copy of what the test command runs: emuladoresEnSegundoPlano, then a stage's child (as Vitest
// or Playwright is) under way. It once died at once there and left every emulator running, and
// the next run failed on their ports. Run after every other stage (the ports must be free).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/config.mjs';
import { PUERTOS_DE_LOS_EMULADORES } from './lib/emulators.mjs';
import { assertPortsFree, ocupadosTras } from './lib/processes.mjs';

/** @param {string} ruta */
const modulo = (ruta) => JSON.stringify(pathToFileURL(path.join(ROOT, ruta)).href);
const ORDEN = `
import { emuladoresEnSegundoPlano } from ${modulo('scripts/lib/emulators.mjs')};
import { run } from ${modulo('scripts/lib/processes.mjs')};
const segundoPlano = emuladoresEnSegundoPlano();
await segundoPlano.listos();
console.log('ETAPA EN MARCHA');
await run(process.execPath, ['-e', 'setInterval(() => {}, 1000)']).catch(() => {});
`;

export async function comprobarInterrupcion() {
  await assertPortsFree(PUERTOS_DE_LOS_EMULADORES);
  const orden = spawn(process.execPath, ['--input-type=module', '-e', ORDEN], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((listo, fallo) => {
    let salida = '';
    orden.stdout.on('data', (trozo) => {
      salida += String(trozo);
      if (salida.includes('ETAPA EN MARCHA')) listo(undefined);
    });
    orden.once('exit', (codigo) => fallo(new Error(`La orden terminó (${codigo}) antes de arrancar los emuladores.`)));
  });
  process.kill(-(/** @type {number} */ (orden.pid)), 'SIGTERM');
  const ocupados = await ocupadosTras(PUERTOS_DE_LOS_EMULADORES, 30_000);
  if (ocupados.length > 0) {
    throw new Error(
      `Interrumpida con SIGTERM en mitad de una etapa, la orden de pruebas dejó ocupados los puertos ${ocupados.join(', ')} 30 s después.`,
    );
  }
  console.log('Interrumpida con SIGTERM en mitad de una etapa: todos los puertos de los emuladores libres.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  comprobarInterrupcion().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
