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
  // A folder of its own: the E2E suite runs this from one of its specs, and Playwright empties its
  // output folder when it starts, which took the suite's failures' reports with it.
  outputDir: '../../test-results/humo',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    ...basePlaywright.use,
    baseURL: process.env.HUMO_SHELL,
    // The candidate is served on 127.0.0.1 for this test only; a deployed (public) shell may load
    // it only with Chromium's Local Network Access permission. (Its CSP: see humo.spec.ts.)
    permissions: ['local-network-access'],
    launchOptions: {
      ...basePlaywright.use.launchOptions,
      args: [
        ...basePlaywright.use.launchOptions.args,
        ...(publicas.length > 0
          ? [`--ip-address-space-overrides=${publicas.map((d) => `${d}=public`).join(',')}`]
          : []),
      ],
    },
  },
});
