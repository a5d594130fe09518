// Types of ./topologia.mjs, the one reading of topologia.json, taken from the JSON itself.
import type topologia from '../topologia.json';

type Topologia = typeof topologia;
export type App = Topologia['apps'][number];
/** A Cloud Function behind a route of the shell's site, with its team's folder and its headers. */
export type Funcion = Topologia['funciones'][number] & { carpetaDelEquipo: string; cabeceras: Record<string, string> };

export const TOPOLOGIA: Topologia;
export const APPS: readonly App[];
export const SHELL: App;
export const REMOTOS: readonly App[];
export const FUNCIONES: readonly Funcion[];
export const EMULADORES: Topologia['emuladores'];
export const PUERTOS: Omit<Topologia['puertos'], '$comment'>;
export const PROYECTO_LOCAL: string;
export const DIRECCION_AUTH: string;
export const DIRECCION_FIRESTORE: string;
export const DIRECCION_FUNCTIONS: string;
export const AUTH_URL: string;
export const FIRESTORE_URL: string;
export const FUNCTIONS_URL: string;
export function urlDeFuncionLocal(f: Pick<Funcion, 'nombre' | 'region'>): string;
export const VARIABLES_EMULADORES: Record<
  | 'PUBLIC_FIREBASE_API_KEY'
  | 'PUBLIC_FIREBASE_PROJECT_ID'
  | 'PUBLIC_FIREBASE_APP_ID'
  | 'PUBLIC_FIREBASE_AUTH_EMULATOR_URL'
  | 'PUBLIC_FIRESTORE_EMULATOR_HOST',
  string
>;
export function appDeCarpeta(carpeta: string): App;
export function remotosDesarrollo(): Record<string, string>;
