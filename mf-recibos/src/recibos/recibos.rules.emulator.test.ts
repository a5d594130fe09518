// firestore.rules for receipts, their counter and public shares, against the Firestore emulator.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { camposDeTexto } from './campos-de-texto.fixture';

const reglas = usarReglas();

const linea = { descripcion: 'Clase', cantidad: 1, precioUnitario: 2500 };
const recibo = (numero: number, extra: Record<string, unknown> = {}) => ({
  numero,
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto', email: 'beto@ejemplo.es' },
  concepto: 'Marzo',
  lineas: [linea],
  total: 2500,
  moneda: 'EUR',
  metodoPago: 'bizum',
  estado: 'emitido',
  etiquetas: [],
  notas: '',
  busqueda: ['be', 'bet', 'beto'],
  compartido: null,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...extra,
});
const snapshot = {
  numero: 'R-2026-0001',
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto' },
  concepto: 'Marzo',
  lineas: [linea],
  total: 2500,
  moneda: 'EUR',
  metodoPago: 'bizum',
  estado: 'emitido',
};
const TOKEN = 'a'.repeat(32);
const REVOCADO = 'r'.repeat(32);
const CADUCADO = 'c'.repeat(32);

const as = (uid: string | null, admin = false) => reglas.como(uid, admin ? { admin: true } : {});

/** Creates receipt n as the owner would: counter +1 and the receipt, in one batch. */
function crear(uid: string, numero: number, extra: Record<string, unknown> = {}) {
  const db = as(uid);
  const batch = writeBatch(db);
  batch.set(doc(db, `users/${uid}/contadores/recibos`), { recibos: numero });
  batch.set(doc(db, `users/${uid}/recibos/r${numero}`), recibo(numero, extra));
  return batch.commit();
}

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const at = Timestamp.fromDate(new Date('2026-01-01'));
    await setDoc(doc(db, 'users/ana/contadores/recibos'), { recibos: 1 });
    await setDoc(doc(db, 'users/ana/recibos/r1'), { ...recibo(1), createdAt: at, updatedAt: at });
    const publico = { ownerUid: 'ana', reciboId: 'r1', snapshot, createdAt: at, expiresAt: null, revocado: false };
    await setDoc(doc(db, 'recibosPublicos', TOKEN), publico);
    await setDoc(doc(db, 'recibosPublicos', REVOCADO), { ...publico, revocado: true, revocadoPor: 'propietario' });
    await setDoc(doc(db, 'recibosPublicos', CADUCADO), {
      ...publico,
      expiresAt: Timestamp.fromDate(new Date('2026-01-02')),
    });
  });
});

describe('receipts: who may do what', () => {
  it('the owner reads, creates with the next number, updates and deletes', async () => {
    const db = as('ana');
    await assertSucceeds(getDoc(doc(db, 'users/ana/recibos/r1')));
    await assertSucceeds(getDocs(collection(db, 'users/ana/recibos')));
    await assertSucceeds(crear('ana', 2));
    await assertSucceeds(
      updateDoc(doc(db, 'users/ana/recibos/r1'), { concepto: 'Abril', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(doc(db, 'users/ana/recibos/r1')));
  });

  it.each([
    ['another user', 'beto', false],
    ['an admin who is not the owner', 'jefa', true],
    ['an anonymous visitor', null, false],
  ])('%s can do none of it', async (_who, uid, admin) => {
    const db = as(uid, admin);
    await assertFails(getDoc(doc(db, 'users/ana/recibos/r1')));
    await assertFails(getDocs(collection(db, 'users/ana/recibos')));
    await assertFails(setDoc(doc(db, 'users/ana/recibos/r9'), recibo(2)));
    await assertFails(updateDoc(doc(db, 'users/ana/recibos/r1'), { concepto: 'x', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, 'users/ana/recibos/r1')));
  });

  it('numbers cannot be skipped, reused or created without moving the counter', async () => {
    await assertFails(crear('ana', 3));
    await assertFails(crear('ana', 1));
    await assertFails(setDoc(doc(as('ana'), 'users/ana/recibos/r2'), recibo(2)));
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/contadores/recibos'), { recibos: 5 }));
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/recibos/r1'), { numero: 7, updatedAt: serverTimestamp() }));
  });

  it('a void receipt cannot be un-voided', async () => {
    const db = as('ana');
    await assertSucceeds(
      updateDoc(doc(db, 'users/ana/recibos/r1'), { estado: 'anulado', updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(db, 'users/ana/recibos/r1'), { estado: 'emitido', updatedAt: serverTimestamp() }));
  });

  it('accepts 100 lines and refuses 101', async () => {
    const cien = Array.from({ length: 100 }, (_, i) => ({ ...linea, descripcion: `Línea ${i + 1}` }));
    await assertSucceeds(crear('ana', 2, { lineas: cien, total: 250000 }));
    await assertFails(crear('ana', 3, { lineas: [...cien, linea] }));
  });

  it.each([
    ['an unknown key', { extra: true }],
    ['no lines', { lineas: [] }],
    ['a negative price', { lineas: [{ ...linea, precioUnitario: -1 }] }],
    ['a fractional price (cents are integers)', { lineas: [{ ...linea, precioUnitario: 12.5 }] }],
    ['a zero quantity', { lineas: [{ ...linea, cantidad: 0 }] }],
    ['a line with an unknown key', { lineas: [{ ...linea, iva: 21 }] }],
    ['the 5th line malformed', { lineas: [...Array(4).fill(linea), { ...linea, descripcion: '' }] }],
    ['an unknown state', { estado: 'pagado' }],
    ['an unknown currency', { moneda: 'EURO' }],
    ['an unknown payment method', { metodoPago: 'cheque' }],
    ['an empty payer name', { pagador: { nombre: '' } }],
    ['a payer name over 100 characters', { pagador: { nombre: 'x'.repeat(101) } }],
    ['a concept over 200 characters', { concepto: 'c'.repeat(201) }],
    ['notes over 1000 characters', { notas: 'n'.repeat(1001) }],
    ['a negative total', { total: -1 }],
    ['a bad date', { fecha: '05/03/2026' }],
    ['an issuer with an email', { emisor: { nombre: 'Ana', email: 'a@b.es' } }],
    ['created already void', { estado: 'anulado' }],
    ['client-set timestamps', { createdAt: Timestamp.now(), updatedAt: Timestamp.now() }],
  ])('refuses a malformed receipt: %s', async (_case, extra) => {
    await assertFails(crear('ana', 2, extra));
  });

  // Hostile text: 10 000 characters in any text field is refused with nothing written; markup,
  // right-to-left, emoji and zero-width characters within the limits are stored as plain text.
  it.each(camposDeTexto('<script>'.repeat(1250), linea))(
    'refuses 10 000 characters in %s, and writes nothing',
    async (_campo, extra) => {
      await assertFails(crear('ana', 2, extra));
      await reglas.env.withSecurityRulesDisabled(async (ctx) => {
        expect((await getDoc(doc(ctx.firestore(), 'users/ana/recibos/r2'))).exists()).toBe(false);
        expect((await getDoc(doc(ctx.firestore(), 'users/ana/contadores/recibos'))).get('recibos')).toBe(1);
      });
    },
  );

  it('stores markup, RTL, emoji and zero-width text within the limits as it is', async () => {
    const texto = '<img src=x onerror=alert(1)> \u202Eعربي 🧾👩‍👩‍👧 cero\u200Bancho';
    await assertSucceeds(
      crear('ana', 2, {
        emisor: { nombre: texto },
        pagador: { nombre: texto, documento: '\u202E12345678Z' },
        concepto: texto,
        lineas: [{ ...linea, descripcion: texto }],
        notas: texto,
      }),
    );
  });
});

describe('public shares', () => {
  it('anyone can get a live share, but not a revoked, expired or unknown one', async () => {
    for (const db of [as(null), as('beto')]) {
      await assertSucceeds(getDoc(doc(db, 'recibosPublicos', TOKEN)));
      await assertFails(getDoc(doc(db, 'recibosPublicos', REVOCADO)));
      await assertFails(getDoc(doc(db, 'recibosPublicos', CADUCADO)));
      await assertFails(getDoc(doc(db, 'recibosPublicos', 'z'.repeat(32))));
    }
  });

  it('only an admin may list them', async () => {
    await assertFails(getDocs(collection(as(null), 'recibosPublicos')));
    await assertFails(getDocs(collection(as('ana'), 'recibosPublicos')));
    const todos = await assertSucceeds(getDocs(collection(as('jefa', true), 'recibosPublicos')));
    expect(todos.size).toBe(3);
  });

  it('the owner shares their receipt; nobody shares in another name or for another receipt', async () => {
    const nuevo = (ownerUid: string, reciboId: string) => ({
      ownerUid,
      reciboId,
      snapshot,
      createdAt: serverTimestamp(),
      expiresAt: null,
      revocado: false,
    });
    const token = 'b'.repeat(32);
    await assertFails(setDoc(doc(as('beto'), 'recibosPublicos', token), nuevo('ana', 'r1')));
    await assertFails(setDoc(doc(as('beto'), 'recibosPublicos', token), nuevo('beto', 'r1')));
    await assertFails(setDoc(doc(as('ana'), 'recibosPublicos', 'corto'), nuevo('ana', 'r1')));
    await assertFails(setDoc(doc(as('ana'), 'recibosPublicos', token), { ...nuevo('ana', 'r1'), revocado: true }));
    await assertSucceeds(setDoc(doc(as('ana'), 'recibosPublicos', token), nuevo('ana', 'r1')));
  });

  it('the owner updates the snapshot or revokes; never re-points, un-revokes or lets others do it', async () => {
    const ana = as('ana');
    await assertFails(updateDoc(doc(as('beto'), 'recibosPublicos', TOKEN), { revocado: true }));
    await assertFails(updateDoc(doc(ana, 'recibosPublicos', TOKEN), { ownerUid: 'beto' }));
    await assertFails(updateDoc(doc(ana, 'recibosPublicos', TOKEN), { reciboId: 'r2' }));
    await assertFails(updateDoc(doc(ana, 'recibosPublicos', TOKEN), { expiresAt: null, createdAt: Timestamp.now() }));
    await assertFails(updateDoc(doc(ana, 'recibosPublicos', REVOCADO), { revocado: false }));
    await assertSucceeds(
      updateDoc(doc(ana, 'recibosPublicos', TOKEN), { snapshot: { ...snapshot, estado: 'anulado' } }),
    );
    await assertFails(updateDoc(doc(ana, 'recibosPublicos', TOKEN), { revocado: true, revocadoPor: 'admin' }));
    await assertSucceeds(updateDoc(doc(ana, 'recibosPublicos', TOKEN), { revocado: true, revocadoPor: 'propietario' }));
    await assertFails(deleteDoc(doc(as('beto'), 'recibosPublicos', TOKEN)));
    await assertSucceeds(deleteDoc(doc(ana, 'recibosPublicos', TOKEN)));
  });
});
