#!/usr/bin/env node
import { rmSync } from 'node:fs';
// `pnpm test`: every check, in the order that fails fastest. Builds are made once and reused by
// the end-to-end stage. Prints a timing per stage.
import path from 'node:path';
import { buildParaPruebas } from './build-all.mjs';
import { comprobarCoberturaReglas } from './cobertura-reglas.mjs';
import { runE2EDesarrollo } from './e2e-desarrollo.mjs';
import { comprobarIndices, DIR_CONSULTAS } from './indices.mjs';
import { ROOT } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const timings = [];

async function stage(name, fn) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  await fn();
  timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
}

try {
  await stage('Formato y lint (Biome)', () =>
    run(bin('biome'), ['ci', '--colors=off', '--error-on-warnings', '.'], { cwd: ROOT }),
  );
  await stage('Tipos (tsc estricto)', () => run('pnpm', ['run', 'typecheck'], { cwd: ROOT }));
  await stage('Unitarios y componentes (Vitest)', () =>
    run(bin('vitest'), ['run', '--project', 'unit', '--project', 'componentes'], { cwd: ROOT }),
  );
  await stage('Builds de producción', buildParaPruebas);
  // The emulator and E2E stages record the app's Firestore queries for the index check.
  rmSync(DIR_CONSULTAS, { recursive: true, force: true });
  process.env.GRABAR_CONSULTAS = DIR_CONSULTAS;
  const emulators = await startEmulators({ quiet: true });
  try {
    await stage('Reglas e integración (Vitest contra los emuladores)', () =>
      run(bin('vitest'), ['run', '--project', 'emulators'], { cwd: ROOT }),
    );
    // Read from the running emulator, before it stops.
    await stage('Cobertura de firestore.rules', comprobarCoberturaReglas);
  } finally {
    await emulators.stop();
  }
  // Playwright starts its own emulators and serves the builds (e2e/playwright.config.ts).
  await stage('Extremo a extremo (Playwright + Chromium + emuladores)', () =>
    run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { cwd: ROOT }),
  );
  await stage('Índices de Firestore (consultas grabadas frente a firestore.indexes.json)', () =>
    comprobarIndices(DIR_CONSULTAS),
  );
  // Last: the run command starts its own emulators on the same ports, and Rsbuild's dev servers
  // empty each app's dist/ (cleanDistPath) — the builds the stages above used.
  await stage('Extremo a extremo en desarrollo (bash scripts/start.sh en frío)', () => runE2EDesarrollo());
  console.log('\nTodo correcto.');
} catch (error) {
  console.error(`\n✗ ${error.message ?? error}`);
  process.exitCode = 1;
} finally {
  console.log('\nTiempos por etapa:');
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(58)} ${seconds} s`);
}
