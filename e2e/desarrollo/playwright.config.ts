import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { basePlaywright } from '../playwright.base';

// Against the development servers exactly as the README's run command starts them, cold:
// Playwright runs `bash scripts/start.sh` itself, waits for its "ready" line and stops it with
// Ctrl-C (SIGINT) as the README says. scripts/e2e-desarrollo.mjs gives it an empty data folder.
export default defineConfig({
  ...basePlaywright,
  testDir: '.',
  // The first visit to an area is also the dev server's first request for its chunks.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: { ...basePlaywright.use, baseURL: 'http://localhost:3000' },
  webServer: {
    // exec, as for the E2E servers: the run command's parent is Playwright itself.
    command: 'exec bash scripts/start.sh',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    wait: { stdout: /La aplicación está lista/ },
    timeout: 300_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    // Printed, so that scripts/e2e-desarrollo.mjs can check what stopping it printed.
    stdout: 'pipe',
  },
});
