#!/usr/bin/env node
// Writes firebase.json's "hosting" section (multi-site: one site per deployable) from
// deploy.config.json and the shared header rules in scripts/lib/headers.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/config.mjs';
import { headerRules } from './lib/headers.mjs';

export function hostingConfig(deploy) {
  const remoteOrigins = Object.values(deploy.remotes).map((r) => r.origin);
  const common = { shellOrigin: deploy.shell.origin, remoteOrigins, firebaseOrigins: deploy.firebaseOrigins };
  const site = (name, dir, kind, extra = {}) => ({
    site: name,
    public: `${dir}/dist`,
    ignore: ['firebase.json', '**/.*', '**/node_modules/**', 'mf-stats.json'],
    headers: headerRules({ kind, ...common }).map(({ source, headers }) => ({
      source,
      headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
    })),
    ...extra,
  });
  return [
    // The shell is a single-page app: every unknown path serves index.html (deep links reload).
    site(deploy.shell.site, 'shell', 'shell', { rewrites: [{ source: '**', destination: '/index.html' }] }),
    ...Object.values(deploy.remotes).map((r) => site(r.site, r.dir, 'remote')),
  ];
}

/** The shell's runtime configuration for production: remote name → its mf-manifest.json. */
export function remotesJson(deploy) {
  return Object.fromEntries(Object.entries(deploy.remotes).map(([name, r]) => [name, `${r.origin}/mf-manifest.json`]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const deploy = JSON.parse(readFileSync(path.join(ROOT, 'deploy.config.json'), 'utf8'));
  if (process.argv.includes('--remotes-json')) {
    // Replaces the development map the shell build copied from shell/public.
    const destino = path.join(ROOT, 'shell', 'dist', 'remotes.json');
    writeFileSync(destino, `${JSON.stringify(remotesJson(deploy), null, 2)}\n`);
    console.log(`${destino} apunta a los remotos de producción.`);
    process.exit(0);
  }
  const file = path.join(ROOT, 'firebase.json');
  const firebase = JSON.parse(readFileSync(file, 'utf8'));
  firebase.hosting = hostingConfig(deploy);
  writeFileSync(file, `${JSON.stringify(firebase, null, 2)}\n`);
  console.log('firebase.json: sección hosting actualizada.');
}
