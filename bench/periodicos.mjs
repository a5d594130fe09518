#!/usr/bin/env node
// `pnpm bench:periodicos`: starts the emulators and runs bench/periodicos.medida.ts (the scheduled
// function's issuing of 5,000 plans). Prints the figures. Not part of the test command.
import { ROOT } from '../scripts/lib/config.mjs';
import { startEmulators } from '../scripts/lib/emulators.mjs';
import { run } from '../scripts/lib/processes.mjs';

const emulators = await startEmulators({ quiet: true });
try {
  await run('vitest', ['run', '--project', 'medidas', 'bench/periodicos.medida.ts'], { cwd: ROOT });
} finally {
  await emulators.stop();
}
