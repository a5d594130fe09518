// firestore.rules for users/{uid}/pagadores, against the Firestore emulator: the owner's alone,
// and only what the payer's form writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { linea } from 'tooling/compartir';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, it } from 'vitest';

const reglas = usarReglas();
const as = (uid: string | null) => reglas.como(uid) as unknown as Firestore;
const pagador = (db: Firestore, uid = 'ana', id = 'p1') => doc(db, `users/${uid}/pagadores/${id}`);
const ahora = { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };

const completo: Record<string, unknown> = {
  nombre: 'Carla Gómez',
  documento: '12345678Z',
  email: 'carla@ejemplo.es',
  telefono: '+34 600 11 22 33',
  direccion: 'Calle Mayor 1, 2.º B\n28013 Madrid',
  concepto: 'Alquiler',
  lineas: [
    { ...linea, descripcion: 'Renta mensual' },
    { ...linea, descripcion: 'Comunidad' },
  ],
  moneda: 'EUR',
  metodoPago: 'transferencia',
  etiquetas: ['a'.repeat(20)],
};
const crear = (datos: Record<string, unknown>, uid = 'ana', db = as(uid)) =>
  setDoc(pagador(db, uid), { ...datos, ...ahora });

beforeEach(() => reglas.env.clearFirestore());

describe('payers', () => {
  it('their owner adds, reads, changes and deletes them', async () => {
    await assertSucceeds(crear(completo));
    await assertSucceeds(setDoc(pagador(as('ana'), 'ana', 'p2'), { nombre: 'Beto', ...ahora }));
    await assertSucceeds(getDoc(pagador(as('ana'))));
    await assertSucceeds(updateDoc(pagador(as('ana')), { concepto: 'Cuota', updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(pagador(as('ana'))));
  });

  it('nobody else reads or writes them', async () => {
    await crear(completo);
    await assertFails(getDoc(pagador(as('beto'), 'ana')));
    await assertFails(getDoc(pagador(as(null), 'ana')));
    await assertFails(crear(completo, 'ana', as('beto')));
    await assertFails(deleteDoc(pagador(as('beto'), 'ana')));
  });

  it('keep when they were added, and stamp the server’s time', async () => {
    await crear(completo);
    await assertFails(updateDoc(pagador(as('ana')), { createdAt: Timestamp.now(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(pagador(as('ana')), { updatedAt: Timestamp.now() }));
    await assertFails(
      setDoc(pagador(as('ana'), 'ana', 'p2'), {
        nombre: 'Ana',
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      }),
    );
  });

  it.each([
    ['no name', { ...completo, nombre: undefined }],
    ['a name with nothing visible', { ...completo, nombre: ' \u200b ' }],
    ['a name over 100 characters', { ...completo, nombre: 'n'.repeat(401) }],
    ['an unknown field', { ...completo, nota: 'x' }],
    ['a broken e-mail', { ...completo, email: 'carla@' }],
    ['a phone with letters', { ...completo, telefono: '600-ABC-123' }],
    ['an address over its limit', { ...completo, direccion: 'd'.repeat(1681) }],
    ['a concept of spaces', { ...completo, concepto: '   ' }],
    ['no lines as an empty list', { ...completo, lineas: [] }],
    ['6 lines', { ...completo, lineas: Array(6).fill(linea) }],
    ['a line with no description', { ...completo, lineas: [{ ...linea, descripcion: '' }] }],
    ['a line with a fractional price', { ...completo, lineas: [{ ...linea, precioUnitario: 12.5 }] }],
    ['a line with an extra field', { ...completo, lineas: [{ ...linea, iva: 21 }] }],
    ['a currency the receipts do not take', { ...completo, moneda: 'BTC' }],
    ['a payment method the receipts do not take', { ...completo, metodoPago: 'cheque' }],
    ['a label id that is not an id', { ...completo, etiquetas: ['../../users/beto'] }],
  ])('refuses %s', async (_caso, datos) => {
    await assertFails(crear(Object.fromEntries(Object.entries(datos).filter(([, v]) => v !== undefined))));
  });
});
