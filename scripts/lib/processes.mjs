// Child-process plumbing for the run and test scripts: prefixed logs, readiness polling and a
// clean stop of everything started (process groups, so grandchildren go too).
import { spawn } from 'node:child_process';
import net from 'node:net';

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

export async function waitForUrl(url, { timeoutMs = 120000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${child.label} terminó antes de estar listo:\n${child.recentOutput()}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s${child ? `:\n${child.recentOutput()}` : ''}`);
}
