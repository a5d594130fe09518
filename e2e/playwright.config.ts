import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { basePlaywright } from './playwright.base';
import { E2E_SHELL } from './puertos';

// Against the production builds (built beforehand: `pnpm build` with the emulators' settings, as
// scripts/test-all.mjs does). Playwright starts the emulators and serves the builds itself
// (scripts/e2e-servidores.mjs), waits for the shell and stops everything at the end.
export default defineConfig({
  ...basePlaywright,
  testDir: '.',
  // The development servers' suite and the deploy check's smoke test have their own configs. The
  // README's pictures compare with nothing: they are taken only by `pnpm capturas`, which sets
  // CAPTURAS_DIR (the views they show are in the tours of recorrido.ts).
  testIgnore: ['desarrollo/**', 'contrato/**', ...(process.env.CAPTURAS_DIR ? [] : ['capturas.spec.ts'])],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { ...basePlaywright.use, baseURL: E2E_SHELL },
  webServer: {
    command: 'node scripts/e2e-servidores.mjs',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: E2E_SHELL,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    stdout: 'pipe',
  },
});
