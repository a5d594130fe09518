#!/usr/bin/env -S npx tsx
// Every generated file. From topologia.json: firebase.json's hosting, functions and emulators sections, the
// shell's development /remotes.json and the shell's list of remote names
// (shell/src/federation/remotos.ts, for its types: browser code never reads topologia.json). From
// each remote's contract (MODULOS in contrato.ts): its src/cumple-contrato.ts and the bench's
// bench/monolito/modulos.ts. `pnpm generar` writes them (formatted by Biome, like
// every file); the unit test scripts/generar.test.ts fails when one says something else. And
// firestore.rules, from its parts and the TypeScript constants they share
// (tooling/reglas/ensamblar.ts): that is TypeScript, so this runs under tsx (`pnpm generar`).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reglasEnsambladas } from '../tooling/reglas/ensamblar';
import { EMULADORES, REMOTOS, remotosDesarrollo, SHELL } from '../tooling/topologia.mjs';
import { ROOT } from './lib/config.mjs';
import { functionsConfig, hostingConfig } from './lib/hosting.mjs';

/**
 * A remote's exposed modules, from its contract's MODULOS: [[name, file]]. Read as text (plain
 * .mjs cannot import TypeScript); a contract this cannot read fails here, by name.
 */
/**
 * @param {string} carpeta
 * @returns {Array<[nombre: string, archivo: string]>}
 */
export function modulosDe(carpeta, texto = readFileSync(path.join(ROOT, carpeta, 'contrato.ts'), 'utf8')) {
  const bloque = /^export const MODULOS = \{\n([\s\S]*?)\n\} as const;$/m.exec(texto)?.[1];
  const modulos = [...(bloque ?? '').matchAll(/^ {2}(\w+): '(\.\/src\/[^']+)\.tsx?',$/gm)].map(
    ([, n, a]) => /** @type {[string, string]} */ ([n ?? '', a ?? '']),
  );
  if (!bloque || modulos.length !== bloque.split('\n').length)
    throw new Error(`${carpeta}/contrato.ts: MODULOS debe ser una línea por módulo, «Nombre: './src/….tsx',»`);
  return modulos;
}

/**
 * The remote's check that its files keep its contract: only type-checks.
 * @param {Array<[nombre: string, archivo: string]>} modulos
 */
function cumpleContrato(modulos) {
  const imports = modulos
    .map(([nombre, archivo]) => /** @type {[string, string]} */ ([nombre, archivo.replace(/^\.\/src\//, './')]))
    .sort(([, a], [, b]) => (a < b ? -1 : 1))
    .map(([nombre, archivo]) => `import type * as ${nombre} from '${archivo}';`);
  return `// Generated from ../contrato.ts by scripts/generar.mjs: do not edit. The implementation keeps the
// contract: this file only type-checks.
import type { Contrato } from '../contrato';
${imports.join('\n')}

export type Implementacion = {
${modulos.map(([nombre]) => `  ${nombre}: typeof ${nombre};`).join('\n')}
};
export const cumple = (implementacion: Implementacion): Contrato => implementacion;
`;
}

/** The bench's monolith: every remote's modules as plain lazy imports of the same files. */
function modulosDelMonolito() {
  const entradas = REMOTOS.flatMap((r) =>
    modulosDe(r.carpeta).map(
      ([nombre, archivo]) => `  '${r.nombre}/${nombre}': () => import('../../${r.carpeta}/${archivo.slice(2)}'),`,
    ),
  );
  return `// Generated from each remote's contrato.ts by scripts/generar.mjs: do not edit.
import type { Contratos } from '../../shell/src/federation/contratos';

/** Every module a remote exposes, as \`<remote>/<module>\` (what the federation runtime loads). */
type IdDeModulo = { [R in keyof Contratos]: \`\${R}/\${keyof Contratos[R] & string}\` }[keyof Contratos];

/**
 * The remotes' exposed modules as ordinary lazy imports of the same files their contracts
 * declare (bench/monolito/). Typed by the contracts: a module missing here fails \`tsc\`.
 */
export const MODULOS = {
${entradas.join('\n').replace(/\.tsx?'\)/g, "')")}
} satisfies Record<IdDeModulo, () => Promise<unknown>>;
`;
}

/** firebase.json's emulators: those of topologia.json (their UI off: nothing here needs it). */
function emuladoresConfig() {
  const en = (/** @type {{ host: string, puerto: number }} */ { host, puerto }) => ({ host, port: puerto });
  const { auth, firestore, functions, hub, logging } = EMULADORES;
  return {
    singleProjectMode: true,
    auth: en(auth),
    firestore: en(firestore),
    functions: en(functions),
    ui: { enabled: false },
    hub: en(hub),
    logging: en(logging),
  };
}

/** The name a remote's contract is imported under: mf-etiquetas → ContratoMfEtiquetas. */
const tipoDelContrato = (/** @type {{ carpeta: string }} */ remoto) =>
  `Contrato${remoto.carpeta.replace(/(?:^|-)(\w)/g, (_, letra) => letra.toUpperCase())}`;

/** shell/package.json with every remote (and nothing else named mf-…) among its devDependencies. */
function dependenciasDelShell() {
  const paquete = JSON.parse(readFileSync(path.join(ROOT, SHELL.carpeta, 'package.json'), 'utf8'));
  const otras = Object.entries(paquete.devDependencies ?? {}).filter(([nombre]) => !/^mf-/.test(nombre));
  const remotos = REMOTOS.map((r) => [r.carpeta, 'workspace:*']);
  const devDependencies = Object.fromEntries([...otras, ...remotos].sort(([a], [b]) => (a < b ? -1 : 1)));
  return { ...paquete, devDependencies };
}

/** path (from the root) → the file's expected content (as JSON text; its layout is Biome's). */
export function generados() {
  const firebase = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const nombres = REMOTOS.map((r) => `'${r.nombre}'`).join(', ');
  return {
    'firebase.json': `${JSON.stringify(
      { ...firebase, functions: functionsConfig(), hosting: hostingConfig(), emulators: emuladoresConfig() },
      null,
      2,
    )}\n`,
    'shell/public/remotes.json': `${JSON.stringify(remotosDesarrollo(), null, 2)}\n`,
    'shell/src/federation/remotos.ts': `// Generated from topologia.json by scripts/generar.mjs: do not edit.
${REMOTOS.map((r) => `import type { Contrato as ${tipoDelContrato(r)} } from '${r.carpeta}/contrato';`)
  .sort()
  .join('\n')}

/** The remotes the shell mounts, by their federation name. */
export const REMOTE_NAMES = [${nombres}] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote's contract (its contrato.ts), by federation name: ./contratos.ts types against it. */
export interface ContratosDeLosRemotos {
${REMOTOS.map((r) => `  ${r.nombre}: ${tipoDelContrato(r)};`).join('\n')}
}
`,
    // The shell type-checks against every remote's contract: each is a workspace dependency of it.
    'shell/package.json': `${JSON.stringify(dependenciasDelShell(), null, 2)}\n`,
    ...Object.fromEntries(
      REMOTOS.map((r) => [`${r.carpeta}/src/cumple-contrato.ts`, cumpleContrato(modulosDe(r.carpeta))]),
    ),
    'bench/monolito/modulos.ts': modulosDelMonolito(),
    'firestore.rules': reglasEnsambladas(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const archivos = Object.entries(generados());
  for (const [archivo, contenido] of archivos) writeFileSync(path.join(ROOT, archivo), contenido);
  // Biome formats what it knows; the rules are written as their parts are.
  const formateables = archivos.map(([a]) => a).filter((a) => a !== 'firestore.rules');
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', ...formateables], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
