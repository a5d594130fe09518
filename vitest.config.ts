import { defineConfig } from 'vitest/config';

// Unit and component tests live beside the code they test (`*.test.ts(x)`), in jsdom.
// Tests that need the emulators are `*.emulator.test.ts` and run in the emulator stage.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shell,mf-*,shared-firebase,tooling}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.emulator.test.ts', '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['./tooling/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulators',
          include: ['**/*.emulator.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        // Data-layer figures for `pnpm bench:datos` (bench/datos.mjs); not part of the test command.
        test: {
          name: 'medidas',
          include: ['bench/**/*.medida.ts'],
          environment: 'node',
          testTimeout: 300000,
        },
      },
    ],
  },
});
