// scripts/migrar-series.ts against the emulators: accounts numbered in one series across years
// (the shape before the series per year) end with a counter per year that goes on from each
// year's highest number, and the rules then issue, and refuse, as for any account.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrarSeries } from '../../scripts/migrar-series';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, usarReglas } from '../emulator-env';
import { emitidoConVerificacion, reciboGuardado } from './compartir.fixture';

const reglas = usarReglas();
// No Google metadata server here: skip the lookup (it only prints a warning).
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `migracion-series-${Date.now()}`);
afterAll(() => deleteApp(app));

/** Receipt number n of the old single series, dated `fecha`. */
const antiguo = (n: number, fecha: string) => reciboGuardado(n, { fecha });

beforeAll(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore() as unknown as Firestore;
    // Ana: six receipts of 2026, then one dated 01/01/2027 that took 7, and one of 2026 that took 8.
    for (let n = 1; n <= 6; n++) await setDoc(doc(db, `users/ana/recibos/r${n}`), antiguo(n, `2026-0${n}-01`));
    await setDoc(doc(db, 'users/ana/recibos/r7'), antiguo(7, '2027-01-01'));
    await setDoc(doc(db, 'users/ana/recibos/r8'), antiguo(8, '2026-11-30'));
    await setDoc(doc(db, 'users/ana/contadores/recibos'), { recibos: 8, ultimo: 'r8' });
    // Beto deleted every receipt he issued: his series was back at 0.
    await setDoc(doc(db, 'users/beto/contadores/recibos'), { recibos: 0, ultimo: '' });
    // Carla's account deletion closed her series and stopped halfway.
    await setDoc(doc(db, 'users/carla/recibos/r2'), antiguo(2, '2026-05-01'));
    await setDoc(doc(db, 'users/carla/contadores/recibos'), { recibos: 2, ultimo: 'r2', cerrado: true });
  });
});

/** Issues receipt n of the year of `fecha` as the app does, as `uid`, through the rules. */
function emitir(uid: string, numero: number, fecha: string, id: string) {
  const db = reglas.como(uid) as unknown as Firestore;
  const batch = writeBatch(db);
  batch.set(doc(db, `users/${uid}/contadores/recibos-${fecha.slice(0, 4)}`), { recibos: numero, ultimo: id });
  emitidoConVerificacion(batch, db, uid, id, reciboGuardado(numero, { fecha, ...ahora() }));
  return batch.commit();
}
const ahora = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

// Between the rules' release and the migration: a per-year counter created then would start at 1
// and give again numbers the account's receipts hold (found by an attack review).
it('until migrated, an account issues nothing: no per-year counter while the old one is there', async () => {
  await assertFails(emitir('ana', 1, '2026-12-01', 'x1'));
  await assertFails(emitir('ana', 1, '2030-01-01', 'x2'));
  await assertFails(emitir('carla', 1, '2027-01-01', 'x3'));
  // An account that never had the old counter issues as ever.
  await assertSucceeds(emitir('dora', 1, '2026-12-01', 'd1'));
});

it('gives each year the highest number its receipts hold, closes what was closed, and is idempotent', async () => {
  const db = getFirestore(app);
  expect(await migrarSeries(db)).toEqual({ cuentas: 3, series: 3, cerradas: 1 });
  expect(await migrarSeries(db)).toEqual({ cuentas: 0, series: 0, cerradas: 0 });
  const datos = async (ruta: string) => (await db.doc(ruta).get()).data();
  expect(await datos('users/ana/contadores/recibos-2026')).toEqual({ recibos: 8, ultimo: 'r8' });
  expect(await datos('users/ana/contadores/recibos-2027')).toEqual({ recibos: 7, ultimo: 'r7' });
  expect(await datos('users/carla/contadores/recibos-2026')).toEqual({ recibos: 2, ultimo: 'r2' });
  expect(await datos('users/carla/contadores/cierre')).toEqual({ cerrado: true });
  expect((await db.collection('users/beto/contadores').get()).size).toBe(0);
  for (const uid of ['ana', 'beto', 'carla']) expect(await datos(`users/${uid}/contadores/recibos`)).toBeUndefined();
  // No receipt changed.
  expect(await datos('users/ana/recibos/r7')).toMatchObject({ numero: 7, fecha: '2027-01-01' });
});

it('then issues per year: no number twice in a year, a new year from 1, a closed account nothing', async () => {
  // 2027 goes on after R-2027-0007 (its 1 to 6 would come again otherwise), 2026 after 8.
  await assertFails(emitir('ana', 1, '2027-02-01', 'a1'));
  await assertSucceeds(emitir('ana', 8, '2027-02-01', 'a8'));
  await assertSucceeds(emitir('ana', 9, '2026-12-01', 'r9'));
  await assertSucceeds(emitir('ana', 1, '2028-01-01', 'n1'));
  await assertSucceeds(emitir('beto', 1, '2026-12-01', 'b1'));
  await assertFails(emitir('carla', 3, '2026-12-01', 'c3'));
  await assertFails(emitir('carla', 1, '2027-01-01', 'c1'));
});
