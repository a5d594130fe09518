// The deploy check's static comparisons of a candidate remote with what is deployed: shared
// library ranges against what the deployed shell provides, exposed modules against what the
// deployed version of the remote exposed, and the candidate's contract against the deployed one.
// Each returns the reasons it fails, in Spanish, for a team to act on.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { ROOT } from './config.mjs';

/**
 * What these checks read of a Module Federation manifest (mf-manifest.json).
 * @typedef {{
 *   name: string,
 *   shared?: Array<{ name: string, version?: string, singleton?: boolean, requiredVersion?: string }>,
 *   exposes?: Array<{ name: string }>,
 * }} Manifiesto
 */

/**
 * Every singleton the candidate needs within a strict range, against the version the deployed
 * shell provides (the page uses the shell's copy; the runtime refuses an unsatisfied strict one).
 * @param {Manifiesto} candidato
 * @param {Manifiesto} shell
 */
export function rangosIncompatibles(candidato, shell) {
  const ofrecidas = new Map((shell.shared ?? []).map((s) => [s.name, s.version]));
  /** @type {string[]} */
  const fallos = [];
  for (const s of candidato.shared ?? []) {
    const ofrecida = ofrecidas.get(s.name);
    if (!s.singleton || !s.requiredVersion || !ofrecida) continue;
    if (!semver.satisfies(ofrecida, s.requiredVersion)) {
      fallos.push(
        `Biblioteca compartida incompatible: ${s.name} — ${candidato.name} pide ${s.requiredVersion} y el shell desplegado ofrece ${ofrecida}.`,
      );
    }
  }
  return fallos;
}

/**
 * What the deployed version exposed must still be exposed: the shell and other remotes load it.
 * @param {Manifiesto} candidato
 * @param {Manifiesto} desplegado
 */
export function modulosQueFaltan(candidato, desplegado) {
  const nuevos = new Set((candidato.exposes ?? []).map((e) => e.name));
  return (desplegado.exposes ?? [])
    .filter((e) => !nuevos.has(e.name))
    .map(
      (e) =>
        `Módulo expuesto que falta: ./${e.name} (lo expone la versión desplegada de ${desplegado.name}, y quien la usa lo carga).`,
    );
}

/**
 * The candidate's contract must be usable wherever the deployed one is (assignable to it):
 * TypeScript decides, on a file that imports both. Both are the text of a contrato.ts (a remote's
 * build publishes its own as mf-contrato.ts).
 * @param {string} carpeta
 * @param {string} contratoCandidato
 * @param {string} contratoDesplegado
 * @returns {string[]}
 */
export function contratoIncompatible(carpeta, contratoCandidato, contratoDesplegado) {
  const dir = path.join(ROOT, '.equipos', `contrato-${carpeta}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'desplegado.ts'), contratoDesplegado);
  writeFileSync(path.join(dir, 'candidato.ts'), contratoCandidato);
  writeFileSync(
    path.join(dir, 'comprobar.ts'),
    `import type { Contrato as Candidato } from './candidato';
import type { Contrato as Desplegado } from './desplegado';
// The candidate goes wherever the deployed contract is expected.
export const compatible = (candidato: Candidato): Desplegado => candidato;
`,
  );
  try {
    execFileSync(
      path.join(ROOT, 'node_modules', '.bin', 'tsc'),
      [
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--jsx',
        'react-jsx',
        '--types',
        'node',
        path.join(dir, 'comprobar.ts'),
      ],
      { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' },
    );
    return [];
  } catch (error) {
    // execFileSync's error for a non-zero exit carries the output (text: encoding utf8).
    const { stdout, stderr } = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    const salida = `${stdout ?? ''}${stderr ?? ''}`.trim();
    console.log(`\nTypeScript, contrato candidato frente al desplegado:\n${salida}`);
    // The error's path into the contract ("Etiquetas.EtiquetaPicker") and its innermost cause.
    const campo = /The types of '([^']+)' are incompatible/.exec(salida)?.[1];
    const causa = salida.split('\n').at(-1)?.trim();
    return [
      `Contrato incompatible (${carpeta}/contrato.ts frente al desplegado) en ${campo ?? 'Contrato'}: ${causa} Un consumidor de la versión desplegada dejaría de compilar.`,
    ];
  }
}
