import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VARIABLES_EMULADORES } from '../tooling/topologia.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Another team's build of mf-etiquetas: a copy of the package with `cambios` applied to its files
 * (path → [from, to]), built on its own into its own dist. Returns that dist folder.
 */
export function construirVariante(nombre: string, cambios: Record<string, [string, string]>): string {
  const origen = path.join(ROOT, 'mf-etiquetas');
  const destino = path.join(ROOT, `.variante-${nombre}`);
  rmSync(destino, { recursive: true, force: true });
  cpSync(origen, destino, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
  });
  symlinkSync(path.join(origen, 'node_modules'), path.join(destino, 'node_modules'), 'dir');
  for (const [archivo, [antes, despues]] of Object.entries(cambios)) {
    const ruta = path.join(destino, archivo);
    const texto = readFileSync(ruta, 'utf8');
    if (!texto.includes(antes)) throw new Error(`${archivo} no contiene ${antes}`);
    writeFileSync(ruta, texto.replace(antes, despues));
  }
  const build = spawnSync(path.join(origen, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: destino,
    env: { ...process.env, ...VARIABLES_EMULADORES, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  const dist = path.join(destino, 'dist');
  if (build.status !== 0 || !existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`La variante ${nombre} no se pudo construir:\n${build.stdout}\n${build.stderr}`);
  }
  return dist;
}

export function borrarVariante(nombre: string): void {
  rmSync(path.join(ROOT, `.variante-${nombre}`), { recursive: true, force: true });
}

export const RAIZ = ROOT;
