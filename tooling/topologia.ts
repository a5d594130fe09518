// The project's topology (topologia.json at the root), typed, and what derives from it. Everything
// that needs an app's name, folder or port, or the emulators' addresses, reads it from here (or,
// in plain .mjs scripts, from scripts/lib/config.mjs, which reads the same file). Only Node code
// reads it (configs, scripts, tests): no browser bundle carries it.
import { createRequire } from 'node:module';

export interface App {
  /** Federation name: `shell` or `mf_*`. */
  nombre: string;
  carpeta: string;
  /** Development server port. */
  puerto: number;
  /** Firebase Hosting site and its production origin. */
  sitio: string;
  origen: string;
}

/** A Cloud Function behind a route of the shell's site (Hosting rewrites `ruta` to it). */
export interface Funcion {
  nombre: string;
  /** The federation name of the team that owns it (its remote). */
  equipo: string;
  carpeta: string;
  region: string;
  ruta: string;
}

interface Topologia {
  apps: App[];
  funciones: Funcion[];
  emuladores: {
    proyecto: string;
    auth: { host: string; puerto: number };
    firestore: { host: string; puerto: number };
    functions: { host: string; puerto: number };
    apiKey: string;
    appId: string;
  };
  firebaseOrigins: string[];
}

// require(), not an import attribute: it reads the JSON the same way under every loader here
// (Rsbuild's config loader, Vitest, Playwright).
const topologia = createRequire(import.meta.url)('../topologia.json') as Topologia;

export const APPS: readonly App[] = topologia.apps;
export const SHELL = APPS.find((app) => app.nombre === 'shell') as App;
export const REMOTOS: readonly App[] = APPS.filter((app) => app !== SHELL);

export const FUNCIONES: readonly Funcion[] = topologia.funciones;

export const EMULADORES = topologia.emuladores;
export const PROYECTO_LOCAL = EMULADORES.proyecto;
export const AUTH_URL = `http://${EMULADORES.auth.host}:${EMULADORES.auth.puerto}`;
export const FIRESTORE_URL = `http://${EMULADORES.firestore.host}:${EMULADORES.firestore.puerto}`;

/** A function's URL on the local Functions emulator (what Hosting's rewrite reaches in production). */
export const urlDeFuncionLocal = (f: Funcion) =>
  `http://${EMULADORES.functions.host}:${EMULADORES.functions.puerto}/${PROYECTO_LOCAL}/${f.region}/${f.nombre}`;

/** The app's build-time variables for the local emulators (what the run and test commands set). */
export const VARIABLES_EMULADORES = {
  PUBLIC_FIREBASE_API_KEY: EMULADORES.apiKey,
  PUBLIC_FIREBASE_PROJECT_ID: PROYECTO_LOCAL,
  PUBLIC_FIREBASE_APP_ID: EMULADORES.appId,
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL: AUTH_URL,
  PUBLIC_FIRESTORE_EMULATOR_HOST: `${EMULADORES.firestore.host}:${EMULADORES.firestore.puerto}`,
};

export const FIREBASE_ORIGINS: readonly string[] = topologia.firebaseOrigins;

/** The app whose folder is `carpeta` (an Rsbuild config knows its own folder). */
export function appDeCarpeta(carpeta: string): App {
  const app = APPS.find((a) => a.carpeta === carpeta);
  if (!app) throw new Error(`topologia.json no declara la carpeta ${carpeta}`);
  return app;
}

/** The shell's development /remotes.json: each remote at its dev server (generated file). */
export function remotosDesarrollo(): Record<string, string> {
  return Object.fromEntries(REMOTOS.map((r) => [r.nombre, `http://localhost:${r.puerto}/mf-manifest.json`]));
}
