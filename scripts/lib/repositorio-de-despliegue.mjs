// The deployment's state (every published version and the live remotes.json) lives in a git
// repository, not on a machine: despliegue/ is a clone of it, brought up to date before every
// change and pushed after it (docs/despliegue.md). Git's own ref update is the compare-and-swap:
// a push that is not a fast-forward of what was read is refused, so of two releases made at once
// from two clones the second is refused and changes nothing. A published version is immutable
// here too: a commit that changes or deletes a file under <sitio>/v/ is refused before it is made.
import { execFileSync } from 'node:child_process';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { leerConfiguracion } from './versiones.mjs';

const RAMA = 'main';
const REMOTA = `refs/remotes/origin/${RAMA}`;

/** Another release changed the repository between this one's read and its push. */
export class CambioConcurrente extends Error {}

/**
 * @param {string} cwd
 * @param {string[]} args
 */
const git = (cwd, ...args) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its messages in English whatever the user's locale: a refused push is told by them.
    env: { ...process.env, LC_ALL: 'C' },
  }).trim();

/** @param {string} cwd @param {string[]} args */
function gitOk(cwd, ...args) {
  try {
    git(cwd, ...args);
    return true;
  } catch {
    return false;
  }
}

/** @param {unknown} error */
const salidaDe = (error) => String(/** @type {{ stderr?: unknown }} */ (error)?.stderr ?? error);

/**
 * Makes `despliegue` a clone of `repositorio` as the repository is now: cloned when missing,
 * otherwise fetched and reset to its main branch (what the folder holds that the repository does
 * not is a failed run's leftover, not state). `repositorio` may be omitted once the folder is a
 * clone: its origin is used.
 * @param {string} despliegue
 * @param {string} [repositorio]
 */
export function sincronizar(despliegue, repositorio) {
  if (!existsSync(path.join(despliegue, '.git'))) {
    if (!repositorio) throw new Error(`${despliegue} no es un clon del repositorio del despliegue.`);
    if (existsSync(despliegue) && readdirSync(despliegue).length > 0) {
      throw new Error(
        `${despliegue} tiene archivos y no es un clon del repositorio del despliegue: muévela o bórrala (el estado está en ${repositorio}).`,
      );
    }
    mkdirSync(path.dirname(despliegue), { recursive: true });
    try {
      git(path.dirname(despliegue), 'clone', '--quiet', repositorio, despliegue);
    } catch (error) {
      throw new Error(`No se pudo clonar el repositorio del despliegue ${repositorio}:\n${salidaDe(error)}`);
    }
  } else {
    const origen = git(despliegue, 'remote', 'get-url', 'origin');
    if (repositorio && path.resolve(origen) !== path.resolve(repositorio) && origen !== repositorio) {
      throw new Error(`${despliegue} es un clon de ${origen}, no de ${repositorio}.`);
    }
    git(despliegue, 'fetch', '--quiet', 'origin');
  }
  // A version being copied (<versión>.parcial, ./versiones.mjs) is never state.
  const excluidos = path.join(despliegue, '.git', 'info', 'exclude');
  if (!(existsSync(excluidos) && readFileSync(excluidos, 'utf8').includes('*.parcial'))) {
    mkdirSync(path.dirname(excluidos), { recursive: true });
    appendFileSync(excluidos, '\n*.parcial\n');
  }
  if (gitOk(despliegue, 'rev-parse', '--verify', '--quiet', REMOTA)) {
    git(despliegue, 'checkout', '--quiet', '--force', '-B', RAMA, REMOTA);
    git(despliegue, 'clean', '--quiet', '--force', '-d');
  } else if (git(despliegue, 'ls-remote', '--heads', 'origin') !== '') {
    // No main but other branches: not this tool's repository (or its history is elsewhere).
    throw new Error(`El repositorio del despliegue no tiene rama ${RAMA} pero sí otras: ¿es el repositorio correcto?`);
  }
}

/**
 * Runs `trabajo` holding the folder's lock: two commands on one clone at once (two terminals,
 * `pnpm -r publicar`) would reset each other's change. A lock left by a killed run is removed by
 * hand, as its message says.
 * @template T
 * @param {string} despliegue
 * @param {() => Promise<T>} trabajo
 * @returns {Promise<T>}
 */
export async function conCerrojo(despliegue, trabajo) {
  mkdirSync(path.dirname(despliegue), { recursive: true });
  const cerrojo = path.join(path.dirname(despliegue), `.${path.basename(despliegue)}.versiones.lock`);
  let fd;
  try {
    fd = openSync(cerrojo, 'wx');
  } catch {
    throw new Error(
      `Otra orden de versiones está trabajando con ${despliegue} (${cerrojo}). Si no hay ninguna, borra ese archivo.`,
    );
  }
  try {
    return await trabajo();
  } finally {
    closeSync(fd);
    rmSync(cerrojo, { force: true });
  }
}

/** The changes staged in `despliegue` that would rewrite or remove a published version's file. */
function versionesTocadas(/** @type {string} */ despliegue) {
  const base = gitOk(despliegue, 'rev-parse', '--verify', '--quiet', 'HEAD') ? ['HEAD'] : [];
  return git(despliegue, 'diff', '--cached', '--name-status', '--no-renames', ...base)
    .split('\n')
    .filter((linea) => /^[MDT]\t[^/]+\/v\/[^/]+\//.test(linea))
    .map((linea) => linea.slice(2));
}

/**
 * Commits whatever `despliegue` now holds and pushes it, refusing to rewrite a published version.
 * A refused push (the repository moved since `sincronizar`) leaves the folder as the repository
 * is and throws CambioConcurrente: nothing of this change is kept. Returns false when there was
 * nothing to commit.
 * @param {string} despliegue
 * @param {string} mensaje
 */
export function confirmar(despliegue, mensaje) {
  git(despliegue, 'add', '--all');
  if (gitOk(despliegue, 'diff', '--cached', '--quiet')) return false;
  const tocadas = versionesTocadas(despliegue);
  if (tocadas.length > 0) {
    git(despliegue, 'reset', '--quiet');
    throw new Error(`Una versión publicada no cambia nunca; esto la cambiaría:\n  ${tocadas.join('\n  ')}`);
  }
  // Whoever runs it signs the commit; a machine with no git identity still records the change.
  const identidad = gitOk(despliegue, 'config', 'user.email')
    ? []
    : ['-c', 'user.name=versiones', '-c', 'user.email=versiones@recibos.invalid'];
  git(despliegue, ...identidad, 'commit', '--quiet', '--message', mensaje);
  try {
    git(despliegue, 'push', '--quiet', 'origin', `HEAD:refs/heads/${RAMA}`);
  } catch (error) {
    const salida = salidaDe(error);
    if (!/\[rejected\]|non-fast-forward|fetch first|cannot lock ref/.test(salida)) {
      // It may have reached the repository all the same (a connection lost after the update).
      throw new Error(
        `No se pudo confirmar que «${mensaje}» llegó al repositorio del despliegue: mira pnpm versiones estado antes de repetirla.\n${salida}`,
      );
    }
    sincronizar(despliegue);
    throw new CambioConcurrente(
      `Otro despliegue cambió el repositorio mientras tanto: «${mensaje}» no se ha guardado. Revisa el estado (pnpm versiones estado) y vuelve a ejecutar la orden.`,
    );
  }
  return true;
}

/**
 * Refuses a release when production does not serve the repository's remotes.json: someone
 * uploaded a configuration the repository does not hold (or the last change was never uploaded),
 * and writing over it would undo theirs. `produccion` is the shell's site.
 * @param {string} despliegue
 * @param {string} produccion
 */
export async function comprobarProduccion(despliegue, produccion) {
  const url = new URL('/remotes.json', produccion);
  const respuesta = await fetch(url, { cache: 'no-store' });
  if (!respuesta.ok) throw new Error(`${url} responde ${respuesta.status}: no se puede comparar con producción.`);
  const enProduccion = await respuesta.json();
  if (JSON.stringify(enProduccion) !== JSON.stringify(leerConfiguracion(despliegue))) {
    throw new CambioConcurrente(
      `Producción (${url}) no sirve el remotes.json del repositorio del despliegue: alguien lo cambió fuera de él, o el último cambio no se subió. Súbelo o recupéralo antes de lanzar nada.`,
    );
  }
}

/**
 * Runs one change on the repository's current state and records it there: sincronizar, compare
 * with production when its site is given, `cambio`, confirmar with the message `mensaje` makes of
 * its result.
 * @template T
 * @param {{ despliegue: string, repositorio?: string, produccion?: string }} donde
 * @param {() => T} cambio
 * @param {(resultado: T) => string} mensaje
 * @returns {Promise<T>}
 */
export function enElRepositorio({ despliegue, repositorio, produccion }, cambio, mensaje) {
  return conCerrojo(despliegue, async () => {
    sincronizar(despliegue, repositorio);
    if (produccion) await comprobarProduccion(despliegue, produccion);
    const resultado = cambio();
    confirmar(despliegue, mensaje(resultado));
    return resultado;
  });
}
