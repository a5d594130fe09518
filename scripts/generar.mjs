#!/usr/bin/env node
// Every file generated from topologia.json: firebase.json's hosting and functions sections, the shell's
// development /remotes.json and the shell's list of remote names (shell/src/federation/remotos.ts,
// for its types: browser code never reads topologia.json). `node scripts/generar.mjs` writes them (formatted by Biome, like
// every file); the unit test tooling/generados.test.ts fails when one says something else.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { functionsConfig, hostingConfig } from './hosting-config.mjs';
import { REMOTES, ROOT } from './lib/config.mjs';

/** path (from the root) → the file's expected content (as JSON text; its layout is Biome's). */
export function generados() {
  const firebase = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const remotos = Object.fromEntries(REMOTES.map((r) => [r.nombre, `http://localhost:${r.puerto}/mf-manifest.json`]));
  const nombres = REMOTES.map((r) => `'${r.nombre}'`).join(', ');
  return {
    'firebase.json': `${JSON.stringify({ ...firebase, functions: functionsConfig(), hosting: hostingConfig() }, null, 2)}\n`,
    'shell/public/remotes.json': `${JSON.stringify(remotos, null, 2)}\n`,
    'shell/src/federation/remotos.ts': `// Generated from topologia.json by scripts/generar.mjs: do not edit.
/** The remotes the shell mounts, by their federation name. */
export const REMOTE_NAMES = [${nombres}] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const archivos = Object.entries(generados());
  for (const [archivo, contenido] of archivos) writeFileSync(path.join(ROOT, archivo), contenido);
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', ...archivos.map(([a]) => a)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
