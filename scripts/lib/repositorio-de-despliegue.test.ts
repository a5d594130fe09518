// The deployment's state in a git repository (./repositorio-de-despliegue.mjs), driven through
// `pnpm versiones` as a team runs it from two machines: here two clones of one bare repository.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from './config.mjs';
import { CambioConcurrente, confirmar, enElRepositorio, sincronizar } from './repositorio-de-despliegue.mjs';
import { lanzar, leerConfiguracion, publicar } from './versiones.mjs';

let raiz: string;
let repositorio: string;
const ORIGEN = 'https://recibos-mf-etiquetas.web.app';
const url = (version: string) => `${ORIGEN}/v/${version}/mf-manifest.json`;
// Git without the developer's own settings (signing, hooks), as a machine with none has it.
const ENTORNO = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: ENTORNO }).trim();

function build(nombre: string, texto: string): string {
  const dist = path.join(raiz, nombre);
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_etiquetas' }));
  writeFileSync(path.join(dist, 'static', 'js', 'pagina.js'), texto);
  return dist;
}

/** `node scripts/versiones.mjs …` with a clone of the repository in `despliegue`. */
function versiones(despliegue: string, ...args: string[]) {
  return execFileSync(
    'node',
    ['scripts/versiones.mjs', ...args, '--despliegue', despliegue, '--repositorio', repositorio],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: ENTORNO },
  );
}

/** Publishes a stand-in build of mf-etiquetas from the clone in `despliegue`: its version. */
function publicarEn(despliegue: string, nombre: string, texto: string): string {
  const salida = versiones(despliegue, 'publicar', 'mf-etiquetas', '--dist', build(nombre, texto));
  const version = /^mf-etiquetas ([0-9a-f]{12}) publicada/m.exec(salida)?.[1];
  if (!version) throw new Error(`publicar no dio una versión nueva:\n${salida}`);
  return version;
}

/** The repository's remotes.json as its main branch holds it (no clone needed). */
const configuracionDelRepositorio = () =>
  JSON.parse(git(repositorio, 'show', 'main:recibos-app/remotes.json')) as Record<string, unknown>;

beforeEach(() => {
  raiz = mkdtempSync(path.join(tmpdir(), 'repositorio-despliegue-'));
  repositorio = path.join(raiz, 'despliegue.git');
  git(raiz, 'init', '--quiet', '--bare', '--initial-branch=main', repositorio);
});
afterEach(() => rmSync(raiz, { recursive: true, force: true }));

describe('the deployment state in a repository', () => {
  it('publishing and releasing from one machine are commits another clone reads', () => {
    const a = path.join(raiz, 'maquina-a');
    const version = publicarEn(a, 'uno', 'uno');
    versiones(a, 'lanzar', 'mf-etiquetas', version);
    expect(configuracionDelRepositorio()).toEqual({ mf_etiquetas: { estable: url(version) } });
    expect(git(repositorio, 'log', '--format=%s', 'main')).toBe(
      `lanzar mf-etiquetas (ninguna) → ${version}\npublicar mf-etiquetas ${version}`,
    );
    // Another machine starts from the repository, not from its own (empty) folder.
    const b = path.join(raiz, 'maquina-b');
    expect(versiones(b, 'estado')).toMatch(new RegExp(`mf-etiquetas +estable ${version} · publicadas: 1`));
  });

  it('of two releases made at once from two clones, the second is refused and changes nothing', async () => {
    const a = path.join(raiz, 'maquina-a');
    const b = path.join(raiz, 'maquina-b');
    const uno = publicarEn(a, '1', 'uno');
    const dos = publicarEn(a, '2', 'dos');
    const tres = publicarEn(b, '3', 'tres');
    versiones(a, 'lanzar', 'mf-etiquetas', uno);

    // B reads the state (uno is stable); while B decides, A releases dos and pushes first.
    const segunda = enElRepositorio(
      { despliegue: b, repositorio },
      () => {
        versiones(a, 'lanzar', 'mf-etiquetas', dos);
        return lanzar('mf-etiquetas', tres, { despliegue: b });
      },
      (r: { ahora: string }) => `lanzar mf-etiquetas ${r.ahora}`,
    );
    await expect(segunda).rejects.toThrow(CambioConcurrente);
    await expect(segunda).rejects.toThrow('Otro despliegue cambió el repositorio mientras tanto');
    // A's release stands, and B's folder is the repository's state again (not its lost change).
    expect(configuracionDelRepositorio()).toEqual({ mf_etiquetas: { estable: url(dos), anterior: url(uno) } });
    expect(leerConfiguracion(b)).toEqual(configuracionDelRepositorio());
    // Run again on the new state, B's release goes through and keeps A's as the one before.
    versiones(b, 'lanzar', 'mf-etiquetas', tres);
    expect(configuracionDelRepositorio()).toEqual({ mf_etiquetas: { estable: url(tres), anterior: url(dos) } });
  });

  it('rolls back after the local state is deleted: the repository has every version', () => {
    const a = path.join(raiz, 'maquina-a');
    const uno = publicarEn(a, '1', 'uno');
    const dos = publicarEn(a, '2', 'dos');
    versiones(a, 'lanzar', 'mf-etiquetas', uno);
    versiones(a, 'lanzar', 'mf-etiquetas', dos);
    rmSync(a, { recursive: true, force: true });

    expect(versiones(a, 'revertir', 'mf-etiquetas')).toContain(`vuelve a ${uno} para todos (retirada ${dos})`);
    expect(configuracionDelRepositorio()).toEqual({ mf_etiquetas: { estable: url(uno) } });
    // What Hosting uploads from the new clone still has both versions' files.
    for (const [version, texto] of [
      [uno, 'uno'],
      [dos, 'dos'],
    ] as const) {
      const pagina = path.join(a, 'recibos-mf-etiquetas', 'v', version, 'static', 'js', 'pagina.js');
      expect(readFileSync(pagina, 'utf8')).toBe(texto);
    }
  });

  it('never rewrites a published version, and refuses a folder that is not a clone', () => {
    const a = path.join(raiz, 'maquina-a');
    sincronizar(a, repositorio);
    const { destino } = publicar('mf-etiquetas', { dist: build('1', 'uno'), despliegue: a });
    confirmar(a, 'publicar');
    writeFileSync(path.join(destino, 'static', 'js', 'pagina.js'), 'otra cosa');
    expect(() => confirmar(a, 'cambiar una versión')).toThrow(/Una versión publicada no cambia nunca[\s\S]*pagina\.js/);
    rmSync(path.join(destino, 'mf-manifest.json'));
    expect(() => confirmar(a, 'borrar una versión')).toThrow('Una versión publicada no cambia nunca');
    expect(git(repositorio, 'log', '--format=%s', 'main')).toBe('publicar');

    // Another command working on the same clone holds its lock: this one waits for nothing and says so.
    writeFileSync(path.join(raiz, '.maquina-a.versiones.lock'), '');
    expect(() => versiones(a, 'estado')).toThrow(/Otra orden de versiones está trabajando con/);
    rmSync(path.join(raiz, '.maquina-a.versiones.lock'));
    expect(versiones(a, 'estado')).toMatch(/mf-etiquetas +estable/);

    const suelta = path.join(raiz, 'suelta');
    mkdirSync(suelta);
    writeFileSync(path.join(suelta, 'algo'), '');
    expect(() => versiones(suelta, 'estado')).toThrow(/tiene archivos y no es un clon del repositorio/);
    // Without a repository (and without --local) the command says where the state must live.
    expect(() =>
      execFileSync('node', ['scripts/versiones.mjs', 'estado', '--despliegue', path.join(raiz, 'nada')], {
        cwd: ROOT,
        stdio: 'pipe',
        env: { ...ENTORNO, RECIBOS_DESPLIEGUE_REPOSITORIO: '' },
      }),
    ).toThrow(/vive en un repositorio git/);
  });

  describe('compared with production', () => {
    let servidor: Server;
    let servido = {};
    let produccion = '';
    beforeEach(async () => {
      servidor = createServer((_, res) => res.end(JSON.stringify(servido)));
      await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
      produccion = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
    });
    afterEach(() => new Promise((listo) => servidor.close(listo)));

    // Asynchronous: the server answering production's remotes.json runs in this process.
    const versionesContra = (despliegue: string, ...args: string[]) =>
      promisify(execFile)(
        'node',
        [
          'scripts/versiones.mjs',
          ...args,
          '--despliegue',
          despliegue,
          '--repositorio',
          repositorio,
          '--produccion',
          produccion,
        ],
        { cwd: ROOT, encoding: 'utf8', env: ENTORNO },
      );

    it('a release is refused when production serves a remotes.json the repository does not hold', async () => {
      const a = path.join(raiz, 'maquina-a');
      const uno = publicarEn(a, '1', 'uno');
      // Production serves what someone uploaded by hand: not the repository's (empty) configuration.
      servido = { mf_etiquetas: 'https://otro-sitio.example/mf-manifest.json' };
      await expect(versionesContra(a, 'lanzar', 'mf-etiquetas', uno)).rejects.toThrow(
        /no sirve el remotes.json del repositorio del despliegue/,
      );
      expect(() => git(repositorio, 'show', 'main:recibos-app/remotes.json')).toThrow();
      // Production and repository agreeing, the release goes through.
      servido = {};
      await versionesContra(a, 'lanzar', 'mf-etiquetas', uno);
      expect(configuracionDelRepositorio()).toEqual({ mf_etiquetas: { estable: url(uno) } });
    });
  });
});
