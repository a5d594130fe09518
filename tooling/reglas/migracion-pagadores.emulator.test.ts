// scripts/migrar-pagadores.ts against the emulators: accounts whose payers were written before
// the count (or whose count drifted while an old tab wrote) end with the count they have, run
// after run, and the rules then hold them to MAX_PAGADORES.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { altaDePagadores, MAX_PAGADORES, rutaDelCupo } from 'dominio-recibos';
import { doc, type Firestore, getDoc, increment, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrarPagadores } from '../../scripts/migrar-pagadores';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, usarReglas } from '../emulator-env';

const reglas = usarReglas();
// No Google metadata server here: skip the lookup (it only prints a warning).
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `migracion-pagadores-${Date.now()}`);
afterAll(() => deleteApp(app));

const ahora = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

/** `n` payers of `uid` as written before the count: no count moved. */
const sembrar = (uid: string, n: number) =>
  reglas.env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore() as unknown as Firestore;
    for (let i = 0; i < n; i += 400) {
      const lote = writeBatch(db);
      for (let j = i; j < Math.min(n, i + 400); j++)
        lote.set(doc(db, `users/${uid}/pagadores/p${j}`), { nombre: `P${j}` });
      await lote.commit();
    }
  });

const cuenta = async (uid: string) => {
  let n: unknown;
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    n = (await getDoc(doc(c.firestore() as unknown as Firestore, rutaDelCupo(uid).join('/')))).get('pagadores');
  });
  return n;
};

/** A payer created as the app creates it, as `uid`, through the rules. */
function crear(uid: string, id: string) {
  const db = reglas.como(uid) as unknown as Firestore;
  const lote = writeBatch(db);
  lote.set(doc(db, `users/${uid}/pagadores/${id}`), { nombre: id, ...ahora() });
  lote.set(doc(db, rutaDelCupo(uid).join('/')), altaDePagadores([id], increment), { merge: true });
  return lote.commit();
}

beforeAll(async () => {
  await reglas.env.clearFirestore();
  await sembrar('ana', MAX_PAGADORES);
  await sembrar('beto', 3);
  // Carla's count drifted: an old tab created two payers without moving it.
  await sembrar('carla', 2);
  await reglas.env.withSecurityRulesDisabled((c) =>
    setDoc(doc(c.firestore() as unknown as Firestore, rutaDelCupo('carla').join('/')), { pagadores: 0, lote: [] }),
  );
});

it('counts every account’s payers, corrects a drifted count, and is idempotent', async () => {
  const db = getFirestore(app);
  expect(await migrarPagadores(db)).toEqual({ cuentas: 3, corregidas: 3, porEncima: [] });
  expect([await cuenta('ana'), await cuenta('beto'), await cuenta('carla'), await cuenta('dora')]).toEqual([
    MAX_PAGADORES,
    3,
    2,
    undefined,
  ]);
  expect(await migrarPagadores(db)).toEqual({ cuentas: 3, corregidas: 0, porEncima: [] });
});

it('then the rules hold each account to the limit, counting from what it has', async () => {
  await assertFails(crear('ana', 'otro'));
  await assertSucceeds(crear('beto', 'otro'));
  await assertSucceeds(crear('dora', 'primero'));
  expect([await cuenta('beto'), await cuenta('dora')]).toEqual([4, 1]);
});
