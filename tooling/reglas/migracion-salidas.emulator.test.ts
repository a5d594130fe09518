// scripts/migrar-salidas.ts against the emulators: receipts e-mailed before the mark of having
// left the app existed get it (and are then only voided or corrected, through the rules); those
// whose sending was refused before anything left, or never sent, stay editable.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { RECHAZOS_DEL_ENVIO } from 'dominio-recibos';
import { doc, type Firestore, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrarSalidas } from '../../scripts/migrar-salidas';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, usarReglas } from '../emulator-env';
import { conEdicion, reciboGuardado, sembrarRecibo } from './compartir.fixture';

const reglas = usarReglas();
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `migracion-salidas-${Date.now()}`);
afterAll(() => deleteApp(app));

const DIA_1 = Timestamp.fromDate(new Date('2026-11-01T10:00:00Z'));
const DIA_2 = Timestamp.fromDate(new Date('2026-11-02T10:00:00Z'));
const envio = (reciboId: string, estado: string, creadoEn: Timestamp, motivo: string | null = null) => ({
  reciboId,
  para: 'beto@ejemplo.es',
  origen: 'manual',
  estado,
  motivo,
  creadoEn,
  enviadoEn: null,
});

beforeAll(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore() as unknown as Firestore;
    for (let n = 1; n <= 5; n++) await sembrarRecibo(db, 'ana', `r${n}`, reciboGuardado(n));
    await sembrarRecibo(db, 'ana', 'r6', reciboGuardado(6, { salida: { via: 'pdf', en: DIA_1 } }));
    await setDoc(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 6, ultimo: 'r6' });
    // r1 sent twice (the first time counts), r2 still queued, r3 failed at the mail server (it may
    // have arrived), r4 refused before anything left, r5 never sent, r6 already marked; and a
    // sending of a receipt that is gone.
    await setDoc(doc(db, 'users/ana/envios/e1'), envio('r1', 'enviado', DIA_2));
    await setDoc(doc(db, 'users/ana/envios/e1b'), envio('r1', 'enviado', DIA_1));
    await setDoc(doc(db, 'users/ana/envios/e2'), envio('r2', 'en-cola', DIA_1));
    await setDoc(
      doc(db, 'users/ana/envios/e3'),
      envio('r3', 'fallido', DIA_1, 'No se pudo conectar con el servidor de correo.'),
    );
    await setDoc(doc(db, 'users/ana/envios/e4'), envio('r4', 'fallido', DIA_1, RECHAZOS_DEL_ENVIO['sin-verificar']));
    await setDoc(doc(db, 'users/ana/envios/e6'), envio('r6', 'enviado', DIA_2));
    await setDoc(doc(db, 'users/ana/envios/e9'), envio('r9', 'enviado', DIA_1));
  });
});

/** An edit of receipt `id` as the app commits it, as its owner, through the rules. */
function editar(id: string) {
  const db = reglas.como('ana') as unknown as Firestore;
  const batch = writeBatch(db).update(doc(db, `users/ana/recibos/${id}`), {
    concepto: 'Otro concepto',
    updatedAt: serverTimestamp(),
  });
  return conEdicion(batch, db, 'ana', id).commit();
}

it('marks every receipt a sending may have reached, with its first sending’s time, once', async () => {
  const db = getFirestore(app);
  expect(await migrarSalidas(db)).toEqual({ marcados: 3 });
  expect(await migrarSalidas(db)).toEqual({ marcados: 0 });
  const salida = async (id: string) => {
    const s = (await db.doc(`users/ana/recibos/${id}`).get()).get('salida');
    return s && { via: s.via, en: s.en.toMillis() };
  };
  expect(await salida('r1')).toEqual({ via: 'correo', en: DIA_1.toMillis() });
  expect((await salida('r2'))?.via).toBe('correo');
  expect((await salida('r3'))?.via).toBe('correo');
  expect(await salida('r4')).toBeUndefined();
  expect(await salida('r5')).toBeUndefined();
  expect(await salida('r6')).toEqual({ via: 'pdf', en: DIA_1.toMillis() });
  expect((await db.doc('users/ana/recibos/r9').get()).exists).toBe(false);
});

it('then the rules refuse editing a marked receipt, and edit the others as ever', async () => {
  await assertFails(editar('r1'));
  await assertFails(editar('r3'));
  await assertSucceeds(editar('r4'));
  await assertSucceeds(editar('r5'));
});
