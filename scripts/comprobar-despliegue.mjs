#!/usr/bin/env node
// `pnpm --filter <remote> deploy:check [--against <remotes.json URL or file>]`: can this build of
// the remote go out without breaking what is deployed? The candidate (this checkout's build, or
// --candidato <build folder>) is compared with the deployed shell and remote, and loaded into
// the deployed shell for a smoke test of every route it serves. Fails, with the reason, for a
// shared library range the shell does not satisfy, an exposed module gone or renamed, a contract
// type consumers can no longer use, a Cloud Function of the team that would not load or not be
// what Hosting's rewrite calls, or a page that breaks on load.
//
// Without --against, "deployed" is main: its builds served locally with the emulators (the
// production preview of main). With --against <URL>, the shell is that URL's origin; with a
// file, pass --shell <origin>. --usuario email:clave signs the smoke test in (default: the demo user).
// --sin-humo: only the comparisons (ranges, exposed modules, contract), in seconds, no browser.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, FUNCIONES, PUERTOS, VARIABLES_EMULADORES } from '../tooling/topologia.mjs';
import { buildApp, buildFunciones } from './build-all.mjs';
import { E2E_BASE_PORT } from './e2e-servidores.mjs';
import { contratoIncompatible, modulosQueFaltan, rangosIncompatibles } from './lib/compatibilidad.mjs';
import { DEMO_USER, desdeQuienLlama, ROOT } from './lib/config.mjs';
import { archivoEnMain, distsDesdeMain } from './lib/desde-main.mjs';
import { run, start, stop, waitForUrl } from './lib/processes.mjs';
import { sitioLocal } from './lib/serve-builds.mjs';
import { closeServer, serveDir } from './lib/servidor-hosting.mjs';

/** Where the candidate is served for the smoke test (which adds it to the shell's CSP). */
const PUERTO_CANDIDATO = PUERTOS.candidato;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    against: { type: 'string' },
    shell: { type: 'string' },
    candidato: { type: 'string' },
    'sin-build': { type: 'boolean' },
    'sin-humo': { type: 'boolean' },
    usuario: { type: 'string' },
  },
});
const carpeta = positionals[0] ?? path.basename(process.cwd());
const remoto = APPS.find((a) => a.carpeta === carpeta && a.nombre !== 'shell');
if (!remoto) {
  console.error('Uso: node scripts/comprobar-despliegue.mjs <mf-…> [--against <remotes.json>] [--candidato <build>]');
  process.exit(2);
}
// Named again once known: the functions below may not assume the check above ran first.
const app = remoto;

/** The candidate's build: --candidato (a build folder, or a package folder with dist/), or ours. */
function distDelCandidato() {
  if (!values.candidato) return path.join(ROOT, carpeta, 'dist');
  const dir = desdeQuienLlama(values.candidato);
  return existsSync(path.join(dir, 'mf-manifest.json')) ? dir : path.join(dir, 'dist');
}

/**
 * A URL's or a file's text.
 * @param {string} fuente
 */
async function leerTexto(fuente) {
  if (!/^https?:/.test(fuente)) return readFileSync(desdeQuienLlama(fuente), 'utf8');
  const respuesta = await fetch(fuente, { cache: 'no-store' });
  if (!respuesta.ok) throw new Error(`${fuente} respondió ${respuesta.status}`);
  return respuesta.text();
}
/**
 * A URL's or a file's JSON, as its reader says it is.
 * @param {string} fuente
 * @returns {Promise<unknown>}
 */
const leerJson = async (fuente) => JSON.parse(await leerTexto(fuente));
/** @typedef {import('./lib/compatibilidad.mjs').Manifiesto} Manifiesto */

const limpiar = [];
const fallos = [];
try {
  let against = values.against;
  let shell = values.shell ?? (against && /^https?:/.test(against) ? new URL(against).origin : undefined);
  if (!against) {
    console.log('Desplegado = main: builds de main servidos en local con los emuladores…');
    const dists = await distsDesdeMain(
      APPS.map((a) => a.carpeta),
      { sinConfiguracion: true },
    );
    const servidores = start('servidores de main', 'node', ['scripts/e2e-servidores.mjs'], {
      cwd: ROOT,
      env: { E2E_DISTS: JSON.stringify(dists) },
      quiet: true,
    });
    limpiar.push(() => stop(servidores, 'SIGINT', 30_000));
    shell = `http://127.0.0.1:${E2E_BASE_PORT}`;
    against = `${shell}/remotes.json`;
    await waitForUrl(shell, { child: servidores, timeoutMs: 180_000 });
  }
  if (!shell) throw new Error('Con --against <archivo>, indica también --shell <origen del shell desplegado>.');

  if (!values.candidato && !values['sin-build']) await buildApp(carpeta, { env: VARIABLES_EMULADORES });
  const distCandidato = distDelCandidato();
  if (
    !existsSync(path.join(distCandidato, 'mf-manifest.json')) ||
    !existsSync(path.join(distCandidato, 'mf-contrato.ts'))
  )
    throw new Error(`No hay build del candidato en ${distCandidato} (pnpm --filter ${carpeta} build).`);
  // What is deployed first: a wrong --against fails before anything is served.
  // remotes.json: each remote's manifest URL, or its versions (`estable`: what is deployed).
  const mapa = /** @type {Record<string, string | { estable?: string } | undefined>} */ (await leerJson(against));
  const entrada = mapa[app.nombre];
  const desplegadoUrl = typeof entrada === 'string' ? entrada : entrada?.estable;
  if (!desplegadoUrl) throw new Error(`${against} no dice dónde está ${app.nombre}.`);
  const servidor = await serveDir({
    dir: distCandidato,
    port: PUERTO_CANDIDATO,
    sitio: sitioLocal('remote', { shellOrigin: shell, remoteOrigins: [] }),
  });
  limpiar.push(() => closeServer(servidor));
  const manifiestoCandidato = `http://127.0.0.1:${PUERTO_CANDIDATO}/mf-manifest.json`;

  const candidato = /** @type {Manifiesto} */ (await leerJson(manifiestoCandidato));
  const desplegado = /** @type {Manifiesto} */ (await leerJson(new URL(desplegadoUrl, shell).href));
  const manifiestoShell = /** @type {Manifiesto | null} */ (
    await leerJson(`${shell}/mf-manifest.json`).catch(() => null)
  );

  console.log(`\nComprobando ${carpeta}: candidato ${path.relative(ROOT, distCandidato)} frente a ${against}`);
  if (manifiestoShell) fallos.push(...rangosIncompatibles(candidato, manifiestoShell));
  else console.log('  (el shell desplegado no publica mf-manifest.json: los rangos los juzga la prueba de humo)');
  fallos.push(...modulosQueFaltan(candidato, desplegado));
  // The deployed build's contract is published beside its manifest; an older build without one
  // is judged against main's.
  const contratoDesplegado = await leerTexto(new URL('mf-contrato.ts', new URL(desplegadoUrl, shell)).href).catch(
    () => {
      console.log(`  (la versión desplegada no publica mf-contrato.ts: se compara con ${carpeta}/contrato.ts de main)`);
      return archivoEnMain(`${carpeta}/contrato.ts`);
    },
  );
  fallos.push(
    ...contratoIncompatible(
      carpeta,
      readFileSync(path.join(distCandidato, 'mf-contrato.ts'), 'utf8'),
      contratoDesplegado,
    ),
  );

  fallos.push(...(await funcionesDelEquipo()));

  if (values['sin-humo']) console.log('  (sin prueba de humo: --sin-humo)');
  else fallos.push(...(await pruebaDeHumo(shell, manifiestoCandidato)));
} catch (error) {
  fallos.push(`No se pudo comprobar: ${/** @type {Error} */ (error).message ?? error}`);
} finally {
  for (const paso of limpiar.reverse()) await paso();
}

if (fallos.length > 0) {
  console.error(`\n✗ No despliegues ${carpeta}:\n  - ${fallos.join('\n  - ')}`);
  process.exit(1);
}
console.log(
  values['sin-humo']
    ? `\n✓ ${carpeta}: rangos compartidos, módulos expuestos y contrato en orden (sin prueba de humo: no basta para desplegar).`
    : `\n✓ ${carpeta} se puede desplegar: rangos compartidos, módulos expuestos, contrato, funciones y rutas en orden.`,
);

/**
 * The team's Cloud Functions (topologia.json): each bundle, built from this checkout, loads in a
 * fresh Node and exports the name firebase.json's rewrite names, as an HTTPS function open to
 * anyone (or a callable one), in its declared region. (What they answer is their team's E2E.)
 */
async function funcionesDelEquipo() {
  const propias = FUNCIONES.filter((f) => f.equipo === app.nombre);
  if (propias.length === 0) return [];
  if (!values['sin-build']) await buildFunciones();
  const fallos = [];
  for (const f of propias) {
    const modulo = path.join(ROOT, f.carpeta, 'lib', 'index.js');
    const guion = `const m = await import(${JSON.stringify(modulo)}); console.log(JSON.stringify(m[${JSON.stringify(f.nombre)}]?.__endpoint ?? null));`;
    try {
      const extremo = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', guion], { cwd: ROOT }).toString(),
      );
      // A callable function is HTTPS too, and firebase-tools deploys it open to anyone (it checks
      // the caller's session itself).
      if (extremo?.callableTrigger && extremo.region?.includes(f.region))
        console.log(`  función ${f.nombre}: carga, invocable (callable) en ${f.region}`);
      else if (!extremo?.httpsTrigger && !extremo?.callableTrigger)
        fallos.push(`${f.carpeta} no exporta ${f.nombre} como función HTTPS.`);
      else if (extremo.httpsTrigger && !extremo.httpsTrigger.invoker?.includes('public'))
        fallos.push(`${f.nombre} no es pública: Hosting no podría llamarla para los pagadores.`);
      else if (!extremo.region?.includes(f.region))
        fallos.push(`${f.nombre} se desplegaría en ${extremo.region}, no en ${f.region} (topologia.json).`);
      else console.log(`  función ${f.nombre}: carga, HTTPS pública en ${f.region}`);
    } catch (error) {
      fallos.push(
        `${f.carpeta}: su bundle no carga (${String(/** @type {Error} */ (error).message ?? error).split('\n')[0]}).`,
      );
    }
  }
  return fallos;
}

/**
 * Loads the candidate into the deployed shell and visits, signed in, every route it serves or
 * loads a module of (e2e/contrato/): the reasons it failed, if any.
 * @param {string} shell the deployed shell's origin
 * @param {string} manifiestoCandidato
 * @returns {Promise<string[]>}
 */
async function pruebaDeHumo(shell, manifiestoCandidato) {
  const [email, clave] = (values.usuario ?? `${DEMO_USER.email}:${DEMO_USER.password}`).split(':');
  const informe = path.join(ROOT, '.equipos', `humo-${carpeta}.json`);
  rmSync(informe, { force: true });
  try {
    await run('playwright', ['test', '-c', 'e2e/contrato/playwright.config.ts'], {
      cwd: ROOT,
      env: {
        HUMO_SHELL: shell,
        HUMO_REMOTO: app.nombre,
        HUMO_MANIFIESTO: manifiestoCandidato,
        HUMO_USUARIO: `${email}:${clave}`,
        HUMO_INFORME: informe,
      },
    });
    return [];
  } catch {
    const rutas = existsSync(informe) ? JSON.parse(readFileSync(informe, 'utf8')) : [];
    return [
      rutas.length > 0
        ? `Prueba de humo: con el candidato, ${rutas.join('; ')}.`
        : `Prueba de humo: la visita a las rutas que sirve ${app.nombre} no terminó (detalle arriba).`,
    ];
  }
}
