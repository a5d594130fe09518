// For tests that talk to the running emulators (vitest project "emulators").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Auth } from 'firebase/auth';
import { initFirebase } from 'shared-firebase/auth';
import { afterAll, beforeAll, expect } from 'vitest';
import { proyectoDePrueba } from '../scripts/lib/proyectos-de-prueba.mjs';
import { AUTH_URL, EMULADORES, PROYECTO_LOCAL, VARIABLES_EMULADORES } from './topologia.mjs';

export { AUTH_URL };

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const archivo = expect.getState().testPath;
/**
 * The calling test file's own Firestore emulator project (scripts/lib/proyectos-de-prueba.mjs):
 * files run side by side without touching each other's data. Evaluated once per test file, as
 * Vitest gives each file its own modules.
 */
export const PROJECT_ID: string = archivo?.endsWith('.emulator.test.ts')
  ? proyectoDePrueba(path.relative(RAIZ, archivo))
  : // The bench's measures and load sessions work on the app's project, as the bench seeds it.
    PROYECTO_LOCAL;
/** Auth's emulator serves one project: every file's users are created there. */
export const PROYECTO_AUTH = PROYECTO_LOCAL;
export const FIRESTORE_HOST = EMULADORES.firestore.host;
export const FIRESTORE_PORT = EMULADORES.firestore.puerto;

/**
 * The app's own Firebase singleton, wired to the emulators, as the data layer uses it. `proyecto`:
 * another emulator project (same rules file), for tests whose thousands of rule evaluations
 * would swell the coverage report of the main project past what can be read back.
 */
export function initEmulatorFirebase(proyecto = PROJECT_ID) {
  const init = initFirebase({ ...VARIABLES_EMULADORES, PUBLIC_FIREBASE_PROJECT_ID: proyecto });
  if (!init.ok) throw init.error;
  return init.services;
}

/**
 * Marks the signed-in test user's address verified in the Auth emulator, and refreshes their
 * session so that the next request's token says so.
 */
export async function verificarCorreo(auth: Auth): Promise<void> {
  const r = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROYECTO_AUTH}/accounts:update`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: auth.currentUser?.uid, emailVerified: true }),
  });
  expect(r.ok).toBe(true);
  await auth.currentUser?.reload();
  await auth.currentUser?.getIdToken(true);
}

/**
 * Lists a whole collection with the owner token (page by page): [id, fields] pairs sorted by id,
 * for whole-state comparisons.
 */
export async function listAsOwner(path: string, proyecto = PROJECT_ID): Promise<Array<[string, unknown]>> {
  const documentos: Array<[string, unknown]> = [];
  let pagina = '';
  do {
    const response = await fetch(
      `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${proyecto}/databases/(default)/documents/${path}?pageSize=1000${pagina ? `&pageToken=${encodeURIComponent(pagina)}` : ''}`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    if (!response.ok) throw new Error(`No se pudo listar ${path}: ${response.status}`);
    const body = (await response.json()) as {
      documents?: Array<{ name: string; fields: unknown }>;
      nextPageToken?: string;
    };
    documentos.push(
      ...(body.documents ?? []).map((d): [string, unknown] => [d.name.split('/').pop() as string, d.fields]),
    );
    pagina = body.nextPageToken ?? '';
  } while (pagina);
  return documentos.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The rules environment for the calling test file, on its emulator project: created before its
 * tests, cleaned up after. `como(uid, token)` is Firestore as that user (null: anonymous), token
 * claims included. No rules are passed: firestore.rules is loaded into every file's project once
 * for the stage (./reglas/cargar-reglas.ts), as loading it again resets the coverage the test
 * command checks.
 */
export function usarReglas() {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: FIRESTORE_HOST, port: FIRESTORE_PORT },
    });
  });
  afterAll(() => env?.cleanup());
  const actual = () => {
    if (!env) throw new Error('el entorno de reglas aún no existe (úsalo dentro de las pruebas)');
    return env;
  };
  return {
    get env() {
      return actual();
    },
    como: (uid: string | null, token: Record<string, unknown> = {}) =>
      (uid ? actual().authenticatedContext(uid, token) : actual().unauthenticatedContext()).firestore(),
  };
}
