#!/usr/bin/env node
// `pnpm --filter <remote> test`: one team's tests, alone — its unit and component tests, its rules
// and data-layer tests against the emulators, and its own E2E (e2e/<folder>/) with its remote
// built from this checkout and the shell and the other remotes built from main. Prints a timing
// per stage. The whole-project command (scripts/test.sh) still runs everything.
import path from 'node:path';
import { APPS, VARIABLES_EMULADORES } from '../tooling/topologia.mjs';
import { buildApp } from './build-all.mjs';
import { EMULADORES_PRESTADOS } from './e2e-servidores.mjs';
import { ROOT } from './lib/config.mjs';
import { distsDesdeMain } from './lib/desde-main.mjs';
import { emuladoresEnSegundoPlano } from './lib/emulators.mjs';
import { porEtapas } from './lib/etapas.mjs';
import { run } from './lib/processes.mjs';

const carpeta = process.argv[2] ?? path.basename(process.cwd());
const app = APPS.find((a) => a.carpeta === carpeta && a.nombre !== 'shell');
if (!app) {
  console.error(
    `Uso: node scripts/probar-remoto.mjs <${APPS.filter((a) => a.nombre !== 'shell')
      .map((a) => a.carpeta)
      .join('|')}>`,
  );
  process.exit(2);
}
// The emulators start first, in the background: their start overlaps the stages that need none.
const emuladores = emuladoresEnSegundoPlano();
await porEtapas(
  { prefijo: `${carpeta}: `, exito: `${carpeta}: todo correcto.`, alTerminar: () => emuladores.parar() },
  async (etapa) => {
    // tsc is one thread: the unit and component tests run beside it.
    await etapa('tipos, y unitarios y componentes a la vez', () =>
      Promise.all([
        run('pnpm', ['--filter', `./${carpeta}`, 'run', 'typecheck'], { cwd: ROOT }),
        run('vitest', ['run', '--project', 'unit', '--project', 'componentes', `${carpeta}/`], { cwd: ROOT }),
      ]),
    );
    // Started once, for the emulator tests and then lent to the E2E harness.
    await emuladores.listos();
    await etapa('reglas e integración (emuladores)', () =>
      run('vitest', ['run', '--project', 'emulators', '--passWithNoTests', `${carpeta}/`], { cwd: ROOT }),
    );
    /** @type {Record<string, string>} */
    let dists = {};
    await etapa('builds (el remoto de aquí; el shell y los demás de main)', async () => {
      const otros = APPS.filter((a) => a !== app).map((a) => a.carpeta);
      dists = await distsDesdeMain(otros, { sinConfiguracion: true });
      await buildApp(carpeta, { env: VARIABLES_EMULADORES });
      dists[carpeta] = path.join(ROOT, carpeta, 'dist');
    });
    await etapa(`extremo a extremo (e2e/${carpeta}/)`, () =>
      run('playwright', ['test', '-c', 'e2e/playwright.config.ts', '--workers=3', `e2e/${carpeta}/`], {
        cwd: ROOT,
        env: { E2E_DISTS: JSON.stringify(dists), [EMULADORES_PRESTADOS]: '1' },
      }),
    );
  },
);
