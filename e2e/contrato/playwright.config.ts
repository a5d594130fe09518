import { defineConfig } from '@playwright/test';
import { basePlaywright } from '../playwright.base';

// The deploy check's smoke test (scripts/comprobar-despliegue.mjs runs it): a candidate remote
// loaded into a deployed shell, every route it serves visited. Not part of the E2E suite's run.
export default defineConfig({
  ...basePlaywright,
  testDir: '.',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The deployed shell's CSP names the remotes' production origins, not the candidate served on
  // 127.0.0.1 for this test; what the check judges is the candidate's code, so the page's CSP is
  // set aside (the candidate goes out to an origin the CSP already allows).
  use: { ...basePlaywright.use, baseURL: process.env.HUMO_SHELL, bypassCSP: true },
});
