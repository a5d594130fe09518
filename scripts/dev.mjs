#!/usr/bin/env node
// `pnpm dev`: the emulators (data kept in .emulator-data/ across restarts; the Functions emulator
// serves the payer's page, which the shell's dev server forwards to it), the seeded demo and admin
// users, and the dev servers of the shell and the four remotes. Ctrl-C stops everything.
import path from 'node:path';
import {
  APPS,
  DIRECCION_AUTH,
  DIRECCION_FIRESTORE,
  DIRECCION_FUNCTIONS,
  FUNCIONES,
  MAILDEV_URL,
  SHELL,
  VARIABLES_EMULADORES,
} from '../tooling/topologia.mjs';
import { ADMIN_USER, DEMO_USER, ROOT } from './lib/config.mjs';
import { startEmulators } from './lib/emulators.mjs';
import { alTerminar, assertPortsFree, run, start, stopAll, waitForUrl } from './lib/processes.mjs';
import { seed } from './lib/seed.mjs';

/** @type {import('./lib/emulators.mjs').Emuladores | undefined} */
let emulators;
const shutdown = alTerminar(async () => {
  console.log('\nDeteniendo servidores y guardando los datos de los emuladores…');
  await emulators?.stop();
  await stopAll();
});

try {
  await assertPortsFree(APPS.map((app) => app.puerto));
  console.log('Arrancando los emuladores de Firebase (Auth, Firestore y Functions)…');
  // RECIBOS_DATOS: where the emulators keep their data; the development E2E suite points it at
  // a temporary folder so it never touches a developer's .emulator-data/.
  emulators = await startEmulators({ dataDir: process.env.RECIBOS_DATOS ?? path.join(ROOT, '.emulator-data') });
  await seed();
  // Data kept by an older checkout gets what the rules now expect (the out-of-the-app mark, the
  // count of payers; idempotent); pointed at the emulator whatever credentials the shell has.
  await run('tsx', ['scripts/migrar-datos-locales.ts'], {
    cwd: ROOT,
    env: { FIRESTORE_EMULATOR_HOST: DIRECCION_FIRESTORE, GOOGLE_APPLICATION_CREDENTIALS: '' },
  });
  // Each function's bundle rebuilt as its sources change; the Functions emulator reloads it.
  for (const carpeta of new Set(FUNCIONES.map((f) => f.carpeta))) {
    start(path.basename(carpeta), 'rsbuild', ['build', '--watch', '-c', 'rsbuild.config.ts'], {
      cwd: path.join(ROOT, carpeta),
      env: { NODE_ENV: 'production' },
      quiet: true,
    });
  }

  // The five `rsbuild dev` servers, each its own process with its lines prefixed by its folder.
  // Not through `pnpm --recursive run dev`: stopped, pnpm reports its children's signal as a
  // failure (ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL … SIGTERM), which reads as a crash after Ctrl-C.
  await Promise.all(
    APPS.map((app) => {
      const servidor = start(app.carpeta, 'rsbuild', ['dev'], {
        cwd: path.join(ROOT, app.carpeta),
        env: VARIABLES_EMULADORES,
      });
      return waitForUrl(`http://127.0.0.1:${app.puerto}/${app.nombre === 'shell' ? '' : 'mf-manifest.json'}`, {
        child: servidor,
      });
    }),
  );
  console.log(`
──────────────────────────────────────────────────────────
  La aplicación está lista:  http://localhost:${SHELL.puerto}

  Usuario de demostración:   ${DEMO_USER.email} / ${DEMO_USER.password}
  Administrador:             ${ADMIN_USER.email} / ${ADMIN_USER.password}

  Correo enviado por la app:  ${MAILDEV_URL}   (maildev: ahí llegan los recibos enviados)

  Emuladores: Auth ${DIRECCION_AUTH} · Firestore ${DIRECCION_FIRESTORE} · Functions ${DIRECCION_FUNCTIONS}
  Pulsa Ctrl-C para detener todo (los datos se conservan).
──────────────────────────────────────────────────────────
`);
} catch (error) {
  console.error(/** @type {Error} */ (error).message ?? error);
  await shutdown(1);
}
