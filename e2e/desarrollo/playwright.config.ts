import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the run scripts
import { CHROMIUM_LAUNCH } from '../../scripts/lib/config.mjs';

// Runs against the development servers exactly as the README's run command starts them
// (scripts/e2e-desarrollo.mjs), each test in a fresh browser profile.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The first visit to an area is also the dev server's first request for its chunks.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'es-ES',
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
