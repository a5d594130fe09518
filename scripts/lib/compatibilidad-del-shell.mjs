// Which of the shell's compatibility exports (shared-firebase/compatibilidad.mjs) a live remote
// version still needs, read from the deployment state's repository: the versions in remotes.json
// (stable, previous, canary) and the date each was first published, from the repository's history.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTOS } from '../../tooling/topologia.mjs';
import { estado } from './versiones.mjs';

/** @typedef {import('../../shared-firebase/compatibilidad.mjs').ExportacionDeCompatibilidad} ExportacionDeCompatibilidad */

/**
 * When `version` of the remote in `carpeta` was first published: the commit that added it.
 * @param {string} despliegue a clone of the deployment state's repository
 * @param {string} carpeta
 * @param {string} version
 */
function publicadaEl(despliegue, carpeta, version) {
  const app = REMOTOS.find((r) => r.carpeta === carpeta);
  if (!app) throw new Error(`${carpeta} no es un remoto.`);
  const fechas = execFileSync(
    'git',
    ['log', '--diff-filter=A', '--format=%cI', '--', path.join(app.sitio, 'v', version, 'mf-manifest.json')],
    { cwd: despliegue, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  )
    .trim()
    .split('\n')
    .filter(Boolean);
  const primera = fechas.at(-1);
  if (!primera) throw new Error(`El historial del despliegue no dice cuándo se publicó ${carpeta} ${version}.`);
  return new Date(primera);
}

/**
 * Each entry, with the live versions that still need it (none: it can go).
 * @param {string} despliegue
 * @param {readonly ExportacionDeCompatibilidad[]} entradas
 */
export function revisarCompatibilidad(despliegue, entradas) {
  if (!existsSync(path.join(despliegue, '.git')))
    throw new Error(
      `${despliegue} no es un clon del repositorio del despliegue: su historial dice qué versión es vieja.`,
    );
  const enUso = estado({ despliegue }).map((r) => ({
    carpeta: r.carpeta,
    versiones: [r.estable, r.anterior, r.canario?.version].filter(/** @returns {v is string} */ (v) => !!v),
  }));
  // A typo would make every check say «nobody needs it» of an export still in use.
  for (const entrada of entradas) {
    const ajenos = entrada.remotos.filter((carpeta) => !REMOTOS.some((r) => r.carpeta === carpeta));
    if (ajenos.length > 0 || Number.isNaN(new Date(entrada.publicadasAntesDe).getTime()))
      throw new Error(
        `shared-firebase/compatibilidad.mjs: ${entrada.exportacion} nombra remotos que no existen (${ajenos.join(', ')}) o una fecha que no lo es («${entrada.publicadasAntesDe}»).`,
      );
  }
  return entradas.map((entrada) => {
    const limite = new Date(entrada.publicadasAntesDe);
    const quienLaNecesita = enUso
      .filter((r) => entrada.remotos.includes(r.carpeta))
      .flatMap((r) =>
        r.versiones
          .map((version) => ({ carpeta: r.carpeta, version, publicada: publicadaEl(despliegue, r.carpeta, version) }))
          .filter((v) => v.publicada < limite),
      );
    return { entrada, quienLaNecesita };
  });
}
