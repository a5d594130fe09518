// Child processes of the run and test scripts, with execa: prefixed logs, readiness (wait-on) and a
// clean stop of everything started. Commands are found as npm scripts find them (preferLocal: the
// node_modules/.bin of cwd and of the folders above it). Each long-running child gets its own process group, so that
// stopping it stops its own children too (the Functions emulator's runtime, Rsbuild's workers):
// execa's kill() reaches only the process itself, and the fault tests stop Firestore mid-run.
import net from 'node:net';
import { execa } from 'execa';
import waitOn from 'wait-on';

/**
 * A child's environment, over this process's own (execa's `extendEnv`).
 * @typedef {Readonly<Record<string, string>>} Entorno
 */
/**
 * A long-running child of `start`: execa's subprocess (and promise of its result), with its name
 * and what it printed lately.
 * @typedef {ReturnType<typeof start>} Hijo
 */
/**
 * What `stop` needs of a process.
 * @typedef {Pick<import('node:child_process').ChildProcess, 'exitCode' | 'signalCode' | 'pid' | 'once'>} Proceso
 */

/** @type {Set<Proceso>} */
const children = new Set();

/**
 * Starts a long-running process, its output prefixed with `[name] ` (or only kept, if quiet).
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string, env?: Entorno, quiet?: boolean }} [opciones]
 */
export function start(name, command, args, { cwd, env, quiet = false } = {}) {
  /** @type {unknown[]} */
  const recientes = [];
  // Each line is kept (for a failure's report) and, unless quiet, printed with the prefix.
  /** @param {unknown} linea a line of text (execa types a transform's chunk as unknown) */
  function* anotar(linea) {
    recientes.push(linea);
    if (recientes.length > 200) recientes.shift();
    if (!quiet) yield `[${name}] ${linea}`;
  }
  const child = execa(command, args, {
    cwd,
    env,
    preferLocal: true,
    detached: true,
    reject: false,
    buffer: false,
    stdin: 'ignore',
    stdout: [anotar, 'inherit'],
    stderr: [anotar, 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return Object.assign(child, { recentOutput: () => recientes.join('\n'), label: name });
}

/**
 * @param {Proceso | null | undefined} child
 * @param {NodeJS.Signals} [signal]
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export function stop(child, signal = 'SIGTERM', timeoutMs = 15000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  // A command that never started has no pid (nor an 'exit'): killing NaN threw, which resolved.
  const { pid } = child;
  if (pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {}
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/**
 * The signals that end a run: Ctrl-C, a time limit or Playwright stopping its webServer (SIGTERM),
 * a closed terminal (SIGHUP). Node's default for each would exit at once, leaving every detached
 * child (each in a process group of its own) running, with its ports.
 * @type {readonly NodeJS.Signals[]}
 */
const SENALES_DE_FIN = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs `parar` once, on any of SENALES_DE_FIN, when this process's parent is gone (it was killed
 * outright: nobody is left to stop us) or when the returned function is called, then exits with
 * the code given (`codigoPorSenal` for a signal or a lost parent).
 *
 * The listeners stay registered (`on`, not `once`): execa's signal-exit, which kills this process
 * at once by raising the signal again when no other listener is left for it, must always find
 * one, or the detached children are never stopped.
 * @param {() => Promise<void>} parar
 * @param {{ codigoPorSenal?: number }} [opciones]
 */
export function alTerminar(parar, { codigoPorSenal = 0 } = {}) {
  let parando = false;
  const terminar = async (codigo = 0) => {
    if (parando) return;
    parando = true;
    await parar().catch((error) => console.error(error));
    process.exit(codigo);
  };
  for (const senal of SENALES_DE_FIN) process.on(senal, () => terminar(codigoPorSenal));
  alQuedarseSinPadre(() => terminar(codigoPorSenal));
  return terminar;
}

/**
 * Calls `fin` once this process's parent has died: its children are then given to another
 * process (init, or a subreaper), so the parent's id changes. Checked every second, without
 * keeping the process alive for it.
 * @param {() => unknown} fin
 */
function alQuedarseSinPadre(fin) {
  const padre = process.ppid;
  const vigilancia = setInterval(() => {
    if (process.ppid === padre) return;
    clearInterval(vigilancia);
    fin();
  }, 1000);
  vigilancia.unref();
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stop(child)));
}

/**
 * Why a command ended badly, in one Spanish line (its output has already been seen or kept).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ exitCode?: number, signal?: string, code?: string }} error execa's error, or Node's for a
 *   command that did not start
 */
const fallo = (command, args, error) =>
  new Error(
    `${[command, ...args].join(' ')} terminó con ${error.exitCode ?? error.signal ?? error.code ?? 'un error'}`,
  );

/** @typedef {{ cwd?: string, env?: Entorno }} OpcionesDeRun */
/**
 * Runs a command to completion, its output printed as it comes; rejects on a non-zero exit.
 * `guardar`: also resolves with that whole output (stdout and stderr as printed).
 * @overload
 * @param {string} command
 * @param {readonly string[]} args
 * @param {OpcionesDeRun & { guardar: true }} opciones
 * @returns {Promise<string>}
 */
/**
 * @overload
 * @param {string} command
 * @param {readonly string[]} args
 * @param {OpcionesDeRun & { guardar?: false }} [opciones]
 * @returns {Promise<undefined>}
 */
/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {OpcionesDeRun & { guardar?: boolean }} [opciones]
 * @returns {Promise<string | undefined>}
 */
export function run(command, args, { cwd, env, guardar = false } = {}) {
  return execa(command, args, {
    cwd,
    env,
    preferLocal: true,
    ...(guardar
      ? { stdin: 'ignore', stdout: ['pipe', 'inherit'], stderr: ['pipe', 'inherit'], all: true }
      : { stdio: 'inherit' }),
  }).then(
    (resultado) => resultado.all,
    (error) => {
      throw fallo(command, args, error);
    },
  );
}

/**
 * The ports of `puertos` still taken after `ms` (polled: a stop takes its time).
 * @param {readonly number[]} puertos
 * @returns {Promise<number[]>}
 */
export async function ocupadosTras(puertos, ms = 30_000) {
  const limite = Date.now() + ms;
  for (;;) {
    const libres = await Promise.all(puertos.map((p) => isPortFree(p)));
    const ocupados = puertos.filter((_, i) => !libres[i]);
    if (ocupados.length === 0 || Date.now() > limite) return ocupados;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** @param {readonly number[]} ports */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const port of ports) if (!(await isPortFree(port))) busy.push(port);
  if (busy.length > 0) {
    throw new Error(`Puertos ocupados: ${busy.join(', ')}. ¿Hay otra instancia en marcha? Deténla primero.`);
  }
}

/**
 * Waits until `url` answers (wait-on), or fails at once if `child`, the process that should serve
 * it, exits first (with what it printed).
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: Hijo }} [opciones]
 */
export async function waitForUrl(url, { timeoutMs = 120000, child } = {}) {
  const listo = waitOn({
    resources: [url.replace(/^http:/, 'http-get:')],
    timeout: timeoutMs,
    interval: 300,
    validateStatus: (s) => s < 500,
  });
  if (!child) return listo;
  // The child ending first (or never starting: a missing command has no 'exit') fails the wait.
  let listoYa = false;
  const salida = Promise.resolve(child).then((resultado) => {
    if (!listoYa)
      throw new Error(
        `${child.label} terminó antes de estar listo (${resultado.shortMessage ?? resultado.exitCode}):\n${child.recentOutput()}`,
      );
  });
  salida.catch(() => {});
  await Promise.race([listo, salida]);
  listoYa = true;
}
