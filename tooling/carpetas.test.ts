// Inside a remote, a feature folder does not reach into another feature's files: it may use the
// remote's shared folders and the shared packages. (A lint rule would need the whole import
// restriction repeated for each folder: Biome's overrides replace a rule's options, never merge.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '..');

/** Each remote's feature folders under src/ (the rest of src/ is shared by its features). */
const CARACTERISTICAS: Record<string, string[]> = {
  'mf-auth': ['acceso', 'registro', 'cuenta'],
};

function archivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? archivos(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

/** The relative imports of a file, resolved to paths from the remote's src/. */
function importaciones(archivo: string, src: string): string[] {
  const texto = readFileSync(archivo, 'utf8');
  return [...texto.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)].map((m) =>
    path.relative(src, path.resolve(path.dirname(archivo), m[1] as string)),
  );
}

describe.each(Object.entries(CARACTERISTICAS))('the feature folders of %s', (remoto, carpetas) => {
  const src = path.join(RAIZ, remoto, 'src');
  it.each(carpetas)('%s/ imports no other feature’s files', (carpeta) => {
    const ajenas = carpetas.filter((c) => c !== carpeta);
    const cruces = archivos(path.join(src, carpeta)).flatMap((archivo) =>
      importaciones(archivo, src)
        .filter((destino) => ajenas.includes(destino.split(path.sep)[0] as string))
        .map((destino) => `${path.relative(src, archivo)} → ${destino}`),
    );
    expect(cruces).toEqual([]);
  });
});
