// `pnpm --filter <remote> deploy:check` runs in the remote's folder; the paths a team passes
// (--candidato, --against <file>) are read from where the team typed the command.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from './lib/config.mjs';

let tmp: string;
beforeAll(() => {
  // Inside the checkout (ignored by git), so relative paths from the root stay short and sure.
  mkdirSync(path.join(ROOT, '.equipos'), { recursive: true });
  tmp = mkdtempSync(path.join(ROOT, '.equipos', 'rutas-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** What `pnpm --filter mf-etiquetas deploy:check …`, typed at the repository's root, prints. */
function comprobar(...args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      'pnpm',
      ['--silent', '--filter', 'mf-etiquetas', 'deploy:check', ...args],
      // As typed in a shell at the root: pnpm sets INIT_CWD itself.
      { cwd: ROOT, env: Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'INIT_CWD')) },
      (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
    );
  });
}

it('a relative --candidato is the caller’s', async () => {
  const relativa = path.relative(ROOT, path.join(tmp, 'no-hay-build'));
  const salida = await comprobar('--candidato', relativa, '--against', 'x.json', '--shell', 'http://127.0.0.1:9');
  expect(salida).toContain(`No hay build del candidato en ${path.join(ROOT, relativa, 'dist')}`);
}, 30_000);

it('a relative --against file is the caller’s', async () => {
  const candidato = path.join(tmp, 'candidato');
  mkdirSync(candidato);
  writeFileSync(path.join(candidato, 'mf-manifest.json'), JSON.stringify({ name: 'mf_etiquetas' }));
  writeFileSync(path.join(candidato, 'mf-contrato.ts'), 'export {};\n');
  writeFileSync(path.join(tmp, 'remotes.json'), JSON.stringify({}));
  const against = path.relative(ROOT, path.join(tmp, 'remotes.json'));
  const salida = await comprobar(
    '--candidato',
    path.relative(ROOT, candidato),
    '--against',
    against,
    '--shell',
    'http://127.0.0.1:9',
  );
  expect(salida).toContain(`${against} no dice dónde está mf_etiquetas.`);
}, 30_000);
