// Child-process plumbing for the run and test scripts: prefixed logs, readiness (wait-on) and a
// clean stop of everything started (process groups, so grandchildren go too). Custom because the
// Firestore emulator is a JAR started by hand (Java 17) and the fault tests stop it mid-run.
import { spawn } from 'node:child_process';
import net from 'node:net';
import waitOn from 'wait-on';

const children = new Set();

export function start(name, command, args, { cwd, env, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const prefix = `[${name}] `;
  const output = [];
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      output.push(text);
      if (output.length > 200) output.shift();
      if (!quiet) target.write(text.replace(/^(?=.)/gm, prefix));
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', () => children.delete(child));
  child.recentOutput = () => output.join('');
  child.label = name;
  return child;
}

export function stop(child, signal = 'SIGTERM', timeoutMs = 15000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stop(child)));
}

/** Runs a command to completion, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} terminó con ${code ?? signal}`)),
    );
  });
}

export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

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
 */
export async function waitForUrl(url, { timeoutMs = 120000, child } = {}) {
  const listo = waitOn({
    resources: [url.replace(/^http:/, 'http-get:')],
    timeout: timeoutMs,
    interval: 300,
    validateStatus: (s) => s < 500,
  });
  if (!child) return listo;
  let alSalir;
  const salida = new Promise((_, reject) => {
    alSalir = () => reject(new Error(`${child.label} terminó antes de estar listo:\n${child.recentOutput()}`));
    child.once('exit', alSalir);
  });
  try {
    await Promise.race([listo, salida]);
  } finally {
    child.off('exit', alSalir);
  }
}
