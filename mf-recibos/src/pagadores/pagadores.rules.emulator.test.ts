// firestore.rules for users/{uid}/pagadores, against the Firestore emulator: the owner's alone,
// only what the payer's form writes, and no more than MAX_PAGADORES, held by the count that every
// creation and deletion moves in its commit (dominio-recibos/src/cupo-de-pagadores.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { altaDePagadores, bajaDePagador, MAX_PAGADORES, rutaDelCierre, rutaDelCupo } from 'dominio-recibos';
import {
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { linea } from 'tooling/compartir';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, expect, it } from 'vitest';

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
const cupo = (db: Firestore, uid = 'ana') => doc(db, rutaDelCupo(uid).join('/'));
/** A payer created as the app creates one: with the count moved in the same commit. */
const crear = (datos: Record<string, unknown>, uid = 'ana', db = as(uid), id = 'p1') => {
  const lote = writeBatch(db);
  lote.set(pagador(db, uid, id), { ...datos, ...ahora });
  lote.set(cupo(db, uid), altaDePagadores([id], increment), { merge: true });
  return lote.commit();
};
const borrar = (id = 'p1', uid = 'ana', db = as(uid)) => {
  const lote = writeBatch(db);
  lote.delete(pagador(db, uid, id));
  lote.set(cupo(db, uid), bajaDePagador(id, increment), { merge: true });
  return lote.commit();
};
/** The account's count as stored, read past the rules. */
const cuenta = async (uid = 'ana') => {
  let n: unknown;
  await reglas.env.withSecurityRulesDisabled(async (ctx) => {
    n = (await getDoc(doc(ctx.firestore() as unknown as Firestore, rutaDelCupo(uid).join('/')))).get('pagadores');
  });
  return n;
};
/** `n` payers stored and counted, written past the rules (as a migration or a seed would). */
const sembrar = (n: number, uid = 'ana') =>
  reglas.env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (let i = 0; i < n; i += 400) {
      const lote = writeBatch(db);
      for (let j = i; j < Math.min(n, i + 400); j++)
        lote.set(pagador(db, uid, `s${j}`), { nombre: `Socio ${j}`, ...ahora });
      await lote.commit();
    }
    await setDoc(cupo(db, uid), { pagadores: n, lote: [] });
  });

beforeEach(() => reglas.env.clearFirestore());

describe('payers', () => {
  it('their owner adds, reads, changes and deletes them', async () => {
    await assertSucceeds(crear(completo));
    await assertSucceeds(crear({ nombre: 'Beto' }, 'ana', as('ana'), 'p2'));
    await assertSucceeds(getDoc(pagador(as('ana'))));
    await assertSucceeds(getDoc(cupo(as('ana'))));
    await assertSucceeds(updateDoc(pagador(as('ana')), { concepto: 'Cuota', updatedAt: serverTimestamp() }));
    await assertSucceeds(borrar());
    expect(await cuenta()).toBe(1);
  });

  it('nobody else reads or writes them', async () => {
    await crear(completo);
    await assertFails(getDoc(pagador(as('beto'), 'ana')));
    await assertFails(getDoc(pagador(as(null), 'ana')));
    await assertFails(crear(completo, 'ana', as('beto')));
    await assertFails(deleteDoc(pagador(as('beto'), 'ana')));
    await assertFails(borrar('p1', 'ana', as('beto')));
    await assertFails(getDoc(cupo(as('beto'), 'ana')));
  });

  it('keep when they were added, and stamp the server’s time', async () => {
    await crear(completo);
    await assertFails(updateDoc(pagador(as('ana')), { createdAt: Timestamp.now(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(pagador(as('ana')), { updatedAt: Timestamp.now() }));
    await assertFails(
      (() => {
        const db = as('ana');
        const lote = writeBatch(db);
        lote.set(pagador(db, 'ana', 'p2'), { nombre: 'Ana', createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
        lote.set(cupo(db), altaDePagadores(['p2'], increment), { merge: true });
        return lote.commit();
      })(),
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

describe('the count of payers', () => {
  it(`refuses the ${MAX_PAGADORES + 1}st payer, counted or not, and takes one again once one is deleted`, async () => {
    await sembrar(MAX_PAGADORES);
    // As a client that does not count (one from before the count) would write it.
    await assertFails(setDoc(pagador(as('ana'), 'ana', 'otro'), { nombre: 'Uno más', ...ahora }));
    await assertFails(crear({ nombre: 'Uno más' }, 'ana', as('ana'), 'otro'));
    await assertSucceeds(borrar('s0'));
    await assertSucceeds(crear({ nombre: 'Uno más' }, 'ana', as('ana'), 'otro'));
    expect(await cuenta()).toBe(MAX_PAGADORES);
  });

  it('an import counts every payer it creates, in one commit', async () => {
    await sembrar(MAX_PAGADORES - 3);
    const db = as('ana');
    const importar = (ids: string[], contados = ids) => {
      const lote = writeBatch(db);
      for (const id of ids) lote.set(pagador(db, 'ana', id), { nombre: id, ...ahora });
      lote.set(cupo(db), altaDePagadores(contados, increment), { merge: true });
      return lote.commit();
    };
    await assertFails(importar(['a', 'b', 'c', 'd']));
    // Counting fewer than it creates: one of them is not in the commit's list.
    await assertFails(importar(['a', 'b', 'c', 'd'], ['a', 'b', 'c']));
    await assertFails(importar(['a', 'b'], ['a', 'a']));
    await assertSucceeds(importar(['a', 'b', 'c']));
    expect(await cuenta()).toBe(MAX_PAGADORES);
  });

  it('moves with every creation and deletion, in the same commit, and only then', async () => {
    await assertSucceeds(crear({ nombre: 'Carla' }));
    expect(await cuenta()).toBe(1);
    const db = as('ana');
    // Created or deleted without moving it.
    await assertFails(setDoc(pagador(db, 'ana', 'p2'), { nombre: 'Beto', ...ahora }));
    await assertFails(deleteDoc(pagador(db)));
    // Down for a payer the commit does not delete, or one that does not exist.
    await assertFails(setDoc(cupo(db), bajaDePagador('p1', increment), { merge: true }));
    await assertFails(setDoc(cupo(db), bajaDePagador('p9', increment), { merge: true }));
    await assertFails(setDoc(cupo(db), { pagadores: 0, lote: ['p1'] }));
    // Deleted for one payer, counted for another; a second count for the same deletion.
    await crear({ nombre: 'Beto' }, 'ana', db, 'p2');
    const cruzado = writeBatch(db);
    cruzado.delete(pagador(db, 'ana', 'p1'));
    cruzado.set(cupo(db), bajaDePagador('p2', increment), { merge: true });
    await assertFails(cruzado.commit());
    await assertSucceeds(borrar('p1'));
    await assertFails(borrar('p1'));
    expect(await cuenta()).toBe(1);
    await assertFails(deleteDoc(cupo(db)));
    // Up for a payer the commit does not create: allowed, as checking every listed payer would
    // cost a read each; it only lowers the account's own room, never lets one more in.
    await assertSucceeds(setDoc(cupo(db), altaDePagadores(['p9'], increment), { merge: true }));
    expect(await cuenta()).toBe(2);
  });

  it('lets account deletion remove the payers without it, once the series are closed', async () => {
    await sembrar(3);
    const db = as('ana');
    await assertFails(deleteDoc(pagador(db, 'ana', 's0')));
    await assertSucceeds(setDoc(doc(db, rutaDelCierre('ana').join('/')), { cerrado: true }));
    await assertSucceeds(deleteDoc(pagador(db, 'ana', 's0')));
  });
});
