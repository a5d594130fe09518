#!/usr/bin/env node
// `pnpm test`: every check, in the order that fails fastest. Builds are made once and reused by
// the end-to-end stage. Prints a timing per stage.
import { rmSync } from 'node:fs';
import { buildParaPruebas } from './build-all.mjs';
import { comprobarCoberturaReglas } from './cobertura-reglas.mjs';
import { runE2EDesarrollo } from './e2e-desarrollo.mjs';
import { EMULADORES_PRESTADOS, faultControl } from './e2e-servidores.mjs';
import { comprobarIndices, DIR_CONSULTAS } from './indices.mjs';
import { comprobarInterrupcion } from './interrupcion.mjs';
import { ROOT } from './lib/config.mjs';
import { emuladoresEnSegundoPlano } from './lib/emulators.mjs';
import { porEtapas } from './lib/etapas.mjs';
import { run } from './lib/processes.mjs';

// The emulators start first, in the background: their start overlaps the stages that need none.
const segundoPlano = emuladoresEnSegundoPlano();
await porEtapas({ exito: 'Todo correcto.', alTerminar: () => segundoPlano.parar() }, async (stage) => {
  await stage('Formato y lint (Biome)', () =>
    run('biome', ['ci', '--colors=off', '--error-on-warnings', '.'], { cwd: ROOT }),
  );
  await stage('Tipos (tsc estricto)', () => run('pnpm', ['run', 'typecheck'], { cwd: ROOT }));
  await stage('Unitarios y componentes (Vitest)', () =>
    run('vitest', ['run', '--project', 'unit', '--project', 'componentes'], { cwd: ROOT }),
  );
  await stage('Builds de producción', buildParaPruebas);
  // The emulator and E2E stages record the app's Firestore queries for the index check.
  rmSync(DIR_CONSULTAS, { recursive: true, force: true });
  process.env.GRABAR_CONSULTAS = DIR_CONSULTAS;
  // One start of the emulators for both stages that need them: the E2E harness borrows them
  // (each emulator test file works on a project of its own; the E2E suite on the app's).
  const emulators = await segundoPlano.listos();
  const control = faultControl(emulators);
  try {
    await stage('Reglas e integración (Vitest contra los emuladores)', () =>
      run('vitest', ['run', '--project', 'emulators'], { cwd: ROOT }),
    );
    // Read from the running emulator, before the E2E stage can stop and restart it.
    await stage('Cobertura de firestore.rules', comprobarCoberturaReglas);
    // After the rules tests, not beside them: it loads some 40 variants of the rules into a
    // project of its own, and the emulator compiles each.
    await stage('Presupuesto de las reglas (el recibo más grande, cada operación)', () =>
      run('vitest', ['run', '--project', 'presupuesto'], { cwd: ROOT }),
    );
    // Playwright serves the builds itself (e2e/playwright.config.ts) on these emulators.
    await stage('Extremo a extremo (Playwright + Chromium + emuladores)', () =>
      run('playwright', ['test', '-c', 'e2e/playwright.config.ts'], {
        cwd: ROOT,
        env: { [EMULADORES_PRESTADOS]: '1' },
      }),
    );
  } finally {
    await control.close();
    await segundoPlano.parar();
  }
  await stage('Índices de Firestore (consultas grabadas frente a firestore.indexes.json)', () =>
    comprobarIndices(DIR_CONSULTAS),
  );
  // Last: the run command starts its own emulators on the same ports, and Rsbuild's dev servers
  // empty each app's dist/ (cleanDistPath) — the builds the stages above used.
  await stage('Extremo a extremo en desarrollo (bash scripts/start.sh en frío)', () => runE2EDesarrollo());
  // With every port free again: this command interrupted as a CI limit interrupts it.
  await stage('Interrumpida a mitad de una etapa (SIGTERM a su grupo), no deja nada en marcha', comprobarInterrupcion);
});
