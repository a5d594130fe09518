// Versioned, immutable deploys (docs/despliegue.md). A remote's build is published under a path
// named by its content, /v/<versión>/, in the folder its Hosting site deploys (despliegue/<sitio>/,
// firebase.json), and never changes after that (cached for a year). Which version users get is
// the shell's runtime configuration, despliegue/<sitio del shell>/remotes.json (no-cache): a
// rollout, a canary and a rollback only rewrite that file; no build of anything.
//
// The despliegue/ folder is the deployed state: each `firebase deploy` uploads the whole folder
// of a site (Hosting skips files it already has), so older versions stay published for sessions
// still running them and for a rollback. Keep it between deploys (CI cache or artifact).
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { comprobarPaginasPintadas } from '../../shell/primera-pintura/html.mjs';
import { REMOTOS, SHELL } from '../../tooling/topologia.mjs';
import { ROOT } from './config.mjs';

export const DESPLIEGUE = path.join(ROOT, 'despliegue');

/**
 * The shell's runtime configuration (remotes.json): per remote, its manifest URL or its versions.
 * @typedef {{ url: string, porcentaje: number }} Canario
 * @typedef {{ estable?: string, anterior?: string, canario?: Canario }} Versiones
 * @typedef {string | Versiones} Entrada
 * @typedef {Record<string, Entrada>} Configuracion
 * @typedef {{ despliegue?: string, origen?: string | undefined }} Opciones
 */

/** Build files no site serves: the bundler's stats and source maps (bench builds have them). */
const sePublica = (/** @type {string} */ relativa) => !/(^|\/)mf-stats\.json$|\.map$/.test(relativa);

/** A build's published files, as sorted "/"-separated paths relative to it. */
const archivos = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((ruta) => ruta.split(path.sep).join('/'))
    .filter((ruta) => sePublica(ruta) && statSync(path.join(dir, ruta)).isFile())
    .sort();

/**
 * Copies a build's published files, but `salvo`'s, into `destino`.
 * @param {string} dist
 * @param {string} destino
 * @param {string[]} [salvo]
 */
const copiar = (dist, destino, salvo = []) =>
  cpSync(dist, destino, {
    recursive: true,
    filter: (origen) => {
      const ruta = path.relative(dist, origen).split(path.sep).join('/');
      return sePublica(ruta) && !salvo.includes(ruta);
    },
  });

/**
 * The version of a build: a hash of every file it publishes (names and contents).
 * @param {string} dist
 */
export function versionDe(dist) {
  const hash = createHash('sha256');
  for (const archivo of archivos(dist)) {
    hash.update(`${archivo}\0`);
    hash.update(readFileSync(path.join(dist, archivo)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** @param {string} carpeta */
export function remotoDeCarpeta(carpeta) {
  const app = REMOTOS.find((r) => r.carpeta === carpeta);
  if (!app) throw new Error(`${carpeta} no es un remoto (${REMOTOS.map((r) => r.carpeta).join(', ')}).`);
  return app;
}

/**
 * @param {import('../../tooling/topologia.mjs').App} app
 * @param {string} version
 * @param {string} despliegue
 */
const dirVersion = (app, version, despliegue) => path.join(despliegue, app.sitio, 'v', version);

/**
 * Publishes a remote's build as an immutable version. Publishing the same build again changes nothing.
 * @param {string} carpeta
 * @param {{ dist?: string, despliegue?: string }} [opciones]
 */
export function publicar(carpeta, { dist = path.join(ROOT, carpeta, 'dist'), despliegue = DESPLIEGUE } = {}) {
  const app = remotoDeCarpeta(carpeta);
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(`No hay build de ${carpeta} en ${dist}: pnpm --filter ${carpeta} build`);
  }
  const version = versionDe(dist);
  const destino = dirVersion(app, version, despliegue);
  const nueva = !existsSync(destino);
  if (nueva) {
    // Copied aside and renamed: a version folder is either complete or absent.
    const temporal = `${destino}.parcial`;
    rmSync(temporal, { recursive: true, force: true });
    copiar(dist, temporal);
    renameSync(temporal, destino);
  }
  return { version, destino, nueva };
}

/**
 * Publishes the shell's build into its site's folder. Files of earlier shells stay (their chunks
 * are content-hashed): a page still running one keeps loading its lazy parts. The runtime
 * configuration is not the build's: remotes.json is left as the rollouts wrote it.
 */
export function publicarShell({ dist = path.join(ROOT, SHELL.carpeta, 'dist'), despliegue = DESPLIEGUE } = {}) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`No hay build del shell en ${dist}: pnpm --filter shell build`);
  }
  comprobarPaginasPintadas(dist);
  const destino = path.join(despliegue, SHELL.sitio);
  copiar(dist, destino, ['remotes.json']);
  return { destino, configurado: existsSync(archivoConfiguracion(despliegue)) };
}

export const archivoConfiguracion = (despliegue = DESPLIEGUE) => path.join(despliegue, SHELL.sitio, 'remotes.json');

/** @returns {Configuracion} */
export function leerConfiguracion(despliegue = DESPLIEGUE) {
  const archivo = archivoConfiguracion(despliegue);
  return existsSync(archivo) ? JSON.parse(readFileSync(archivo, 'utf8')) : {};
}

/**
 * @param {Configuracion} configuracion
 * @param {string} despliegue
 */
function escribirConfiguracion(configuracion, despliegue) {
  const archivo = archivoConfiguracion(despliegue);
  mkdirSync(path.dirname(archivo), { recursive: true });
  // Written aside and renamed, so the file served is never half-written.
  writeFileSync(`${archivo}.nuevo`, `${JSON.stringify(configuracion, null, 2)}\n`);
  renameSync(`${archivo}.nuevo`, archivo);
}

/**
 * A remote's entry as an object (a plain URL is a stable version with nothing before it).
 * @param {Entrada} entrada
 * @returns {Versiones}
 */
const comoVersiones = (entrada) => (typeof entrada === 'string' ? { estable: entrada } : { ...entrada });

/**
 * The version a manifest URL names, or the URL itself when it is not a versioned one.
 * @param {string | undefined} url
 */
export const versionDeUrl = (url) => /\/v\/([0-9a-f]+)\/mf-manifest\.json$/.exec(url ?? '')?.[1] ?? url;

/**
 * @param {string} carpeta
 * @param {string} version
 * @param {{ despliegue: string, origen?: string | undefined }} opciones
 */
function urlPublicada(carpeta, version, { despliegue, origen }) {
  const app = remotoDeCarpeta(carpeta);
  if (!existsSync(path.join(dirVersion(app, version, despliegue), 'mf-manifest.json'))) {
    throw new Error(
      `La versión ${version} de ${carpeta} no está publicada en ${path.relative(ROOT, despliegue) || despliegue} (pnpm --filter ${carpeta} publicar).`,
    );
  }
  return { app, url: `${origen ?? app.origen}/v/${version}/mf-manifest.json` };
}

/**
 * Everyone gets `version` (a canary of it is promoted); the stable one before becomes `anterior`.
 * @param {string} carpeta
 * @param {string} version
 * @param {Opciones} [opciones]
 */
export function lanzar(carpeta, version, { despliegue = DESPLIEGUE, origen } = {}) {
  const { app, url } = urlPublicada(carpeta, version, { despliegue, origen });
  const configuracion = leerConfiguracion(despliegue);
  const antes = comoVersiones(configuracion[app.nombre] ?? {});
  const anterior = antes.estable && antes.estable !== url ? antes.estable : antes.anterior;
  configuracion[app.nombre] = { estable: url, ...(anterior ? { anterior } : {}) };
  escribirConfiguracion(configuracion, despliegue);
  return { antes: versionDeUrl(antes.estable), ahora: version };
}

/**
 * `porcentaje` of browsers (stable per browser) get `version`; the rest keep the stable one.
 * @param {string} carpeta
 * @param {string} version
 * @param {number} porcentaje
 * @param {Opciones} [opciones]
 */
export function canario(carpeta, version, porcentaje, { despliegue = DESPLIEGUE, origen } = {}) {
  if (!Number.isInteger(porcentaje) || porcentaje < 1 || porcentaje > 99) {
    throw new Error('El porcentaje del canario es un entero de 1 a 99 (100 es un lanzamiento: versiones lanzar).');
  }
  const { app, url } = urlPublicada(carpeta, version, { despliegue, origen });
  const configuracion = leerConfiguracion(despliegue);
  const actual = comoVersiones(configuracion[app.nombre] ?? {});
  if (!actual.estable) throw new Error(`${carpeta} no tiene versión estable: lanza una antes de probar un canario.`);
  if (actual.estable === url) throw new Error(`${version} ya es la versión estable de ${carpeta}.`);
  configuracion[app.nombre] = { ...actual, canario: { url, porcentaje } };
  escribirConfiguracion(configuracion, despliegue);
  return { estable: versionDeUrl(actual.estable), canario: version, porcentaje };
}

/**
 * Undoes the last step: a canary is withdrawn; otherwise the stable version goes back to `anterior`.
 * @param {string} carpeta
 * @param {{ despliegue?: string }} [opciones]
 */
export function revertir(carpeta, { despliegue = DESPLIEGUE } = {}) {
  const app = remotoDeCarpeta(carpeta);
  const configuracion = leerConfiguracion(despliegue);
  const actual = comoVersiones(configuracion[app.nombre] ?? {});
  if (actual.canario) {
    const { canario: retirado, ...resto } = actual;
    configuracion[app.nombre] = resto;
    escribirConfiguracion(configuracion, despliegue);
    return { retirado: versionDeUrl(retirado.url), ahora: versionDeUrl(actual.estable) };
  }
  if (!actual.anterior) throw new Error(`${carpeta} no tiene versión anterior a la que volver.`);
  configuracion[app.nombre] = { estable: actual.anterior };
  escribirConfiguracion(configuracion, despliegue);
  return { retirado: versionDeUrl(actual.estable), ahora: versionDeUrl(actual.anterior) };
}

/** Per remote: the versions configured and the ones published. */
export function estado({ despliegue = DESPLIEGUE } = {}) {
  const configuracion = leerConfiguracion(despliegue);
  return REMOTOS.map((app) => {
    const guardada = configuracion[app.nombre];
    const entrada = guardada === undefined ? {} : comoVersiones(guardada);
    const dir = path.join(despliegue, app.sitio, 'v');
    return {
      carpeta: app.carpeta,
      estable: versionDeUrl(entrada.estable),
      anterior: versionDeUrl(entrada.anterior),
      canario: entrada.canario && {
        version: versionDeUrl(entrada.canario.url),
        porcentaje: entrada.canario.porcentaje,
      },
      publicadas: existsSync(dir) ? readdirSync(dir).filter((v) => !v.endsWith('.parcial')) : [],
    };
  });
}

/**
 * The deployment's history (historial.json at the state's root, beside the sites: never served):
 * one entry per promotion, with the canary's figures and whether the judgement was overridden
 * (--forzar). In a state kept in a repository it is committed with the change it records.
 * @typedef {{ fecha: string, orden: string, remoto: string, version: string, forzado: boolean, motivos: string[], cifras?: unknown }} EntradaDelHistorial
 */
export const archivoHistorial = (despliegue = DESPLIEGUE) => path.join(despliegue, 'historial.json');

/** @returns {EntradaDelHistorial[]} */
export function leerHistorial(despliegue = DESPLIEGUE) {
  const archivo = archivoHistorial(despliegue);
  return existsSync(archivo) ? JSON.parse(readFileSync(archivo, 'utf8')) : [];
}

/**
 * @param {EntradaDelHistorial} entrada
 * @param {string} [despliegue]
 */
export function anotarEnElHistorial(entrada, despliegue = DESPLIEGUE) {
  const archivo = archivoHistorial(despliegue);
  mkdirSync(path.dirname(archivo), { recursive: true });
  writeFileSync(`${archivo}.nuevo`, `${JSON.stringify([...leerHistorial(despliegue), entrada], null, 2)}\n`);
  renameSync(`${archivo}.nuevo`, archivo);
}
