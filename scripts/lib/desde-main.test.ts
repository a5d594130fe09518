// "What is deployed" for a team's own tests and deploy check is main (scripts/lib/desde-main.mjs):
// which commit that is, and the worktree it is built in.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitDeMain, prepararWorktree } from './desde-main.mjs';

let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

function commit(texto: string): string {
  writeFileSync(path.join(repo, 'a.txt'), texto);
  git('add', 'a.txt');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', texto);
  return git('rev-parse', 'HEAD');
}

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'desde-main-'));
  git('init', '-q', '-b', 'rama-del-equipo');
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(repo, { recursive: true, force: true });
});

describe('commitDeMain', () => {
  it('is origin/main, else main; never the branch under test', () => {
    const viejo = commit('uno');
    const nuevo = commit('dos');
    const entorno = { cwd: repo, env: {} };
    expect(() => commitDeMain(entorno)).toThrow(/No encuentro origin\/main ni main .*RECIBOS_MAIN/);
    git('branch', 'main', viejo);
    expect(commitDeMain(entorno)).toBe(viejo);
    git('update-ref', 'refs/remotes/origin/main', nuevo);
    expect(commitDeMain(entorno)).toBe(nuevo);
  });

  it('RECIBOS_MAIN names it, and a wrong one is an error, not a fallback', () => {
    const primero = commit('uno');
    commit('dos');
    git('branch', 'main');
    expect(commitDeMain({ cwd: repo, env: { RECIBOS_MAIN: primero } })).toBe(primero);
    expect(() => commitDeMain({ cwd: repo, env: { RECIBOS_MAIN: 'no-existe' } })).toThrow(/No encuentro no-existe/);
  });
});

describe('prepararWorktree', () => {
  it('redoes a worktree whose install was cut short, and reuses a finished one', async () => {
    const sha = commit('uno');
    const raiz = path.join(repo, '.equipos', `main-${sha.slice(0, 12)}`);
    mkdirSync(path.dirname(raiz), { recursive: true });

    const cortada = vi.fn(async () => {
      throw new Error('install interrumpido');
    });
    await expect(prepararWorktree(raiz, sha, { cwd: repo, instalar: cortada })).rejects.toThrow('interrumpido');
    expect(existsSync(path.join(raiz, 'a.txt'))).toBe(true);

    const instalar = vi.fn(async (dir: string) => writeFileSync(path.join(dir, 'instalado'), ''));
    await prepararWorktree(raiz, sha, { cwd: repo, instalar });
    expect(instalar).toHaveBeenCalledTimes(1);
    expect(existsSync(path.join(raiz, 'instalado'))).toBe(true);

    await prepararWorktree(raiz, sha, { cwd: repo, instalar });
    expect(instalar).toHaveBeenCalledTimes(1);
  });

  it('two runs at once prepare it once; the second waits for the first', async () => {
    const sha = commit('uno');
    const raiz = path.join(repo, '.equipos', `main-${sha.slice(0, 12)}`);
    const instalar = vi.fn(async (dir: string) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      writeFileSync(path.join(dir, 'instalado'), '');
    });
    await Promise.all([
      prepararWorktree(raiz, sha, { cwd: repo, instalar }),
      prepararWorktree(raiz, sha, { cwd: repo, instalar }),
    ]);
    expect(instalar).toHaveBeenCalledTimes(1);
    expect(existsSync(path.join(raiz, 'instalado'))).toBe(true);
  });
});
