#!/usr/bin/env node
// `pnpm bench:reglas`: starts both emulators and runs the rules' budget measure
// (mf-recibos/src/recibos/presupuesto.rules.medida.ts): it fails if an operation on the largest
// receipt leaves less than its margin free, and prints how many expressions each leaves. Not part
// of the test command: its rule compiles slow the emulator the rules tests share.
import { ROOT } from '../scripts/lib/config.mjs';
import { startEmulators } from '../scripts/lib/emulators.mjs';
import { run } from '../scripts/lib/processes.mjs';

const emulators = await startEmulators({ quiet: true });
try {
  await run('vitest', ['run', '--project', 'presupuesto'], { cwd: ROOT, env: { PRESUPUESTO_DETALLE: '1' } });
} finally {
  await emulators.stop();
}
