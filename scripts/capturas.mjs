#!/usr/bin/env node
// `pnpm capturas`: regenerates the README's pictures (docs/capturas/*.png) from the real app —
// production builds, the emulators and e2e/capturas.spec.ts with realistic long data.
import path from 'node:path';
import { buildParaPruebas } from './build-all.mjs';
import { ROOT } from './lib/config.mjs';
import { run } from './lib/processes.mjs';

await buildParaPruebas();
const dir = path.join(ROOT, 'docs', 'capturas');
await run('playwright', ['test', '-c', 'e2e/playwright.config.ts', 'e2e/capturas.spec.ts'], {
  cwd: ROOT,
  env: { CAPTURAS_DIR: dir },
});
console.log(`Capturas en ${dir}`);
