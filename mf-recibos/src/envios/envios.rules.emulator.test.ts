// firestore.rules for the sendings by e-mail: only the Cloud Function writes them (Admin SDK), so
// a browser reads its own and may delete a record (account deletion), and writes nothing else:
// no forged "sent", no record to a stranger, no counter lowered to lift the day's limit.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  CIERRE_DE_LA_SERIE,
  contadorDeEnvios,
  envioEnCola,
  envioEnviado,
  LIMITE_DE_ENVIOS_POR_DIA,
  rutaDelCierre,
  rutaDelContadorDeEnvios,
  rutaDelEnvio,
} from 'dominio-recibos';
import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, it } from 'vitest';

const reglas = usarReglas();
const como = (uid: string) => reglas.como(uid, { email: `${uid}@x.es`, email_verified: true }) as unknown as Firestore;
const HOY = '2026-11-27';

beforeEach(async () => {
  await reglas.env.clearFirestore();
  // What the function writes: a sending of Ana's and her day's counter.
  await reglas.env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, ...rutaDelEnvio('ana', 'envio-0001')), {
      ...envioEnCola('r1', 'pagador@x.es', 'manual', serverTimestamp()),
      ...envioEnviado(serverTimestamp()),
    });
    await setDoc(doc(db, ...rutaDelContadorDeEnvios('ana', HOY)), { enviados: 3 });
  });
});

describe('sendings by e-mail in the rules', () => {
  it('the owner reads her sendings (a receipt’s, by query) and her day’s counter; nobody else does', async () => {
    await assertSucceeds(getDoc(doc(como('ana'), ...rutaDelEnvio('ana', 'envio-0001'))));
    await assertSucceeds(
      getDocs(query(collection(como('ana'), 'users', 'ana', 'envios'), where('reciboId', '==', 'r1'))),
    );
    await assertSucceeds(getDoc(doc(como('ana'), ...rutaDelContadorDeEnvios('ana', HOY))));
    await assertFails(getDoc(doc(como('beto'), ...rutaDelEnvio('ana', 'envio-0001'))));
    await assertFails(getDocs(collection(como('beto'), 'users', 'ana', 'envios')));
    await assertFails(getDoc(doc(como('beto'), ...rutaDelContadorDeEnvios('ana', HOY))));
  });

  it('a browser writes no sending: not a new one, not its state, not one in another account', async () => {
    const nuevo = {
      ...envioEnCola('r1', 'otro@x.es', 'manual', serverTimestamp()),
      ...envioEnviado(serverTimestamp()),
    };
    await assertFails(setDoc(doc(como('ana'), ...rutaDelEnvio('ana', 'envio-0002')), nuevo));
    await assertFails(updateDoc(doc(como('ana'), ...rutaDelEnvio('ana', 'envio-0001')), { para: 'otro@x.es' }));
    await assertFails(setDoc(doc(como('beto'), ...rutaDelEnvio('ana', 'envio-0003')), nuevo));
    await assertFails(deleteDoc(doc(como('beto'), ...rutaDelEnvio('ana', 'envio-0001'))));
  });

  it('the day’s counter is never written nor deleted by a browser (it would lift the limit)', async () => {
    const contador = doc(como('ana'), ...rutaDelContadorDeEnvios('ana', HOY));
    await assertFails(setDoc(contador, contadorDeEnvios(0)));
    await assertFails(updateDoc(contador, { enviados: LIMITE_DE_ENVIOS_POR_DIA - 50 }));
    await assertFails(deleteDoc(contador));
  });

  it('the owner deletes a sending’s record only with her account (its series closed first)', async () => {
    const registro = doc(como('ana'), ...rutaDelEnvio('ana', 'envio-0001'));
    await assertFails(deleteDoc(registro));
    await setDoc(doc(como('ana'), ...rutaDelCierre('ana')), CIERRE_DE_LA_SERIE);
    await assertSucceeds(deleteDoc(registro));
  });
});
