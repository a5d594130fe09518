#!/usr/bin/env node
// firebase.json's "hosting" and "functions" sections (multi-site: one site per deployable), from topologia.json
// and the shared header rules in scripts/lib/headers.mjs. Each site deploys its folder under
// despliegue/ (scripts/lib/versiones.mjs fills them). `node scripts/generar.mjs` rewrites every
// generated file.
import { FUNCIONES, TOPOLOGIA } from './lib/config.mjs';
import { headerRules } from './lib/headers.mjs';

export function hostingConfig(topologia = TOPOLOGIA, funciones = FUNCIONES) {
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
    headers: headerRules({ kind, ...common, funciones: kind === 'shell' ? funciones : [] }).map(
      ({ source, headers }) => ({
        source,
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
      }),
    ),
    ...extra,
  });
  return [
    // The shell is a single-page app: every unknown path serves index.html (deep links reload),
    // but for the routes a Cloud Function answers (the payer's page, server-rendered).
    site(shell, 'shell', {
      rewrites: [
        ...funciones.map((f) => ({ source: f.ruta, function: { functionId: f.nombre, region: f.region } })),
        { source: '**', destination: '/index.html' },
      ],
    }),
    ...remotos.map((r) => site(r, 'remote')),
  ];
}

/**
 * firebase.json's "functions" section: one codebase per function folder, deployed from its lib/
 * bundle and package.json (the sources and tests stay behind).
 */
export function functionsConfig(funciones = FUNCIONES) {
  return funciones.map((f) => ({
    source: f.carpeta,
    codebase: f.carpeta.split('/').join('-'),
    // Node 20 was decommissioned on Cloud Functions on 2026-10-30. Locally the emulator runs the
    // function on the machine's Node (20), which runs the same bundle.
    runtime: 'nodejs22',
    // lib/ is built, never committed: a deploy builds it first.
    predeploy: [`pnpm --filter ${f.carpetaDelEquipo} build:funciones`],
    ignore: ['node_modules', 'src', '*.ts', '*.log', '.*'],
  }));
}
