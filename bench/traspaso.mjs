#!/usr/bin/env node
// `pnpm bench:traspaso`: starts the emulators and runs bench/traspaso.medida.ts (a book of 5,000
// receipts handed over by the function's code). Prints the figures. Not part of the test command.
import { ROOT } from '../scripts/lib/config.mjs';
import { startEmulators } from '../scripts/lib/emulators.mjs';
import { run } from '../scripts/lib/processes.mjs';

const emulators = await startEmulators({ quiet: true });
try {
  await run('vitest', ['run', '--project', 'medidas', 'bench/traspaso.medida.ts'], { cwd: ROOT });
} finally {
  await emulators.stop();
}
