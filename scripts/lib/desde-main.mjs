// Builds of apps as they are on main, for a team's own tests and its deploy check: its remote is
// the candidate (the working tree), the shell and the other remotes are "what is deployed",
// approximated locally by main. When main is this very commit and those apps have no uncommitted
// change, they are built right here; otherwise in a worktree of main (.equipos/), reused by sha.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VARIABLES_EMULADORES } from '../../tooling/topologia.mjs';
import { buildApp, buildShellSinConfiguracion } from '../build-all.mjs';
import { ROOT } from './config.mjs';
import { run } from './processes.mjs';

/**
 * @param {string} cwd
 * @param {string[]} args
 */
const gitEn = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();
/** @param {string[]} args */
const git = (...args) => gitEn(ROOT, ...args);

/**
 * The commit "main" names: RECIBOS_MAIN if set, else origin/main (what the team's remote says is
 * main, fresher than a local branch left behind), else the local main. Never HEAD: testing a
 * branch against itself would pass whatever it breaks.
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [opciones]
 */
export function commitDeMain({ cwd = ROOT, env = process.env } = {}) {
  const refs = env.RECIBOS_MAIN ? [env.RECIBOS_MAIN] : ['origin/main', 'main'];
  for (const ref of refs) {
    try {
      return gitEn(cwd, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
    } catch {
      // not here: the next one
    }
  }
  throw new Error(
    `No encuentro ${refs.join(' ni ')} en este repositorio, y es lo que hace de «lo desplegado». ` +
      'Trae main (git fetch origin main) o indica el commit con RECIBOS_MAIN=<rama o commit>.',
  );
}

/**
 * Where a folder's file at main is, for the deploy check's contract comparison.
 * @param {string} ruta
 */
export function archivoEnMain(ruta) {
  return git('show', `${commitDeMain()}:${ruta}`);
}

/** Written once a worktree is checked out and installed: without it, the worktree is redone. */
const LISTO = '.preparado';
/**
 * Held (a folder: mkdir is atomic) while one run prepares a worktree; others wait for it. Not
 * proper-lockfile: it refreshes its lock on a timer that the synchronous git and rm calls below
 * hold up past its staleness, and it retries every error, not only a held lock.
 */
const CERROJO = '.preparando';
/** A lock this old was left by a run that died: it is taken over. */
const CERROJO_ABANDONADO_MS = 15 * 60_000;

/**
 * @template T
 * @param {string} carpeta
 * @param {() => Promise<T>} fn
 */
async function conCerrojo(carpeta, fn) {
  const cerrojo = path.join(carpeta, CERROJO);
  mkdirSync(carpeta, { recursive: true });
  for (;;) {
    try {
      mkdirSync(cerrojo);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const edad = Date.now() - (statSync(cerrojo, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (edad > CERROJO_ABANDONADO_MS) rmSync(cerrojo, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(cerrojo, { recursive: true, force: true });
  }
}

/**
 * A worktree of `sha` at `raiz` with its dependencies installed. A worktree left half-prepared
 * (an install cut short) is removed and prepared again, never reused; two runs at once prepare
 * it once (the second waits).
 * @param {string} raiz
 * @param {string} sha
 * @param {{ cwd?: string, instalar?: (raiz: string) => Promise<unknown> }} [opciones]
 */
export async function prepararWorktree(raiz, sha, { cwd = ROOT, instalar = instalarDependencias } = {}) {
  if (existsSync(path.join(raiz, LISTO))) return;
  await conCerrojo(path.dirname(raiz), async () => {
    if (existsSync(path.join(raiz, LISTO))) return;
    console.log(`Preparando main (${sha.slice(0, 12)}) en ${path.relative(cwd, raiz)}…`);
    // Only the newest main is kept (each worktree holds its own node_modules and builds), and a
    // half-prepared one of this sha goes too.
    // The pattern's one group always takes part in a match.
    for (const viejo of gitEn(cwd, 'worktree', 'list', '--porcelain').matchAll(
      /^worktree (.*[/\\]\.equipos[/\\]main-\w+)$/gm,
    ))
      gitEn(cwd, 'worktree', 'remove', '--force', /** @type {string} */ (viejo[1]));
    rmSync(raiz, { recursive: true, force: true });
    gitEn(cwd, 'worktree', 'prune');
    gitEn(cwd, 'worktree', 'add', '--detach', raiz, sha);
    await instalar(raiz);
    writeFileSync(path.join(raiz, LISTO), `${sha}\n`);
  });
}

/** @param {string} raiz */
const instalarDependencias = (raiz) =>
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], { cwd: raiz });

/**
 * Builds `carpetas` as on main, with the emulators' settings (and the shell's unconfigured copy
 * when the shell is among them). Returns folder → dist path.
 * @param {readonly string[]} carpetas
 * @param {{ sinConfiguracion?: boolean }} [opciones]
 * @returns {Promise<Record<string, string>>}
 */
export async function distsDesdeMain(carpetas, { sinConfiguracion = false } = {}) {
  const sha = commitDeMain();
  const cambios = git(
    'status',
    '--porcelain',
    '--',
    ...carpetas,
    'shared-firebase',
    'dominio-recibos',
    'tooling',
    'topologia.json',
  );
  const aqui = sha === git('rev-parse', 'HEAD') && cambios === '';
  const raiz = aqui ? ROOT : path.join(ROOT, '.equipos', `main-${sha.slice(0, 12)}`);
  if (!aqui) await prepararWorktree(raiz, sha);
  for (const carpeta of carpetas) {
    await buildApp(carpeta, { env: VARIABLES_EMULADORES, raiz });
    if (carpeta === 'shell' && sinConfiguracion) await buildShellSinConfiguracion(raiz);
  }
  return Object.fromEntries(carpetas.map((c) => [c, path.join(raiz, c, 'dist')]));
}
