// firestore.rules for the admin page: public links and the append-only audit log.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, it } from 'vitest';

const reglas = usarReglas();

const ACTIVO = 'a'.repeat(32);
const POR_ADMIN = 'b'.repeat(32);
const POR_DUENO = 'c'.repeat(32);
const CADUCADO = 'd'.repeat(32);
const CADUCADO_ADMIN = 'e'.repeat(32);

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const at = Timestamp.fromDate(new Date('2026-01-01'));
    const base = { ownerUid: 'ana', reciboId: 'r1', snapshot: {}, createdAt: at, expiresAt: null, revocado: false };
    await setDoc(doc(db, 'recibosPublicos', ACTIVO), base);
    await setDoc(doc(db, 'recibosPublicos', POR_ADMIN), { ...base, revocado: true, revocadoPor: 'admin' });
    await setDoc(doc(db, 'recibosPublicos', POR_DUENO), { ...base, revocado: true, revocadoPor: 'propietario' });
    const pasado = Timestamp.fromDate(new Date('2026-01-02'));
    await setDoc(doc(db, 'recibosPublicos', CADUCADO), { ...base, expiresAt: pasado });
    await setDoc(doc(db, 'recibosPublicos', CADUCADO_ADMIN), {
      ...base,
      expiresAt: pasado,
      revocado: true,
      revocadoPor: 'admin',
    });
    await setDoc(doc(db, 'auditoriaAdmin/e1'), {
      adminUid: 'jefa',
      adminEmail: 'jefa@x.es',
      accion: 'revocar',
      token: ACTIVO,
      detalle: 'x',
      createdAt: at,
    });
  });
});

const admin = () => reglas.como('jefa', { admin: true, email: 'jefa@x.es' });
const usuario = () => reglas.como('beto', { email: 'beto@x.es' });
const anonimo = () => reglas.como(null);
const entrada = (adminUid: string, extra: Record<string, unknown> = {}) => ({
  adminUid,
  adminEmail: 'jefa@x.es',
  accion: 'revocar',
  token: ACTIVO,
  detalle: 'Enlace revocado',
  createdAt: serverTimestamp(),
  ...extra,
});

describe('public links: admin vs non-admin vs anonymous', () => {
  it('only an admin lists them', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'recibosPublicos')));
    await assertFails(getDocs(collection(usuario(), 'recibosPublicos')));
    await assertFails(getDocs(collection(anonimo(), 'recibosPublicos')));
  });

  it('an admin revokes any link and reactivates only those an admin revoked and not expired', async () => {
    await assertSucceeds(updateDoc(doc(admin(), 'recibosPublicos', ACTIVO), { revocado: true, revocadoPor: 'admin' }));
    await assertSucceeds(updateDoc(doc(admin(), 'recibosPublicos', POR_ADMIN), { revocado: false, revocadoPor: null }));
    await assertFails(updateDoc(doc(admin(), 'recibosPublicos', POR_DUENO), { revocado: false, revocadoPor: null }));
    await assertFails(
      updateDoc(doc(admin(), 'recibosPublicos', CADUCADO_ADMIN), { revocado: false, revocadoPor: null }),
    );
    await assertFails(updateDoc(doc(admin(), 'recibosPublicos', ACTIVO), { ownerUid: 'jefa' }));
    await assertFails(updateDoc(doc(admin(), 'recibosPublicos', ACTIVO), { snapshot: { numero: 'x' } }));
  });

  it('non-admins and anonymous visitors cannot revoke, reactivate or delete others’ links', async () => {
    for (const db of [usuario(), anonimo()]) {
      await assertFails(updateDoc(doc(db, 'recibosPublicos', ACTIVO), { revocado: true, revocadoPor: 'admin' }));
      await assertFails(updateDoc(doc(db, 'recibosPublicos', POR_ADMIN), { revocado: false, revocadoPor: null }));
      await assertFails(deleteDoc(doc(db, 'recibosPublicos', CADUCADO)));
    }
  });

  it('an admin deletes expired links only', async () => {
    await assertSucceeds(deleteDoc(doc(admin(), 'recibosPublicos', CADUCADO)));
    await assertFails(deleteDoc(doc(admin(), 'recibosPublicos', ACTIVO)));
  });
});

describe('audit log: admin-only, append-only', () => {
  it('an admin appends entries in their own name', async () => {
    await assertSucceeds(addDoc(collection(admin(), 'auditoriaAdmin'), entrada('jefa')));
    await assertFails(addDoc(collection(admin(), 'auditoriaAdmin'), entrada('otra')));
    await assertFails(addDoc(collection(admin(), 'auditoriaAdmin'), entrada('jefa', { accion: 'borrar-todo' })));
    await assertFails(
      addDoc(collection(admin(), 'auditoriaAdmin'), entrada('jefa', { createdAt: Timestamp.fromDate(new Date(0)) })),
    );
  });

  it('nobody edits or deletes an entry, not even an admin', async () => {
    await assertFails(updateDoc(doc(admin(), 'auditoriaAdmin/e1'), { detalle: 'otra cosa' }));
    await assertFails(deleteDoc(doc(admin(), 'auditoriaAdmin/e1')));
  });

  it('non-admins and anonymous visitors neither read nor append', async () => {
    for (const db of [usuario(), anonimo()]) {
      await assertFails(getDocs(collection(db, 'auditoriaAdmin')));
      await assertFails(addDoc(collection(db, 'auditoriaAdmin'), entrada('beto')));
    }
  });
});
