// The monolith control loads exactly the files each remote exposes (bench/monolito/modulos.ts):
// the contracts type its keys; this checks its paths against each federation.config.ts.
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
