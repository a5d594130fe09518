// scripts/migrar-verificaciones.ts against the emulator: receipts issued before codes get one and
// its verification, equal to what the app would write (the rules then accept the owner's next
// change of them), stopped halfway it finishes on the next run, and a second run changes nothing.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { anulacion, type ReciboVerificable, verificacionDe } from 'dominio-recibos';
import { doc, type Firestore, getDoc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrarVerificaciones } from '../../scripts/migrar-verificaciones';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, usarReglas } from '../emulator-env';
import { conVerificacionAlDia, reciboGuardado } from './compartir.fixture';

const reglas = usarReglas();
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `migracion-verificaciones-${Date.now()}`);
afterAll(() => deleteApp(app));
const admin = getFirestore(app);

const leer = async (ruta: string) => {
  let datos: Record<string, unknown> | undefined;
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    datos = (await getDoc(doc(c.firestore() as unknown as Firestore, ruta))).data();
  });
  return datos ?? {};
};

beforeAll(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore() as unknown as Firestore;
    // Ana: five receipts issued before codes, the second voided and replaced by the fifth.
    for (let n = 1; n <= 5; n++) {
      const extra =
        n === 2
          ? { estado: 'anulado', sustituidoPor: { id: 'r5', numero: 'R-2026-0005' } }
          : n === 5
            ? { sustituye: { id: 'r2', numero: 'R-2026-0002' } }
            : {};
      await setDoc(doc(db, `users/ana/recibos/r${n}`), reciboGuardado(n, extra));
    }
    await setDoc(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 5, ultimo: 'r5' });
    await setDoc(
      doc(db, 'users/beto/recibos/r1'),
      reciboGuardado(1, { estado: 'anulado', motivoAnulacion: 'Repetido' }),
    );
  });
});

it('gives every receipt its code and verification, resumes where it stopped, and does nothing twice', async () => {
  // Stopped after one commit of two receipts.
  expect(await migrarVerificaciones(admin, { porCommit: 2, commits: 1 })).toEqual({ migrados: 2, aplazados: 0 });
  expect(await migrarVerificaciones(admin, { porCommit: 2 })).toEqual({ migrados: 4, aplazados: 0 });
  expect(await migrarVerificaciones(admin)).toEqual({ migrados: 0, aplazados: 0 });

  const codigos = new Set<string>();
  for (const ruta of [
    'users/ana/recibos/r1',
    'users/ana/recibos/r2',
    'users/ana/recibos/r5',
    'users/beto/recibos/r1',
  ]) {
    const recibo = await leer(ruta);
    const codigo = String(recibo.verificacion);
    codigos.add(codigo);
    const { actualizadoEn, ...verificacion } = await leer(`verificaciones/${codigo}`);
    const sustituto = ruta.endsWith('ana/recibos/r2')
      ? String((await leer('users/ana/recibos/r5')).verificacion)
      : undefined;
    const { actualizadoEn: _a, ...esperada } = verificacionDe(
      ruta.split('/')[3] as string,
      recibo as unknown as ReciboVerificable,
      null,
      sustituto,
    );
    expect(verificacion).toEqual(esperada);
    expect(actualizadoEn).toBeDefined();
  }
  expect(codigos.size).toBe(4);
  expect((await leer(`verificaciones/${(await leer('users/ana/recibos/r2')).verificacion}`)).sustituidoPor).toEqual({
    numero: 'R-2026-0005',
    codigo: (await leer('users/ana/recibos/r5')).verificacion,
  });
});

it('writes what the rules take: the owner voids a migrated receipt, its verification with it', async () => {
  const db = reglas.como('ana') as unknown as Firestore;
  const antes = (await getDoc(doc(db, 'users/ana/recibos/r3'))).data() ?? {};
  const cambio = anulacion('Duplicado');
  const batch = writeBatch(db).update(doc(db, 'users/ana/recibos/r3'), { ...cambio, updatedAt: serverTimestamp() });
  await assertSucceeds(conVerificacionAlDia(batch, db, 'r3', antes, cambio).commit());
  expect((await leer(`verificaciones/${antes.verificacion}`)).estado).toBe('anulado');
});
