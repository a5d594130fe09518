import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/lib/config.mjs';

/** What both E2E suites share: one worker, no retries, no stray .only, Debian's Chromium in Spanish. */
export const basePlaywright = {
  testMatch: '**/*.spec.ts',
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { locale: 'es-ES', trace: 'off', launchOptions: CHROMIUM_LAUNCH },
} satisfies PlaywrightTestConfig;
