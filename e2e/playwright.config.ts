import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the run scripts
import { CHROMIUM_LAUNCH } from '../scripts/lib/config.mjs';

// Runs against production builds served by scripts/e2e.mjs, with both emulators running.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The development servers' suite has its own config and harness (scripts/e2e-desarrollo.mjs).
  testIgnore: 'desarrollo/**',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4000',
    locale: 'es-ES',
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
