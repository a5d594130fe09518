import { defineConfig } from 'vitest/config';

// Unit and component tests live beside the code they test (`*.test.ts(x)`), in jsdom.
// Tests that need the emulators are `*.emulator.test.ts` and run in the emulator stage.
/** Not this checkout's tests: packages, main's worktrees for team runs, E2E build variants. */
const FUERA = ['**/node_modules/**', '.equipos/**', '.variante-*/**'];

export default defineConfig({
  test: {
    // A stray `.only` would silently skip the rest of the suite.
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shell,mf-*,shared-firebase,tooling}/src/**/*.test.{ts,tsx}', '{bench,tooling}/*.test.ts'],
          exclude: ['**/*.emulator.test.ts', ...FUERA],
          environment: 'jsdom',
          setupFiles: ['./tooling/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulators',
          include: ['**/*.emulator.test.ts'],
          globalSetup: ['./tooling/reglas/cargar-reglas.ts'],
          // Records the app's queries for the index coverage check (scripts/indices.mjs).
          setupFiles: ['./tooling/reglas/grabar-consultas.ts'],
          exclude: FUERA,
          environment: 'node',
          testTimeout: 30000,
          // Every file works on the same emulator project and empties it before each test: run
          // one file at a time, or one file's clearFirestore() deletes another's seeded documents
          // (24 failures with 4 workers). The rules coverage report also needs the one project.
          fileParallelism: false,
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
      {
        extends: true,
        // One simulated session of `node scripts/carga.mjs`, which runs one process per session.
        test: { name: 'carga', include: ['bench/carga/*.carga.ts'], environment: 'node' },
      },
    ],
  },
});
