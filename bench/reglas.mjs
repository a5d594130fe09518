#!/usr/bin/env node
// `pnpm bench:reglas`: starts both emulators and runs the rules' budget measure
// (mf-recibos/src/recibos/presupuesto.rules.medida.ts) with PRESUPUESTO_DETALLE: besides failing
// if an operation on the largest receipt leaves less than its margin free (what the test command
// checks, in a stage of its own), it searches and prints how many expressions each leaves.
import { ROOT } from '../scripts/lib/config.mjs';
import { startEmulators } from '../scripts/lib/emulators.mjs';
import { run } from '../scripts/lib/processes.mjs';

const emulators = await startEmulators({ quiet: true });
try {
  await run('vitest', ['run', '--project', 'presupuesto'], { cwd: ROOT, env: { PRESUPUESTO_DETALLE: '1' } });
} finally {
  await emulators.stop();
}
