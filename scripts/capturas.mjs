#!/usr/bin/env node
// `pnpm capturas`: regenerates the README's pictures (docs/capturas/*.png) from the real app —
// production builds, the emulators and e2e/capturas.spec.ts with realistic long data.
import path from 'node:path';
import { buildParaPruebas } from './build-all.mjs';
import { runE2E } from './e2e.mjs';
import { ROOT } from './lib/config.mjs';

await buildParaPruebas();
process.env.CAPTURAS_DIR = path.join(ROOT, 'docs', 'capturas');
await runE2E({ args: ['e2e/capturas.spec.ts'] });
console.log(`Capturas en ${process.env.CAPTURAS_DIR}`);
