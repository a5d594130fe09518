import { defineConfig } from '@playwright/test';
import { basePlaywright } from '../playwright.base';

/**
 * HUMO_DIRECCIONES_PUBLICAS (host:port, comma-separated): addresses Chromium treats as public,
 * as production's are, so a local deployment meets the browser's Local Network Access rules.
 */
const publicas = (process.env.HUMO_DIRECCIONES_PUBLICAS ?? '').split(',').filter(Boolean);

// The deploy check's smoke test (scripts/comprobar-despliegue.mjs runs it): a candidate remote
// loaded into a deployed shell, every route it serves visited. Not part of the E2E suite's run.
export default defineConfig({
  ...basePlaywright,
  testDir: '.',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    ...basePlaywright.use,
    baseURL: process.env.HUMO_SHELL,
    // The deployed shell's CSP names the remotes' production origins, and the browser keeps a
    // public page from loading 127.0.0.1 (Local Network Access); the candidate is served there for
    // this test only and goes out to an origin the shell already allows, so the check judges its
    // code with both set aside.
    bypassCSP: true,
    launchOptions: {
      ...basePlaywright.use.launchOptions,
      args: [
        ...basePlaywright.use.launchOptions.args,
        '--disable-features=LocalNetworkAccessChecks',
        ...(publicas.length > 0
          ? [`--ip-address-space-overrides=${publicas.map((d) => `${d}=public`).join(',')}`]
          : []),
      ],
    },
  },
});
