// Stopping a run leaves nothing running: a command built like the run and test commands (a
// detached server started with `start`, stopped by `alTerminar`) is interrupted the ways a person,
// a CI time limit or a closed terminal interrupt it, and its server's port must be free again.
// An interrupted test command once left the emulators and the E2E servers running, and the next
// run failed on their ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree } from './processes.mjs';

const PROCESOS = path.join(import.meta.dirname, 'processes.mjs');

/** A port nobody listens on now. */
async function puertoLibre(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  const { port } = servidor.address() as { port: number };
  await new Promise((cerrado) => servidor.close(cerrado));
  return port;
}

/**
 * The command: a detached server on `puerto`, stopped by alTerminar; says «listo» when it serves.
 * `antes`: as the test command runs, alTerminar is set first and a stage (a child run to its end,
 * not detached: Vitest, Playwright) is under way, so execa's signal-exit listens after it.
 */
function comando(puerto: number, { antes = false } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'recibos-fin-'));
  const archivo = path.join(dir, 'comando.mjs');
  const servidor = `require('node:http').createServer((q, r) => r.end('ok')).listen(${puerto}, '127.0.0.1')`;
  const parar = 'alTerminar(() => stopAll());';
  writeFileSync(
    archivo,
    `import { alTerminar, run, start, stopAll, waitForUrl } from ${JSON.stringify(PROCESOS)};
${antes ? parar : ''}
const hijo = start('servidor', process.execPath, ['-e', ${JSON.stringify(servidor)}], { quiet: true });
${antes ? `run(process.execPath, ['-e', 'setInterval(() => {}, 1000)']).catch(() => {});` : parar}
await waitForUrl('http://127.0.0.1:${puerto}/', { child: hijo });
console.log('listo');
`,
  );
  return archivo;
}

/** Resolves once `proceso` has printed `texto`. */
const cuandoDiga = (proceso: ChildProcess, texto: string) =>
  new Promise<void>((listo, fallo) => {
    let salida = '';
    proceso.stdout?.on('data', (trozo) => {
      salida += String(trozo);
      if (salida.includes(texto)) listo();
    });
    proceso.once('exit', (codigo) => fallo(new Error(`terminó (${codigo}) antes de decir «${texto}»: ${salida}`)));
  });

/** Whether `puerto` is free within `ms` (polled: the stop takes its time, never a fixed wait). */
async function seLibera(puerto: number, ms = 30_000): Promise<boolean> {
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    if (await isPortFree(puerto)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const vivos: ChildProcess[] = [];
afterEach(() => {
  for (const p of vivos.splice(0)) p.kill('SIGKILL');
});

describe('stopping a command leaves its servers stopped', () => {
  it.each([
    ['SIGINT', false],
    ['SIGTERM', false],
    ['SIGHUP', false],
    // As `timeout` (a CI limit) stops the test command: SIGTERM to its whole process group, in
    // the middle of a stage. The command died at once, leaving every emulator running.
    ['SIGTERM', true],
  ] as const)(
    'on %s (to its whole process group, in the middle of a stage: %s)',
    async (senal, antes) => {
      const puerto = await puertoLibre();
      const proceso = spawn(process.execPath, [comando(puerto, { antes })], {
        stdio: ['ignore', 'pipe', 'inherit'],
        detached: antes,
      });
      vivos.push(proceso);
      await cuandoDiga(proceso, 'listo');
      expect(await isPortFree(puerto)).toBe(false);

      if (antes) process.kill(-(proceso.pid as number), senal);
      else proceso.kill(senal);

      expect(await seLibera(puerto)).toBe(true);
    },
    60_000,
  );

  // A parent killed outright (SIGKILL, a crash) cannot pass anything on: the command notices it
  // is orphaned and stops its servers itself.
  it('when whoever started it dies without a word', async () => {
    const puerto = await puertoLibre();
    const padre = spawn(
      process.execPath,
      [
        '-e',
        `const h = require('node:child_process').spawn(process.execPath, [${JSON.stringify(comando(puerto))}], { stdio: ['ignore', 'pipe', 'inherit'] });
h.stdout.on('data', (t) => process.stdout.write(t));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    vivos.push(padre);
    await cuandoDiga(padre, 'listo');

    padre.kill('SIGKILL');

    expect(await seLibera(puerto)).toBe(true);
  }, 60_000);
});
