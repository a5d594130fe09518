// The production check of the rules' budget (scripts/comprobar-reglas.ts), run as a deployer runs
// it, against the emulators: no real project is reachable from here. The rules as written accept
// every operation and it leaves nothing behind; rules that refuse are reported, and it fails.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { expect, it } from 'vitest';
import { OPERACIONES } from '../mf-recibos/src/recibos/presupuesto/operaciones';
import { AUTH_URL, FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, PROYECTO_AUTH } from '../tooling/emulator-env';
import { VARIABLES_EMULADORES } from '../tooling/topologia.mjs';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const EMULADOR = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}`;

/** `pnpm comprobar:reglas` against project `proyecto` of the emulators. */
const comprobar = (proyecto: string) =>
  execa('pnpm', ['-s', 'comprobar:reglas'], {
    cwd: path.resolve(RAIZ),
    env: { ...VARIABLES_EMULADORES, PUBLIC_FIREBASE_PROJECT_ID: proyecto },
    reject: false,
    all: true,
  });

/** The collections left under users/{uid} in `proyecto`. */
async function colecciones(proyecto: string, uid: string): Promise<string[]> {
  const r = await fetch(
    `${EMULADOR}/v1/projects/${proyecto}/databases/(default)/documents/users/${uid}:listCollectionIds`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: '{}',
    },
  );
  expect(r.ok).toBe(true);
  return ((await r.json()) as { collectionIds?: string[] }).collectionIds ?? [];
}

/** Whether Auth still has an account for `email`. */
async function existe(email: string): Promise<boolean> {
  expect(email).toMatch(/^comprobar-reglas-\d+@recibos\.invalid$/);
  const r = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/projects/${PROYECTO_AUTH}/accounts:lookup`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: [email] }),
  });
  expect(r.ok).toBe(true);
  return ((await r.json()) as { users?: unknown[] }).users !== undefined;
}

it('the rules as written take every operation on the largest receipt, and its scratch user goes as an account deleted in the app does', async () => {
  const { exitCode, all = '' } = await comprobar(PROJECT_ID);
  expect(exitCode, all).toBe(0);
  for (const op of OPERACIONES) expect(all).toContain(`✓ ${op.nombre}`);
  const [, correo = '', uid = ''] = /Datos del usuario de prueba (\S+) \((\S+)\) borrados/.exec(all) ?? [];
  expect(uid).not.toBe('');
  // The check itself can tell: before the script deleted it, Auth had the account.
  expect(all).toContain(`Usuario de prueba ${correo} borrado.`);
  // What the app's account deletion keeps of any account: its series' counters, so that no number
  // is given twice (docs/seguridad.md).
  expect(await colecciones(PROJECT_ID, uid)).toEqual(['contadores']);
  expect(await existe(correo)).toBe(false);
}, 120_000);

it('rules that refuse are reported operation by operation, and the check fails', async () => {
  const proyecto = `${PROJECT_ID}-cerrado`;
  const reglas =
    "rules_version = '2';\nservice cloud.firestore { match /databases/{db}/documents { match /{d=**} { allow read, write: if false; } } }";
  const carga = await fetch(`${EMULADOR}/emulator/v1/projects/${proyecto}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: reglas }] } }),
  });
  expect(carga.ok).toBe(true);
  const { exitCode, all = '' } = await comprobar(proyecto);
  expect(exitCode).toBe(1);
  for (const op of OPERACIONES) expect(all).toContain(`✗ ${op.nombre}: permission-denied`);
  expect(all).toContain('no lances esta versión');
  // Its user goes even so.
  const correo = /Usuario de prueba (\S+) borrado\./.exec(all)?.[1] ?? '';
  expect(await existe(correo)).toBe(false);
}, 120_000);
