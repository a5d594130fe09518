// Builds of apps as they are on main, for a team's own tests and its deploy check: its remote is
// the candidate (the working tree), the shell and the other remotes are "what is deployed",
// approximated locally by main. When main is this very commit and those apps have no uncommitted
// change, they are built right here; otherwise in a worktree of main (.equipos/), reused by sha.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../build-all.mjs';
import { EMULATOR_APP_ENV, ROOT } from './config.mjs';
import { run } from './processes.mjs';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The commit "main" names (RECIBOS_MAIN overrides it); HEAD where there is no main branch. */
export function commitDeMain() {
  const ref = process.env.RECIBOS_MAIN ?? 'main';
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    return git('rev-parse', 'HEAD');
  }
}

/** Where a folder's file at main is, for the deploy check's contract comparison. */
export function archivoEnMain(ruta) {
  return git('show', `${commitDeMain()}:${ruta}`);
}

/**
 * Builds `carpetas` as on main, with the emulators' settings (and the shell's unconfigured copy
 * when the shell is among them). Returns folder → dist path.
 */
export async function distsDesdeMain(carpetas, { sinConfiguracion = false } = {}) {
  const sha = commitDeMain();
  const cambios = git('status', '--porcelain', '--', ...carpetas, 'shared-firebase', 'tooling', 'topologia.json');
  const aqui = sha === git('rev-parse', 'HEAD') && cambios === '';
  const raiz = aqui ? ROOT : path.join(ROOT, '.equipos', `main-${sha.slice(0, 12)}`);
  if (!aqui && !existsSync(raiz)) {
    console.log(`Preparando main (${sha.slice(0, 12)}) en ${path.relative(ROOT, raiz)}…`);
    // Only the newest main is kept: each worktree holds its own node_modules and builds.
    for (const viejo of git('worktree', 'list', '--porcelain').matchAll(/^worktree (.*[/\\]\.equipos[/\\]main-\w+)$/gm))
      git('worktree', 'remove', '--force', viejo[1]);
    git('worktree', 'add', '--detach', raiz, sha);
    await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], { cwd: raiz });
  }
  for (const carpeta of carpetas) {
    await buildApp(carpeta, { env: EMULATOR_APP_ENV, raiz });
    if (carpeta === 'shell' && sinConfiguracion) {
      const vacias = Object.fromEntries(Object.keys(EMULATOR_APP_ENV).map((k) => [k, '']));
      await buildApp('shell', { env: vacias, distDir: 'dist-sin-config', raiz });
    }
  }
  return Object.fromEntries(carpetas.map((c) => [c, path.join(raiz, c, 'dist')]));
}
