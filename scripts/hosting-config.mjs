#!/usr/bin/env node
// firebase.json's "hosting" section (multi-site: one site per deployable), from topologia.json
// and the shared header rules in scripts/lib/headers.mjs. Each site deploys its folder under
// despliegue/ (scripts/lib/versiones.mjs fills them). `node scripts/generar.mjs` rewrites every
// generated file.
import { TOPOLOGIA } from './lib/config.mjs';
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
    public: `despliegue/${app.sitio}`,
    ignore: ['**/.*', '**/*.parcial/**', '**/*.nuevo'],
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
