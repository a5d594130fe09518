// Each emulator test file (`*.emulator.test.ts`) works on a Firestore emulator project of its own,
// so files run side by side and one file's clearFirestore() cannot delete another's data. The
// project's name comes from the file's path; the stage loads the rules into every such project
// (tooling/reglas/cargar-reglas.ts) and the rules coverage check merges their reports
// (scripts/cobertura-reglas.mjs). Auth's emulator keeps one project: users live there.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const SUFIJO = '.emulator.test.ts';

/**
 * `mf-recibos/src/recibos/api/enlaces.emulator.test.ts` → `demo-mf-recibos-recibos-api-enlaces`.
 * @param {string} rutaRelativa
 */
export function proyectoDePrueba(rutaRelativa) {
  const sinSufijo = rutaRelativa.split(path.sep).join('/').replace(SUFIJO, '').replace('/src/', '/');
  return `demo-${sinSufijo.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`;
}

/**
 * The emulator test files of the repository, relative to `raiz` (no packages, no hidden folders).
 * @param {string} raiz
 */
export function archivosConEmuladores(raiz) {
  /** @type {string[]} */
  const encontrados = [];
  /** @param {string} carpeta */
  const recorrer = (carpeta) => {
    for (const e of readdirSync(path.join(raiz, carpeta), { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const ruta = path.join(carpeta, e.name);
      if (e.isDirectory()) recorrer(ruta);
      else if (e.name.endsWith(SUFIJO)) encontrados.push(ruta);
    }
  };
  recorrer('');
  return encontrados.sort();
}

/**
 * The emulator projects of the repository's emulator test files.
 * @param {string} raiz
 */
export const proyectosDePrueba = (raiz) => archivosConEmuladores(raiz).map(proyectoDePrueba);
