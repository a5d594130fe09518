// firestore.rules for the field data: admins read it; nobody writes it from a browser.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, type Firestore, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { COLECCION_ERRORES, COLECCION_MEDIDAS } from 'medidas-de-campo';
import { usarReglas } from 'tooling/emulator-env';
import { beforeAll, describe, it } from 'vitest';

const reglas = usarReglas();
const ID = '2026-11-29_mf_etiquetas_0123456789ab_estable_|etiquetas';

beforeAll(async () => {
  await reglas.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, COLECCION_MEDIDAS, ID), { dia: '2026-11-29', vistas: 3 });
    await setDoc(doc(db, COLECCION_ERRORES, ID), { dia: '2026-11-29', cuenta: 1 });
  });
});

describe.each([COLECCION_MEDIDAS, COLECCION_ERRORES])('%s', (coleccion) => {
  it('an admin reads it, by id and by day', async () => {
    const admin = reglas.como('jefa', { admin: true });
    await assertSucceeds(getDoc(doc(admin, coleccion, ID)));
    await assertSucceeds(getDocs(query(collection(admin, coleccion), where('dia', '>=', '2026-11-01'))));
  });

  it('a user without the claim, or nobody, reads nothing', async () => {
    for (const db of [reglas.como('ana'), reglas.como(null)]) {
      await assertFails(getDoc(doc(db, coleccion, ID)));
      await assertFails(getDocs(collection(db, coleccion)));
    }
  });

  it('nobody writes it from a browser, not even an admin', async () => {
    for (const db of [reglas.como('jefa', { admin: true }), reglas.como('ana')]) {
      await assertFails(setDoc(doc(db, coleccion, 'otro'), { dia: '2026-11-29', vistas: 1 }));
      await assertFails(setDoc(doc(db, coleccion, ID), { vistas: 1000 }, { merge: true }));
      await assertFails(deleteDoc(doc(db, coleccion, ID)));
    }
  });
});
