#!/usr/bin/env node
// firebase.json's "hosting" section (multi-site: one site per deployable) and the shell's
// production /remotes.json, from topologia.json and the shared header rules in
// scripts/lib/headers.mjs. `node scripts/generar.mjs` rewrites every generated file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT, SHELL, TOPOLOGIA } from './lib/config.mjs';
import { headerRules } from './lib/headers.mjs';

export function hostingConfig(topologia = TOPOLOGIA) {
  const remotos = topologia.apps.filter((app) => app.nombre !== 'shell');
  const shell = topologia.apps.find((app) => app.nombre === 'shell');
  const common = {
    shellOrigin: shell.origen,
    remoteOrigins: remotos.map((r) => r.origen),
    firebaseOrigins: topologia.firebaseOrigins,
  };
  const site = (app, kind, extra = {}) => ({
    site: app.sitio,
    public: `${app.carpeta}/dist`,
    ignore: ['firebase.json', '**/.*', '**/node_modules/**', 'mf-stats.json'],
    headers: headerRules({ kind, ...common }).map(({ source, headers }) => ({
      source,
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
    ...extra,
  });
  return [
    // The shell is a single-page app: every unknown path serves index.html (deep links reload).
    site(shell, 'shell', { rewrites: [{ source: '**', destination: '/index.html' }] }),
    ...remotos.map((r) => site(r, 'remote')),
  ];
}

/** The shell's runtime configuration for production: remote name → its mf-manifest.json. */
export function remotesJson(remotos = REMOTES) {
  return Object.fromEntries(remotos.map((r) => [r.nombre, `${r.origen}/mf-manifest.json`]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--remotes-json')) {
    // Replaces the development map the shell build copied from shell/public.
    const destino = path.join(ROOT, SHELL.carpeta, 'dist', 'remotes.json');
    writeFileSync(destino, `${JSON.stringify(remotesJson(), null, 2)}\n`);
    console.log(`${destino} apunta a los remotos de producción.`);
  } else {
    console.log('Usa `node scripts/generar.mjs` (firebase.json y shell/public/remotes.json a la vez).');
  }
}
