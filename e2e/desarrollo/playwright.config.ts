import { defineConfig } from '@playwright/test';
import { basePlaywright } from '../playwright.base';

// Runs against the development servers exactly as the README's run command starts them
// (scripts/e2e-desarrollo.mjs), each test in a fresh browser profile.
export default defineConfig({
  ...basePlaywright,
  testDir: '.',
  // The first visit to an area is also the dev server's first request for its chunks.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: { ...basePlaywright.use, baseURL: 'http://localhost:3000' },
});
