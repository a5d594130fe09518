import { defineConfig } from '@playwright/test';
import { basePlaywright } from './playwright.base';

// Runs against production builds served by scripts/e2e.mjs, with both emulators running.
export default defineConfig({
  ...basePlaywright,
  testDir: '.',
  // The development servers' suite has its own config and harness (scripts/e2e-desarrollo.mjs).
  testIgnore: 'desarrollo/**',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { ...basePlaywright.use, baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4000' },
});
