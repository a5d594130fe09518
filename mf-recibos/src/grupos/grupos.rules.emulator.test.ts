// firestore.rules for users/{uid}/grupos (a group being issued), against the Firestore emulator:
// its owner's alone, created once in its shape, never changed, deleted when done.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type Firestore, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, it } from 'vitest';
import { MAX_PAGADORES } from '../pagadores/api/pagadores';

const reglas = usarReglas();
const as = (uid: string) => reglas.como(uid) as unknown as Firestore;
const ref = (db: Firestore, id = 'GrupoPrueba1', uid = 'ana') => doc(db, `users/${uid}/grupos/${id}`);
const ahora = { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
const grupo = (pagadores: number) => ({
  base: { concepto: 'Cuota', fecha: '2026-11-20' },
  pagadores: Array.from({ length: pagadores }, (_, i) => ({ id: `s${i}`, nombre: `Socio ${i}` })),
  ...ahora,
});

beforeEach(() => reglas.env.clearFirestore());

it('its owner saves a group once, reads it and deletes it; nobody else does anything', async () => {
  await assertFails(setDoc(ref(as('beto')), grupo(2)));
  await assertSucceeds(setDoc(ref(as('ana')), grupo(2)));
  await assertFails(getDoc(ref(as('beto'))));
  await assertFails(deleteDoc(ref(as('beto'))));
  await assertSucceeds(getDoc(ref(as('ana'))));
  // Never changed: a new preview is a new group.
  await assertFails(updateDoc(ref(as('ana')), { pagadores: [], updatedAt: serverTimestamp() }));
  await assertFails(setDoc(ref(as('ana')), grupo(3)));
  await assertSucceeds(deleteDoc(ref(as('ana'))));
});

it('refuses a group without payers or with more than an account has, other fields, dates or ids', async () => {
  const db = as('ana');
  await assertFails(setDoc(ref(db), grupo(0)));
  await assertFails(setDoc(ref(db), grupo(MAX_PAGADORES + 1)));
  await assertFails(setDoc(ref(db), { ...grupo(1), estado: 'x' }));
  await assertFails(setDoc(ref(db), { ...grupo(1), base: 'Cuota' }));
  await assertFails(setDoc(ref(db), { ...grupo(1), createdAt: new Date() }));
  await assertFails(setDoc(ref(db, 'corto'), grupo(1)));
  await assertSucceeds(setDoc(ref(db), grupo(MAX_PAGADORES)));
});
