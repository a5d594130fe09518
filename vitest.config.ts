import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Unit and component tests live beside the code they test (`*.test.ts` in Node, `*.test.tsx` in jsdom).
// Tests that need the emulators are `*.emulator.test.ts` and run in the emulator stage.
/** Not this checkout's tests: packages, main's worktrees for team runs, E2E build variants. */
const FUERA = ['**/node_modules/**', '.equipos/**', '.variante-*/**'];

/**
 * Workers for the unit and component files. Vitest's default in a run is one less than the cores:
 * on the two-core CI machine, one worker, with the other core mostly idle (117 → 72 s for both
 * projects with two, measured on it). Both projects run in one command, so they share the figure.
 */
const TRABAJADORES = Math.max(2, availableParallelism() - 1);

/**
 * The files that take longest, slowest first (measured on fresh clones: lecturas 77–130 s, the
 * rules matrix 45–78 s…). Vitest orders by the durations it cached, and a fresh clone has none: a
 * long file started last held its stage alone for a minute at the end.
 */
const LENTOS = [
  'tooling/reglas/lecturas.emulator',
  'tooling/reglas/matriz.emulator',
  'mf-recibos/src/recibos/validacion.rules.emulator',
  'mf-recibos/src/recibos/recibos.rules.emulator',
  'mf-etiquetas/src/etiquetas/api/colores-a-escala.emulator',
  'mf-recibos/funciones/src/periodicos.emulator',
  'scripts/lib/compatibilidad.test',
  'scripts/lib/processes.test',
  'mf-recibos/src/recibos/components/ReciboForm.test',
  'scripts/lib/repositorio-de-despliegue.test',
];
class PrimeroLosLentos extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const peso = (f: TestSpecification) => {
      const i = LENTOS.findIndex((lento) => f.moduleId.includes(lento));
      return i === -1 ? LENTOS.length : i;
    };
    return [...(await super.sort(files))].sort((a, b) => peso(a) - peso(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: PrimeroLosLentos },
    // A stray `.only` would silently skip the rest of the suite.
    allowOnly: false,
    projects: [
      {
        extends: true,
        // Logic with no page: Node is twice as quick to set up per file as jsdom. A file that needs
        // a browser's globals says so in its first line (`// @vitest-environment jsdom`).
        test: {
          name: 'unit',
          include: [
            '{shell,mf-*,shared-firebase,dominio-recibos,medidas-de-campo,tooling}/src/**/*.test.ts',
            'mf-*/funciones/src/**/*.test.ts',
            '{bench,tooling}/*.test.ts',
            'shell/primera-pintura/*.test.ts',
            // The run scripts' own tests, beside them.
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.emulator.test.ts', ...FUERA],
          environment: 'node',
          setupFiles: ['./tooling/propiedades.setup.ts'],
          // Worker threads start each file a fifth quicker than forked processes (measured on the
          // two stages: 100 → 83 s); every file still gets a fresh module graph.
          pool: 'threads',
          maxWorkers: TRABAJADORES,
        },
      },
      {
        extends: true,
        test: {
          name: 'componentes',
          include: ['{shell,mf-*,shared-firebase,tooling}/src/**/*.test.tsx'],
          exclude: FUERA,
          environment: 'jsdom',
          setupFiles: ['./tooling/propiedades.setup.ts', './tooling/vitest.setup.ts'],
          pool: 'threads',
          maxWorkers: TRABAJADORES,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulators',
          include: ['**/*.emulator.test.ts'],
          globalSetup: ['./tooling/reglas/cargar-reglas.ts'],
          // Records the app's queries for the index coverage check (scripts/indices.mjs).
          setupFiles: ['./tooling/propiedades.setup.ts', './tooling/reglas/grabar-consultas.ts'],
          exclude: FUERA,
          environment: 'node',
          testTimeout: 30000,
          // Files run side by side: each works on an emulator project of its own
          // (scripts/lib/proyectos-de-prueba.mjs). They mostly wait on the emulator, so more
          // files than cores.
          maxWorkers: 3,
          pool: 'threads',
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
        // The rules' budget on the largest receipt: a stage of the test command, and with
        // PRESUPUESTO_DETALLE the figures of `pnpm bench:reglas` (bench/reglas.mjs).
        test: {
          name: 'presupuesto',
          include: ['mf-*/src/**/*.medida.ts'],
          environment: 'node',
          setupFiles: ['./tooling/propiedades.setup.ts'],
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
