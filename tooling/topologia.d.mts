// Types of ./topologia.mjs, the one reading of topologia.json.

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
  carpetaDelEquipo: string;
  cabeceras: Record<string, string>;
}

interface Emulador {
  host: string;
  puerto: number;
}

export interface Topologia {
  apps: App[];
  funciones: Omit<Funcion, 'carpetaDelEquipo' | 'cabeceras'>[];
  emuladores: {
    proyecto: string;
    auth: Emulador;
    firestore: Emulador;
    functions: Emulador;
    apiKey: string;
    appId: string;
  };
  firebaseOrigins: string[];
}

export const TOPOLOGIA: Topologia;
export const APPS: readonly App[];
export const SHELL: App;
export const REMOTOS: readonly App[];
export const FUNCIONES: readonly Funcion[];
export const EMULADORES: Topologia['emuladores'];
export const PROYECTO_LOCAL: string;
export const AUTH_URL: string;
export const FIRESTORE_URL: string;
export const FUNCTIONS_URL: string;
export function urlDeFuncionLocal(f: Pick<Funcion, 'nombre' | 'region'>): string;
export const VARIABLES_EMULADORES: {
  PUBLIC_FIREBASE_API_KEY: string;
  PUBLIC_FIREBASE_PROJECT_ID: string;
  PUBLIC_FIREBASE_APP_ID: string;
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL: string;
  PUBLIC_FIRESTORE_EMULATOR_HOST: string;
};
export function appDeCarpeta(carpeta: string): App;
export function remotosDesarrollo(): Record<string, string>;
