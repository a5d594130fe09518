// The project's topology (topologia.json at the root) and what derives from it, once for every
// reader: scripts, Rsbuild configs, tests and the harness (its types are the JSON's own, below).
// Only Node code reads it: no browser bundle carries it.
import { readFileSync } from 'node:fs';

/** @typedef {typeof import('../topologia.json')} Topologia */
/** @typedef {Topologia['apps'][number]} App */
/**
 * A Cloud Function behind a route of the shell's site, with its team's folder and its headers.
 * @typedef {Topologia['funciones'][number] & { carpetaDelEquipo: string, cabeceras: Record<string, string> }} Funcion
 */

/**
 * @param {string} ruta
 * @returns {unknown}
 */
const leer = (ruta) => JSON.parse(readFileSync(new URL(ruta, import.meta.url), 'utf8'));

export const TOPOLOGIA = /** @type {Topologia} */ (leer('../topologia.json'));

/** @type {readonly App[]} */
export const APPS = TOPOLOGIA.apps;
// topologia.json always declares the shell, and each function's team among its apps.
export const SHELL = /** @type {App} */ (APPS.find((app) => app.nombre === 'shell'));
export const REMOTOS = APPS.filter((app) => app !== SHELL);

/**
 * Cloud Functions behind a route of the shell's site, each with its team's remote folder (whose
 * Rsbuild builds it) and the headers it sends (its src/cabeceras.json, which firebase.json gives
 * its route too).
 * @type {readonly Funcion[]}
 */
export const FUNCIONES = TOPOLOGIA.funciones.map((f) => ({
  ...f,
  carpetaDelEquipo: /** @type {App} */ (APPS.find((app) => app.nombre === f.equipo)).carpeta,
  cabeceras: Object.fromEntries(
    Object.entries(/** @type {Record<string, string>} */ (leer(`../${f.carpeta}/src/cabeceras.json`))).filter(
      ([clave]) => !clave.startsWith('$'),
    ),
  ),
}));

export const EMULADORES = TOPOLOGIA.emuladores;
/** The test and bench servers' ports (each app's development port is its `puerto`). */
export const PUERTOS = /** @type {Omit<Topologia['puertos'], '$comment'>} */ (
  Object.fromEntries(Object.entries(TOPOLOGIA.puertos).filter(([clave]) => !clave.startsWith('$')))
);
export const PROYECTO_LOCAL = EMULADORES.proyecto;
/**
 * Each emulator's host:port, as Firebase's *_EMULATOR_HOST variables name it.
 * @param {{ host: string, puerto: number }} emulador
 */
const direccion = ({ host, puerto }) => `${host}:${puerto}`;
export const DIRECCION_AUTH = direccion(EMULADORES.auth);
export const DIRECCION_FIRESTORE = direccion(EMULADORES.firestore);
export const DIRECCION_FUNCTIONS = direccion(EMULADORES.functions);
export const AUTH_URL = `http://${DIRECCION_AUTH}`;
export const FIRESTORE_URL = `http://${DIRECCION_FIRESTORE}`;
export const FUNCTIONS_URL = `http://${DIRECCION_FUNCTIONS}`;
/** maildev: the local mail server (SMTP) the functions send through, and its web page and REST API. */
export const SMTP_LOCAL = `smtp://${EMULADORES.correo.host}:${EMULADORES.correo.puerto}`;
export const MAILDEV_URL = `http://${EMULADORES.correo.host}:${EMULADORES.correo.puertoWeb}`;

/**
 * A function's URL on the local Functions emulator (what Hosting's rewrite reaches in production).
 * @param {Pick<Funcion, 'nombre' | 'region'>} f
 */
export const urlDeFuncionLocal = (f) => `${FUNCTIONS_URL}/${PROYECTO_LOCAL}/${f.region}/${f.nombre}`;

/** The app's build-time variables for the local emulators (what the run and test commands set). */
export const VARIABLES_EMULADORES = {
  PUBLIC_FIREBASE_API_KEY: EMULADORES.apiKey,
  PUBLIC_FIREBASE_PROJECT_ID: PROYECTO_LOCAL,
  PUBLIC_FIREBASE_APP_ID: EMULADORES.appId,
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL: AUTH_URL,
  PUBLIC_FIRESTORE_EMULATOR_HOST: DIRECCION_FIRESTORE,
};

/**
 * The app whose folder is `carpeta` (an Rsbuild config knows its own folder).
 * @param {string} carpeta
 * @returns {App}
 */
export function appDeCarpeta(carpeta) {
  const app = APPS.find((a) => a.carpeta === carpeta);
  if (!app) throw new Error(`topologia.json no declara la carpeta ${carpeta}`);
  return app;
}

/** The shell's development /remotes.json: each remote at its dev server (generated file). */
export const remotosDesarrollo = () =>
  Object.fromEntries(REMOTOS.map((r) => [r.nombre, `http://localhost:${r.puerto}/mf-manifest.json`]));
