import { defineConfig } from '@playwright/test';
import { basePlaywright } from '../playwright.base';

// The deploy check's smoke test (scripts/comprobar-despliegue.mjs runs it): a candidate remote
// loaded into a deployed shell, every route it serves visited. Not part of the E2E suite's run.
export default defineConfig({
  ...basePlaywright,
  testDir: '.',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: { ...basePlaywright.use, baseURL: process.env.HUMO_SHELL },
});
