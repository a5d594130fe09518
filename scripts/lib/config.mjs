// Local constants shared by the run, test and seed scripts, read from topologia.json (the one
// declaration of apps, folders, ports and emulators; tooling/topologia.ts types it for TS code).
// The app reads the PUBLIC_* values at build time (see .env.example); locally they point at the
// emulators with a demo- project.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * A path the user typed, from where they typed it: `pnpm --filter <app> <script>` runs in the
 * app's folder and says where it was called from in INIT_CWD.
 */
export const desdeQuienLlama = (ruta) => path.resolve(process.env.INIT_CWD ?? process.cwd(), ruta);
export const TOPOLOGIA = JSON.parse(readFileSync(path.join(ROOT, 'topologia.json'), 'utf8'));

const { emuladores } = TOPOLOGIA;
export const PROJECT_ID = emuladores.proyecto;
export const AUTH_PORT = emuladores.auth.puerto;
export const FIRESTORE_PORT = emuladores.firestore.puerto;
export const AUTH_HOST = `${emuladores.auth.host}:${AUTH_PORT}`;
export const FIRESTORE_HOST = `${emuladores.firestore.host}:${FIRESTORE_PORT}`;
export const FUNCTIONS_PORT = emuladores.functions.puerto;
export const FUNCTIONS_HOST = `${emuladores.functions.host}:${FUNCTIONS_PORT}`;
/**
 * Cloud Functions behind a route of the shell's site: { nombre, equipo, carpeta, region, ruta,
 * carpetaDelEquipo, cabeceras }. `carpetaDelEquipo`: its team's remote folder (whose Rsbuild builds
 * it); `cabeceras`: the headers the function sends, from its src/cabeceras.json, which
 * firebase.json gives its route too.
 */
export const FUNCIONES = TOPOLOGIA.funciones.map((f) => {
  const json = JSON.parse(readFileSync(path.join(ROOT, f.carpeta, 'src', 'cabeceras.json'), 'utf8'));
  return {
    ...f,
    carpetaDelEquipo: TOPOLOGIA.apps.find((app) => app.nombre === f.equipo).carpeta,
    cabeceras: Object.fromEntries(Object.entries(json).filter(([clave]) => !clave.startsWith('$'))),
  };
});
/** A function's URL on the local Functions emulator (what Hosting's rewrite reaches in production). */
export const urlDeFuncionLocal = (f) => `http://${FUNCTIONS_HOST}/${PROJECT_ID}/${f.region}/${f.nombre}`;

/** Every deployable: { nombre, carpeta, puerto, sitio, origen }. */
export const APPS = TOPOLOGIA.apps;
export const SHELL = APPS.find((app) => app.nombre === 'shell');
export const REMOTOS = APPS.filter((app) => app !== SHELL);

/** Build-time variables for the local emulators. */
export const EMULATOR_APP_ENV = {
  PUBLIC_FIREBASE_API_KEY: emuladores.apiKey,
  PUBLIC_FIREBASE_PROJECT_ID: PROJECT_ID,
  PUBLIC_FIREBASE_APP_ID: emuladores.appId,
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL: `http://${AUTH_HOST}`,
  PUBLIC_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
};

export const DEMO_USER = { email: 'demo@recibos.test', password: 'demo1234', displayName: 'Demo' };
export const ADMIN_USER = { email: 'admin@recibos.test', password: 'admin1234', displayName: 'Admin' };

export const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Debian's Chromium as the E2E suite and the bench launch it. Without the background-networking
 * flags Chromium keeps dialling Google on a closed network.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
