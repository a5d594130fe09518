#!/usr/bin/env node
// `pnpm bench:datos`: starts both emulators and runs bench/datos.medida.ts (the app's data layer:
// label lists, colour edit/delete with 10/100/1000 labels, first receipts page with 10,000
// stored). Prints the figures and writes bench/datos.json. Not part of the test command.
import { ROOT } from '../scripts/lib/config.mjs';
import { startEmulators } from '../scripts/lib/emulators.mjs';
import { run } from '../scripts/lib/processes.mjs';

const emulators = await startEmulators({ quiet: true });
try {
  await run('vitest', ['run', '--project', 'medidas', 'bench/datos.medida.ts'], { cwd: ROOT });
} finally {
  await emulators.stop();
}
