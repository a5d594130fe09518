#!/usr/bin/env node
// Production builds of the five deployables, one after another (two cores: Rspack already uses
// both); the Cloud Functions' bundles are built where they run (the emulators' start) or ship
// (their team's build, deploy:check, firebase.json's predeploy). `--emulators` compiles in the local emulator config (what the tests and preview use).
import path from 'node:path';
import { comprobarPaginasPintadas } from '../shell/primera-pintura/html.mjs';
import { APPS, FUNCIONES, SHELL, VARIABLES_EMULADORES } from '../tooling/topologia.mjs';
import { ROOT } from './lib/config.mjs';
import { run } from './lib/processes.mjs';

/**
 * `raiz`: another checkout of the repository (a worktree of main); this one by default.
 * @param {string} dir the app's folder
 * @param {{ env?: import('./lib/processes.mjs').Entorno, distDir?: string, raiz?: string }} [opciones]
 */
export async function buildApp(dir, { env = {}, distDir, raiz = ROOT } = {}) {
  const opciones = {
    cwd: path.join(raiz, dir),
    env: { ...env, ...(distDir ? { APP_DIST_DIR: distDir } : {}), NODE_ENV: 'production' },
  };
  // The shell's build is its package's (Rsbuild, then its pages painted from HTML), whatever the
  // commit it is built from does; a remote's is Rsbuild's.
  if (dir === SHELL.carpeta) {
    await run('pnpm', ['run', '--silent', 'build'], opciones);
    comprobarPaginasPintadas(path.join(opciones.cwd, distDir ?? 'dist'));
  } else await run('rsbuild', ['build'], opciones);
}

/** @param {{ emulators?: boolean }} [opciones] */
export async function buildAll({ emulators = false } = {}) {
  const env = emulators ? VARIABLES_EMULADORES : {};
  for (const app of APPS) await buildApp(app.carpeta, { env });
}

/**
 * Each Cloud Function's bundle (its folder's lib/), with its team's Rsbuild: what the Functions
 * emulator loads and `firebase deploy` uploads. About a second each.
 */
export async function buildFunciones() {
  // One bundle per folder, whatever the functions it exports.
  for (const carpeta of new Set(FUNCIONES.map((f) => f.carpeta))) {
    // Its team's Rsbuild, from the folder above (preferLocal).
    await run('rsbuild', ['build', '-c', 'rsbuild.config.ts'], {
      cwd: path.join(ROOT, carpeta),
      env: { NODE_ENV: 'production' },
    });
  }
}

/** Directory of the second shell build, with no Firebase configuration ("Error de Conexión"). */
export const NO_CONFIG_DIST = 'dist-sin-config';

/** The shell once more, with every Firebase setting empty, into NO_CONFIG_DIST. */
export const buildShellSinConfiguracion = (raiz = ROOT) =>
  buildApp('shell', {
    env: Object.fromEntries(Object.keys(VARIABLES_EMULADORES).map((key) => [key, ''])),
    distDir: NO_CONFIG_DIST,
    raiz,
  });

/** What the E2E stage serves: every app for the emulators, and the shell once more unconfigured. */
export async function buildParaPruebas() {
  await buildAll({ emulators: true });
  await buildShellSinConfiguracion();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({ emulators: process.argv.includes('--emulators') });
}
