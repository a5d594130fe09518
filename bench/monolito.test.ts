// The monolith control loads exactly the files each remote exposes (bench/monolito/modulos.ts):
// the contracts type its keys; this checks its paths against each federation.config.ts. And its
// stand-in for the federation runtime (runtime-estatico.ts, an alias only its build applies, so
// tsc never sees it used) has every function the apps import from the real one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTOS } from '../tooling/topologia.mjs';

const raiz = path.resolve(import.meta.dirname, '..');
const modulos = readFileSync(path.join(raiz, 'bench', 'monolito', 'modulos.ts'), 'utf8');

/** `'<remote>/<Module>'` → the file it imports, relative to the repository. */
const importados = Object.fromEntries(
  [...modulos.matchAll(/'([\w]+\/\w+)': \(\) => import\('\.\.\/\.\.\/([^']+)'\)/g)].map(([, id, archivo]) => [
    id,
    archivo,
  ]),
);

/** The values (not types) each app's source, tests aside, imports from the federation runtime. */
function importadosDelRuntime(): string[] {
  const archivos = execFileSync(
    'git',
    [
      'grep',
      '-l',
      "from '@module-federation/enhanced/runtime'",
      '--',
      '*/src/*.ts',
      '*/src/*.tsx',
      ':!*.test.ts',
      ':!*.test.tsx',
    ],
    {
      cwd: raiz,
    },
  )
    .toString()
    .trim()
    .split('\n');
  return archivos.flatMap((archivo) =>
    [
      ...readFileSync(path.join(raiz, archivo), 'utf8').matchAll(
        /import\s*\{([^}]*)\}\s*from '@module-federation\/enhanced\/runtime'/g,
      ),
    ]
      .flatMap(([, nombres = '']) => nombres.split(','))
      .map((nombre) => nombre.trim())
      .filter((nombre) => nombre && !nombre.startsWith('type ')),
  );
}

describe('bench/monolito/runtime-estatico.ts', () => {
  it('exports every function the apps import from @module-federation/enhanced/runtime', async () => {
    const nombres = importadosDelRuntime();
    expect(nombres).toContain('loadRemote');
    const estatico = await import('./monolito/runtime-estatico');
    expect(nombres.filter((nombre) => typeof (estatico as Record<string, unknown>)[nombre] !== 'function')).toEqual([]);
  });
});

describe('bench/monolito/modulos.ts', () => {
  it.each(REMOTOS.map((r) => [r.carpeta, r.nombre] as const))('imports what %s exposes', async (carpeta, nombre) => {
    const { exposes } = (await import(path.join(raiz, carpeta, 'federation.config.ts'))) as {
      exposes: Record<string, string>;
    };
    const esperados = Object.fromEntries(
      Object.entries(exposes).map(([modulo, archivo]) => [
        `${nombre}/${modulo.slice(2)}`,
        path.posix.join(carpeta, archivo).replace(/\.tsx?$/, ''),
      ]),
    );
    const suyos = Object.fromEntries(Object.entries(importados).filter(([id]) => id.startsWith(`${nombre}/`)));
    expect(suyos).toEqual(esperados);
  });
});
