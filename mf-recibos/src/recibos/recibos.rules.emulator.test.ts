// firestore.rules for receipts and their counter, against the Firestore emulator. Shared links
// are in ./enlaces.rules.emulator.test.ts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type ReciboVerificable, verificacionDe } from 'dominio-recibos';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import {
  codigoDe,
  conEdicion,
  conVerificacionAlDia,
  emitidoConVerificacion,
  linea,
  reciboGuardado,
  sembrarRecibo,
  T0,
} from 'tooling/compartir';
import { usarReglas } from 'tooling/emulator-env';
import { commitComo, Doble, escritura } from 'tooling/rest';
import { beforeEach, describe, expect, it } from 'vitest';
import { camposDeTexto } from './campos-de-texto.fixture';

const reglas = usarReglas();
const as = (uid: string | null, admin = false) =>
  reglas.como(uid, admin ? { admin: true } : {}) as unknown as Firestore;

/** Receipt n as the app creates it: new fields and the counter moved to it, in one commit. */
const nuevo = (numero: number, extra: Record<string, unknown> = {}) =>
  reciboGuardado(numero, { createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...extra });

/**
 * Deletes receipt `id` (number n of year `anio`) as the owner would: its year's counter back to
 * n - 1 naming `antes`, its verification with it.
 */
async function eliminar(uid: string, id: string, numero: number, antes: string, anio = '2026') {
  const db = as(uid);
  const codigo = (await getDoc(doc(db, `users/${uid}/recibos/${id}`)).catch(() => null))?.get('verificacion');
  const batch = writeBatch(db);
  batch.set(doc(db, `users/${uid}/contadores/recibos-${anio}`), { recibos: numero - 1, ultimo: antes });
  batch.delete(doc(db, `users/${uid}/recibos/${id}`));
  batch.delete(doc(db, `users/${uid}/ediciones/${id}`));
  if (typeof codigo === 'string') batch.delete(doc(db, `verificaciones/${codigo}`));
  return batch.commit();
}

/**
 * Creates receipt n as the owner would: the counter of the year of its date (2026 unless `extra`
 * dates it otherwise; `serie` names another) to n naming the receipt, and the receipt.
 */
function crear(
  uid: string,
  numero: number,
  extra: Record<string, unknown> = {},
  id = `r${numero}`,
  serie = `recibos-${/^\d{4}-/.test(String(extra.fecha)) ? String(extra.fecha).slice(0, 4) : '2026'}`,
) {
  const db = as(uid);
  const batch = writeBatch(db);
  batch.set(doc(db, `users/${uid}/contadores/${serie}`), { recibos: numero, ultimo: id });
  emitidoConVerificacion(batch, db, uid, id, nuevo(numero, extra));
  return batch.commit();
}

/**
 * Changes receipt `id` as the owner would: the receipt, its edit record and its verification, in
 * one commit.
 */
async function editar(cambios: Record<string, unknown>, id = 'r1') {
  const db = as('ana');
  const antes = (await getDoc(doc(db, `users/ana/recibos/${id}`))).data() ?? {};
  const batch = writeBatch(db).update(doc(db, `users/ana/recibos/${id}`), { ...cambios, updatedAt: serverTimestamp() });
  return conVerificacionAlDia(conEdicion(batch, db, 'ana', id), db, id, antes, cambios).commit();
}

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 1, ultimo: 'r1' });
    await sembrarRecibo(db, 'ana', 'r1', reciboGuardado(1));
    await sembrarRecibo(db, 'ana', 'anulado', reciboGuardado(1, { estado: 'anulado' }));
  });
});

describe('receipts: who may do what', () => {
  it('the owner reads, creates with the next number, updates and deletes', async () => {
    const db = as('ana');
    await assertSucceeds(getDoc(doc(db, 'users/ana/recibos/r1')));
    await assertSucceeds(getDocs(collection(db, 'users/ana/recibos')));
    await assertSucceeds(crear('ana', 2));
    await assertSucceeds(editar({ concepto: 'Abril' }));
    await assertSucceeds(eliminar('ana', 'r2', 2, 'r1'));
  });

  it.each([
    ['another user', 'beto', false],
    ['an admin who is not the owner', 'jefa', true],
    ['an anonymous visitor', null, false],
  ])('%s can do none of it', async (_who, uid, admin) => {
    const db = as(uid, admin);
    await assertFails(getDoc(doc(db, 'users/ana/recibos/r1')));
    await assertFails(getDocs(collection(db, 'users/ana/recibos')));
    await assertFails(setDoc(doc(db, 'users/ana/recibos/r9'), nuevo(2)));
    await assertFails(updateDoc(doc(db, 'users/ana/recibos/r1'), { concepto: 'x', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, 'users/ana/recibos/r1')));
  });

  it('numbers cannot be skipped, reused or created without moving the counter', async () => {
    await assertFails(crear('ana', 3));
    await assertFails(crear('ana', 1));
    await assertFails(setDoc(doc(as('ana'), 'users/ana/recibos/r2'), nuevo(2)));
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/contadores/recibos-2026'), { recibos: 5 }));
    await assertFails(editar({ numero: 7 }));
  });

  // Attacks: numbers tie receipt and counter both ways.
  it('one commit cannot create two receipts with the same number', async () => {
    const db = as('ana');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r2' });
    batch.set(doc(db, 'users/ana/recibos/r2'), nuevo(2));
    batch.set(doc(db, 'users/ana/recibos/r2bis'), nuevo(2));
    await assertFails(batch.commit());
  });

  it('the counter never moves without the receipt that takes the number', async () => {
    const db = as('ana');
    await assertFails(setDoc(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r2' }));
    await assertFails(setDoc(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 2 }));
    await assertFails(setDoc(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r1' }));
    // Created at 1 with no receipt (a new user's first number, skipped).
    await assertFails(setDoc(doc(as('nuevo'), 'users/nuevo/contadores/recibos-2026'), { recibos: 1, ultimo: 'r1' }));
    await assertSucceeds(crear('nuevo', 1));
    // Naming a receipt that already existed, or one with another number.
    const b = writeBatch(db);
    b.set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r2' });
    b.set(doc(db, 'users/ana/recibos/r2'), nuevo(3));
    await assertFails(b.commit());
  });

  // An int compares equal to the same double: 7.0 passed where the app stores 7.
  it('the counter and the number are integers, not doubles of the same value', async () => {
    const crearPorRest = (contador: unknown, numero: unknown) => {
      const { createdAt: _c, updatedAt: _u, ...recibo } = reciboGuardado(2);
      const codigo = codigoDe('ana', 'r2');
      return commitComo('ana', [
        escritura('users/ana/contadores/recibos-2026', { recibos: contador, ultimo: 'r2' }),
        escritura('users/ana/recibos/r2', { ...recibo, numero, verificacion: codigo }, ['createdAt', 'updatedAt']),
        escritura(
          `verificaciones/${codigo}`,
          Object.fromEntries(
            Object.entries(verificacionDe('r2', reciboGuardado(2) as unknown as ReciboVerificable, null)).filter(
              ([clave]) => clave !== 'actualizadoEn',
            ),
          ),
          ['actualizadoEn'],
        ),
      ]);
    };
    expect(await crearPorRest(new Doble(2), 2)).toBe(false);
    expect(await crearPorRest(2, new Doble(2))).toBe(false);
    expect(await crearPorRest(2, 2)).toBe(true);
  });

  // A series never has a hole and a number never names two receipts (docs/producto.md, Recibos).
  it('only the last receipt is deleted, giving its number back, which the next receipt takes', async () => {
    await assertSucceeds(crear('ana', 2));
    await assertSucceeds(crear('ana', 3));
    // Not the last one (a hole), nor without the counter going back, nor the counter back alone.
    await assertFails(eliminar('ana', 'r2', 2, 'r1'));
    await assertFails(deleteDoc(doc(as('ana'), 'users/ana/recibos/r3')));
    await assertFails(setDoc(doc(as('ana'), 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r2' }));
    // Back by more than one, or naming a receipt that does not hold the new last number.
    await assertFails(eliminar('ana', 'r3', 2, 'r1'));
    await assertFails(eliminar('ana', 'r3', 3, 'r1'));
    await assertSucceeds(eliminar('ana', 'r3', 3, 'r2'));
    await assertSucceeds(crear('ana', 3, {}, 'r3bis'));
    // Down to an empty series, then 1 again.
    await assertSucceeds(eliminar('ana', 'r3bis', 3, 'r2'));
    await assertSucceeds(eliminar('ana', 'r2', 2, 'r1'));
    await assertFails(eliminar('ana', 'r1', 1, 'r0'));
    await assertSucceeds(eliminar('ana', 'r1', 1, ''));
    await assertSucceeds(crear('ana', 1, {}, 'otra'));
  });

  it('a receipt ever shared keeps its number: it is voided, never deleted', async () => {
    await reglas.env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore() as unknown as Firestore, 'users/ana/recibos/r1'), {
        ...reciboGuardado(1),
        compartido: { token: 'a'.repeat(32), createdAt: Timestamp.now(), expiresAt: null, revocado: true },
      }),
    );
    await assertFails(eliminar('ana', 'r1', 1, ''));
  });

  // An e-mailed receipt was edited in place (the payer held two PDFs of one number) and the last
  // one of its year deleted, its number given to the next receipt (docs/decisiones/030).
  it('a receipt that left the app (e-mailed, downloaded, printed) is only voided or corrected', async () => {
    const r1 = doc(as('ana'), 'users/ana/recibos/r1');
    const marca = (via: unknown, extra: Record<string, unknown> = {}) => ({
      salida: { via, en: serverTimestamp(), ...extra },
      updatedAt: serverTimestamp(),
    });
    // Marked by its owner only, once, with a known way out and the time of the write.
    await assertFails(updateDoc(doc(as('beto'), 'users/ana/recibos/r1'), marca('pdf')));
    await assertFails(updateDoc(r1, marca('fax')));
    await assertFails(updateDoc(r1, marca('pdf', { quien: 'yo' })));
    await assertFails(updateDoc(r1, { salida: { via: 'pdf', en: T0 }, updatedAt: serverTimestamp() }));
    // Nor with a change of content, even with its edit record.
    await assertFails(editar({ concepto: 'Otro', salida: { via: 'pdf', en: serverTimestamp() } }));
    await assertSucceeds(updateDoc(r1, marca('pdf')));
    await assertFails(updateDoc(r1, marca('impresion')));
    await assertFails(updateDoc(r1, { salida: deleteField(), updatedAt: serverTimestamp() }));
    // Its content never changes again, and its number is never given back.
    await assertFails(editar({ concepto: 'Abril' }));
    await assertFails(editar({ concepto: 'Abril', salida: deleteField() }));
    await assertFails(eliminar('ana', 'r1', 1, ''));
    // It is voided (and shared) as before.
    await assertSucceeds(
      updateDoc(r1, { estado: 'anulado', motivoAnulacion: 'Importe equivocado', updatedAt: serverTimestamp() }),
    );
    // A void receipt printed afterwards is marked too.
    await assertSucceeds(updateDoc(doc(as('ana'), 'users/ana/recibos/anulado'), marca('impresion')));
    // The sending function marks with the Admin SDK, in the same shape.
    await reglas.env.withSecurityRulesDisabled((context) =>
      sembrarRecibo(
        context.firestore() as unknown as Firestore,
        'ana',
        'r2',
        reciboGuardado(2, { salida: { via: 'correo', en: T0 } }),
      ),
    );
    await reglas.env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore() as unknown as Firestore, 'users/ana/contadores/recibos-2026'), {
        recibos: 2,
        ultimo: 'r2',
      }),
    );
    await assertFails(editar({ concepto: 'Abril' }, 'r2'));
    await assertFails(eliminar('ana', 'r2', 2, 'r1'));
  });

  it('account deletion closes every series for good: every receipt may go, no number is taken after', async () => {
    await assertSucceeds(crear('ana', 2));
    await assertSucceeds(crear('ana', 1, { fecha: '2027-01-01' }, 'a1'));
    const cierre = doc(as('ana'), 'users/ana/contadores/cierre');
    // Only its owner closes, with the mark and nothing else.
    await assertFails(setDoc(doc(as('beto'), 'users/ana/contadores/cierre'), { cerrado: true }));
    await assertFails(setDoc(cierre, { cerrado: false }));
    await assertFails(setDoc(cierre, { cerrado: 'true' }));
    await assertFails(setDoc(cierre, { cerrado: true, recibos: 0 }));
    await assertSucceeds(setDoc(cierre, { cerrado: true }));
    // For good: the mark never changes or goes.
    await assertFails(setDoc(cierre, { cerrado: false }));
    await assertFails(deleteDoc(cierre));
    // No number is taken after, in any year, an old one or a new one.
    await assertFails(crear('ana', 3));
    await assertFails(crear('ana', 2, { fecha: '2027-02-01' }, 'a2'));
    await assertFails(crear('ana', 1, { fecha: '2030-01-01' }, 'n1'));
    await assertFails(eliminar('ana', 'r2', 2, 'r1'));
    const contador = doc(as('ana'), 'users/ana/contadores/recibos-2026');
    await assertFails(updateDoc(contador, { recibos: 9 }));
    await assertFails(deleteDoc(contador));
    // Every receipt may go, the first of a series, the middle, the last: only by its owner.
    await assertFails(deleteDoc(doc(as('beto'), 'users/ana/recibos/r2')));
    await assertSucceeds(deleteDoc(doc(as('ana'), 'users/ana/recibos/r1')));
    await assertSucceeds(deleteDoc(doc(as('ana'), 'users/ana/recibos/a1')));
    await assertSucceeds(deleteDoc(doc(as('ana'), 'users/ana/recibos/r2')));
  });

  // A series per calendar year of the receipt's date: a receipt dated 01/01/2027 once took
  // R-2027-0007, and the next one, dated 30/11/2026, R-2026-0008.
  it('each year of the date has its own series: 2027 starts at 1, 2026 goes on where it was', async () => {
    await assertFails(crear('ana', 2, { fecha: '2027-01-01' }, 'a1'));
    await assertSucceeds(crear('ana', 1, { fecha: '2027-01-01' }, 'a1'));
    await assertSucceeds(crear('ana', 2, { fecha: '2026-11-30' }));
    await assertFails(crear('ana', 1, { fecha: '2026-12-01' }, 'r1bis'));
    await assertSucceeds(crear('ana', 2, { fecha: '2027-01-02' }, 'a2'));
    await assertSucceeds(crear('ana', 1, { fecha: '2025-06-30' }, 'v1'));
  });

  it('a receipt takes a number of its own year’s series only', async () => {
    // 2026's counter moved for a receipt dated 2027 (whose own series has not moved).
    await assertFails(crear('ana', 2, { fecha: '2027-01-01' }, 'a2', 'recibos-2026'));
    // Both years' counters moved for one receipt: 2025's number 1 burnt, a hole in that series.
    const db = as('ana');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/ana/contadores/recibos-2027'), { recibos: 1, ultimo: 'a1' });
    batch.set(doc(db, 'users/ana/contadores/recibos-2025'), { recibos: 1, ultimo: 'a1' });
    batch.set(doc(db, 'users/ana/recibos/a1'), nuevo(1, { fecha: '2027-01-01' }));
    await assertFails(batch.commit());
    // Not a year's series: another name in the counters' collection.
    await assertFails(crear('ana', 1, {}, 'x1', 'recibos-26'));
    await assertFails(crear('ana', 1, {}, 'x1', 'recibos'));
  });

  it('only the last receipt of its year is deleted, the counter back to one of the same year', async () => {
    await assertSucceeds(crear('ana', 1, { fecha: '2027-01-01' }, 'a1'));
    await assertSucceeds(crear('ana', 2, { fecha: '2027-01-02' }, 'a2'));
    await assertSucceeds(crear('ana', 2));
    // r2 holds 2026's last number while 2027 has moved on; a1 holds number 1 of the other year.
    await assertFails(eliminar('ana', 'r2', 2, 'a1'));
    await assertSucceeds(eliminar('ana', 'r2', 2, 'r1'));
    await assertFails(eliminar('ana', 'a2', 2, 'r1', '2027'));
    await assertFails(eliminar('ana', 'a2', 2, 'a1', '2026'));
    await assertSucceeds(eliminar('ana', 'a2', 2, 'a1', '2027'));
  });

  // A receipt corrected while still the last of its year, never shared, was deleted and its
  // number given again, so its correction named another receipt's number (attack review).
  it('neither side of a correction is deleted: each names the other’s number', async () => {
    const db = as('ana');
    const batch = writeBatch(db);
    batch.set(doc(db, 'users/ana/contadores/recibos-2027'), { recibos: 1, ultimo: 'a1' });
    emitidoConVerificacion(
      batch,
      db,
      'ana',
      'a1',
      nuevo(1, { fecha: '2027-01-15', sustituye: { id: 'r1', numero: 'R-2026-0001' } }),
    );
    batch.update(doc(db, 'users/ana/recibos/r1'), {
      estado: 'anulado',
      sustituidoPor: { id: 'a1', numero: 'R-2027-0001' },
      updatedAt: serverTimestamp(),
    });
    await assertSucceeds(batch.commit());
    await assertFails(eliminar('ana', 'r1', 1, ''));
    await assertFails(eliminar('ana', 'a1', 1, '', '2027'));
  });

  it('an edit keeps the date in the year of its series', async () => {
    await assertFails(editar({ fecha: '2027-01-05' }));
    await assertFails(editar({ fecha: '2025-12-31' }));
    await assertSucceeds(editar({ fecha: '2026-12-31' }));
  });

  // The amounts are checked by the rules of the edit record (the receipt's budget has no room).
  it('a change of content needs its edit record, which checks the amounts as changed', async () => {
    const db = as('ana');
    const recibo = doc(db, 'users/ana/recibos/r1');
    const edicion = doc(db, 'users/ana/ediciones/r1');
    const cambio = { lineas: [{ ...linea, precioUnitario: 3000 }], total: 3000, updatedAt: serverTimestamp() };
    // Without it, even a valid change is refused; and a wrong total with it.
    await assertFails(updateDoc(recibo, cambio));
    await assertFails(updateDoc(recibo, { concepto: 'Abril', updatedAt: serverTimestamp() }));
    await assertFails(editar({ ...cambio, total: 2999 }));
    // The record is only the time of this very commit.
    const conRegistro = (registro: Record<string, unknown>) =>
      writeBatch(db).update(recibo, cambio).set(edicion, registro).commit();
    await assertFails(conRegistro({ editadoEn: T0 }));
    await assertFails(conRegistro({ editadoEn: serverTimestamp(), total: 3000 }));
    await assertSucceeds(conRegistro({ editadoEn: serverTimestamp() }));
    // Sharing, revoking and voiding check no amounts: they need none.
    await assertSucceeds(
      updateDoc(recibo, { estado: 'anulado', motivoAnulacion: 'Error', updatedAt: serverTimestamp() }),
    );
    // It goes only with its receipt, and is nobody else's to write.
    await assertFails(deleteDoc(edicion));
    await assertFails(setDoc(doc(as('beto'), 'users/ana/ediciones/r1'), { editadoEn: serverTimestamp() }));
    await assertFails(setDoc(doc(as('ana'), 'users/ana/ediciones/r9'), { editadoEn: serverTimestamp() }));
  });

  // Voiding took no reason, and a void receipt could not carry one afterwards.
  it('a voiding says why, and a receipt voided without a reason gets one later, once', async () => {
    const r1 = doc(as('ana'), 'users/ana/recibos/r1');
    const anulado = doc(as('ana'), 'users/ana/recibos/anulado');
    const ahora = { updatedAt: serverTimestamp() };
    // Required, only on a void receipt, visible text within 200 characters.
    await assertFails(updateDoc(r1, { estado: 'anulado', ...ahora }));
    await assertFails(updateDoc(r1, { motivoAnulacion: 'Error', ...ahora }));
    await assertFails(editar({ motivoAnulacion: 'Error' }));
    await assertFails(updateDoc(r1, { estado: 'anulado', motivoAnulacion: '   ', ...ahora }));
    await assertFails(updateDoc(r1, { estado: 'anulado', motivoAnulacion: '\u200B', ...ahora }));
    await assertFails(updateDoc(r1, { estado: 'anulado', motivoAnulacion: 'x'.repeat(801), ...ahora }));
    await assertFails(updateDoc(r1, { estado: 'anulado', motivoAnulacion: 7, ...ahora }));
    await assertSucceeds(updateDoc(r1, { estado: 'anulado', motivoAnulacion: 'Importe equivocado', ...ahora }));
    // Once given, it stays.
    await assertFails(updateDoc(r1, { motivoAnulacion: 'Otro', ...ahora }));
    await assertFails(updateDoc(r1, { motivoAnulacion: deleteField(), ...ahora }));
    // Voided when none was required: given afterwards, once, and nothing else with it.
    await assertFails(updateDoc(anulado, { motivoAnulacion: 'Duplicado', concepto: 'Otro', ...ahora }));
    await assertSucceeds(updateDoc(anulado, { motivoAnulacion: 'Duplicado', ...ahora }));
    await assertFails(updateDoc(anulado, { motivoAnulacion: 'Otro', ...ahora }));
    // A correction's replaced receipt says why already: «Sustituido por R-…».
    await reglas.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore() as unknown as Firestore;
      const sustituidoPor = { id: 'r9', numero: 'R-2026-0009' };
      await sembrarRecibo(db, 'ana', 'sustituido', reciboGuardado(4, { estado: 'anulado', sustituidoPor }));
    });
    await assertFails(updateDoc(doc(as('ana'), 'users/ana/recibos/sustituido'), { motivoAnulacion: 'Otro', ...ahora }));
  });

  it('a void receipt cannot be un-voided, and voiding changes nothing else', async () => {
    await assertFails(editar({ estado: 'anulado', motivoAnulacion: 'Error', concepto: 'Otro' }));
    await assertSucceeds(editar({ estado: 'anulado', motivoAnulacion: 'Error' }));
    await assertFails(editar({ estado: 'emitido' }));
  });

  // Attack: after "Anular" only sharing may change.
  it.each([
    ['the total and lines', { lineas: [{ ...linea, precioUnitario: 9999 }], total: 9999 }],
    ['the concept', { concepto: 'Otro concepto' }],
    ['the payer', { pagador: { nombre: 'Otra persona' } }],
    ['the date', { fecha: '2026-04-01' }],
    ['the notes', { notas: 'cambiadas' }],
    ['the labels', { etiquetas: ['a'.repeat(20)] }],
  ])('a void receipt’s %s cannot be edited', async (_campo, cambios) => {
    await assertFails(editar(cambios, 'anulado'));
  });

  it('accepts 5 lines and refuses 6 (every line checked, the total their sum)', async () => {
    const cinco = Array.from({ length: 5 }, (_, i) => ({ ...linea, descripcion: `Línea ${i + 1}` }));
    await assertSucceeds(crear('ana', 2, { lineas: cinco, total: 12500 }));
    await assertFails(crear('ana', 3, { lineas: [...cinco, linea], total: 15000 }));
  });

  // The rules evaluate at most 1,000 expressions per document (the emulator enforces it too):
  // the largest receipt the form allows must fit, created and then edited in every field.
  it('the largest receipt the form allows fits the evaluation budget, created and edited', async () => {
    const lineas = (sufijo: string) =>
      Array.from({ length: 5 }, (_, i) => ({
        descripcion: `Línea ${i} 👩‍👩‍👧 ${sufijo}`,
        cantidad: 1.29,
        precioUnitario: 123456,
      }));
    const grande = (sufijo: string) => ({
      emisor: {
        nombre: `Ana Emisora ${sufijo}`,
        documento: '12345678Z',
        direccion: `Calle ${sufijo}\n`.repeat(70).slice(0, 420),
        contacto: `correo-${sufijo}@ejemplo.es · +34 600 000 000 `.repeat(5).slice(0, 160),
      },
      pagador: {
        nombre: `Beto ${sufijo}`,
        documento: '87654321X',
        email: 'beto@ejemplo.es',
        telefono: '+34 600 000 000 000 000 000 01',
      },
      concepto: `Concepto ${sufijo}`,
      lineas: lineas(sufijo),
      total: 5 * 159258,
      etiquetas: Array.from({ length: 20 }, (_, i) => `${sufijo}${i}`.padStart(20, 'a')),
      busqueda: Array.from({ length: 200 }, (_, i) => `${sufijo}${i}`),
      notas: sufijo.repeat(1000).slice(0, 1000),
    });
    await assertSucceeds(crear('ana', 2, grande('x')));
    await assertSucceeds(editar({ ...grande('y'), fecha: '2026-02-28', moneda: 'USD', metodoPago: 'efectivo' }, 'r2'));
    // In CLP the total is checked once more (whole pesos): the largest still fits.
    const enPesos = grande('z').lineas.map((l) => ({ ...l, cantidad: 2, precioUnitario: 1234_00 }));
    await assertSucceeds(crear('ana', 3, { ...grande('z'), moneda: 'CLP', lineas: enPesos, total: 5 * 2468_00 }));
    await assertSucceeds(editar({ ...grande('w'), moneda: 'CLP', lineas: enPesos, total: 5 * 2468_00 }, 'r3'));
  });

  it('accepts amounts the form computes: 0,29 × 1.234,56 € rounds like dinero.ts', async () => {
    await assertSucceeds(
      crear('ana', 2, { lineas: [{ ...linea, cantidad: 0.29, precioUnitario: 123456 }], total: 35802 }),
    );
    await assertSucceeds(editar({ lineas: [{ ...linea, cantidad: 1.15, precioUnitario: 333 }], total: 383 }));
  });

  // The form's money limits, in the rules too.
  it('accepts a total of exactly 1.000.000.000,00 and quantities and prices at their limits', async () => {
    await assertSucceeds(
      crear('ana', 2, {
        lineas: [{ ...linea, cantidad: 10, precioUnitario: 100_000_000_00 }],
        total: 1_000_000_000_00,
      }),
    );
    await assertSucceeds(
      crear('ana', 3, {
        lineas: [{ ...linea, cantidad: 1_000_000, precioUnitario: 100_000 }],
        total: 1_000_000_000_00,
      }),
    );
  });

  // Chilean pesos have no minor unit: whole prices and whole line amounts only (dinero.ts).
  it('accepts whole pesos in CLP, however the quantity splits them', async () => {
    await assertSucceeds(
      crear('ana', 2, {
        moneda: 'CLP',
        lineas: [{ ...linea, cantidad: 1.5, precioUnitario: 12_990_00 }],
        total: 19_485_00,
      }),
    );
    await assertSucceeds(
      editar({ moneda: 'EUR', lineas: [{ ...linea, cantidad: 1.5, precioUnitario: 12_991_00 }], total: 19_486_50 }),
    );
  });

  it.each([
    ['a total with cents', { lineas: [{ ...linea, cantidad: 3, precioUnitario: 12_990_50 }], total: 38_971_50 }],
    // 1,5 × 12.991: half a peso.
    [
      'a total with half a peso',
      { lineas: [{ ...linea, cantidad: 1.5, precioUnitario: 12_991_00 }], total: 19_486_50 },
    ],
  ])('refuses, in CLP, %s', async (_caso, extra) => {
    await assertFails(crear('ana', 2, { moneda: 'CLP', ...extra }));
    await assertFails(editar({ moneda: 'CLP', ...extra }));
  });

  it.each([
    ['a total of 0,00 (a receipt acknowledges a payment)', { lineas: [{ ...linea, precioUnitario: 0 }], total: 0 }],
    ['a total of 0,00 from 0,01 × 0,49', { lineas: [{ ...linea, cantidad: 0.01, precioUnitario: 49 }], total: 0 }],
    [
      'a total over 1.000.000.000,00',
      { lineas: [{ ...linea, cantidad: 10, precioUnitario: 100_000_000_01 }], total: 1_000_000_000_10 },
    ],
    [
      'a price over 100.000.000,00',
      { lineas: [{ ...linea, cantidad: 0.5, precioUnitario: 100_000_000_02 }], total: 50_000_000_01 },
    ],
    [
      // 99999999 × 99999999 €: as floats the amount was 9.999.999.800.000.002,00.
      'the huge line the form once summed in floating point',
      { lineas: [{ ...linea, cantidad: 99_999_999, precioUnitario: 99_999_999_00 }], total: 999_999_980_000_000_100 },
    ],
  ])('refuses %s', async (_caso, extra) => {
    await assertFails(crear('ana', 2, extra));
  });

  it.each([
    ['an unknown key', { extra: true }],
    ['no lines', { lineas: [], total: 0 }],
    // With a positive total, so that only the price's own check can refuse it.
    [
      'a negative price',
      {
        lineas: [
          { ...linea, precioUnitario: -1 },
          { ...linea, precioUnitario: 2501 },
        ],
        total: 2500,
      },
    ],
    ['a fractional price (cents are integers)', { lineas: [{ ...linea, precioUnitario: 12.5 }], total: 13 }],
    ['a zero quantity', { lineas: [{ ...linea, cantidad: 0 }], total: 0 }],
    ['a line with an unknown key', { lineas: [{ ...linea, iva: 21 }] }],
    ['an unknown state', { estado: 'pagado' }],
    ['an unknown currency', { moneda: 'EURO' }],
    ['an unknown payment method', { metodoPago: 'cheque' }],
    ['an empty payer name', { pagador: { nombre: '' } }],
    ['a payer name over 400 UTF-16 units', { pagador: { nombre: 'x'.repeat(401) } }],
    ['a concept over 800 UTF-16 units', { concepto: 'c'.repeat(801) }],
    ['notes over 4000 UTF-16 units', { notas: 'n'.repeat(4001) }],
    ['a negative total', { total: -1 }],
    ['a bad date', { fecha: '05/03/2026' }],
    ['an issuer with an email', { emisor: { nombre: 'Ana', email: 'a@b.es' } }],
    ['an issuer address over 420 characters', { emisor: { nombre: 'Ana', direccion: 'd'.repeat(1681) } }],
    ['created already void', { estado: 'anulado' }],
    [
      'created already shared',
      { compartido: { token: 'a'.repeat(32), createdAt: Timestamp.now(), expiresAt: null, revocado: false } },
    ],
    ['client-set timestamps', { createdAt: Timestamp.now(), updatedAt: Timestamp.now() }],
    // Attacks: the receipt's shape.
    ['a total that is not the sum of the lines', { total: 2499 }],
    ['a total as a string', { total: '2500' }],
    ['a malformed 5th line', { lineas: [...Array(4).fill(linea), { ...linea, descripcion: '' }], total: 12500 }],
    ['a 5th line of another type', { lineas: [...Array(4).fill(linea), 'x'.repeat(40_000)], total: 10000 }],
    [
      'a 5th line with a huge extra field',
      { lineas: [...Array(4).fill(linea), { ...linea, x: 'x'.repeat(40_000) }], total: 12500 },
    ],
    ['a 6th line', { lineas: Array(6).fill(linea), total: 15000 }],
    ['a quantity of 0.001', { lineas: [{ ...linea, cantidad: 0.001 }], total: 3 }],
    ['a quantity over 1,000,000', { lineas: [{ ...linea, cantidad: 1_000_001 }], total: 2_500_002_500 }],
    ['a label id that is an object', { etiquetas: [{ id: 'e1' }] }],
    ['a label id of 40,000 characters', { etiquetas: ['x'.repeat(40_000)] }],
    ['a label id that is not an id', { etiquetas: ['../../users/beto'] }],
    ['21 labels', { etiquetas: Array.from({ length: 21 }, (_, i) => String(i).padStart(20, 'a')) }],
    ['a search term that is an object', { busqueda: [{ t: 'be' }] }],
    ['a search term of 40,000 characters', { busqueda: ['b'.repeat(40_000)] }],
    ['a search term with spaces', { busqueda: ['be to'] }],
    ['a concept of spaces', { concepto: '   ' }],
    ['a concept of no-break and zero-width spaces', { concepto: '\u00A0\u200B\u3000' }],
    ['an untrimmed concept', { concepto: ' Marzo ' }],
    ['a payer of spaces', { pagador: { nombre: '  ' } }],
    ['a line description of spaces', { lineas: [{ ...linea, descripcion: ' ' }] }],
    ['an empty payer document', { pagador: { nombre: 'Beto', documento: '' } }],
    ['an email that is not one', { pagador: { nombre: 'Beto', email: 'beto' } }],
    ['a payer phone that is not one', { pagador: { nombre: 'Beto', telefono: 'llámame' } }],
    ['a payer phone over 30 characters', { pagador: { nombre: 'Beto', telefono: `+34 ${'6'.repeat(27)}` } }],
    ['an issuer with a phone', { emisor: { nombre: 'Ana', telefono: '600 11 22 33' } }],
    ['the date 9999-99-99', { fecha: '9999-99-99' }],
    ['the date 2026-02-30', { fecha: '2026-02-30' }],
    ['the date 2027-02-29 (not a leap year)', { fecha: '2027-02-29' }],
    ['the date 2026-04-31', { fecha: '2026-04-31' }],
    // Found by an attack review of these rules.
    ['notes that are a list of 900 KB', { notas: ['x'.repeat(900_000)] }],
    ['notes that are a map', { notas: { a: 'x' } }],
    ['labels that are an empty string', { etiquetas: '' }],
    ['labels that are an empty map', { etiquetas: {} }],
    ['search terms that are an empty string', { busqueda: '' }],
    ['search terms that are an empty map', { busqueda: {} }],
    ['one label item hiding two ids', { etiquetas: [`${'A'.repeat(20)},${'B'.repeat(20)}`] }],
    ['one search item hiding two terms', { busqueda: ['ab|cd'] }],
    ['a concept of a combining mark newer Unicode added', { concepto: '\u1AC1' }],
    ['a payer of a Hangul filler', { pagador: { nombre: '\u3164' } }],
    ['a payer of a Braille blank', { pagador: { nombre: '\u2800' } }],
    ['an e-mail of zero-width characters', { pagador: { nombre: 'Beto', email: '\u200B@\u200B.\u200B' } }],
    // Found by a later attack review: join() writes any value as text.
    ['a search term that is null', { busqueda: ['be', null] }],
    ['a search term that is true', { busqueda: ['be', true] }],
    ['a search term that is 7', { busqueda: ['be', 7] }],
    ['a search term that is 77', { busqueda: [77] }],
    ['a one-letter search term', { busqueda: ['b'] }],
    ['a label id that is a number', { etiquetas: [1234567890123456] }],
    // Names with no base character: default-ignorable code points and lone marks.
    ['a payer of shorthand format controls', { pagador: { nombre: '\u{1BCA0}\u{1BCA3}' } }],
    ['a concept of a Cyrillic combining titlo', { concepto: '\u0483' }],
    ['a payer of a musical combining accent', { pagador: { nombre: '\u{1D17B}' } }],
    ['an issuer of the Khitan filler', { emisor: { nombre: '\u{16FE4}' } }],
    ['a line of an enclosing circle', { lineas: [{ ...linea, descripcion: '\u20DD\u20DD' }] }],
  ])('refuses a malformed receipt: %s', async (_case, extra) => {
    await assertFails(crear('ana', 2, extra));
  });

  // A rent receipt's property and period, the «He recibido de…» sentence and the issuer's
  // signature: what the form writes, and nothing else.
  const alquiler = { inmueble: 'Calle Mayor 1, 2.º B\n28013 Madrid', desde: '2026-12-01', hasta: '2026-12-31' };
  const firma = 'M20 70L60 20L90 80M150 60L280 55';
  it('accepts a rent receipt with its property and period, saying «He recibido de…», signed', async () => {
    await assertSucceeds(crear('ana', 2, { alquiler, recibi: true, emisor: { nombre: 'Ana', firma } }));
    await assertSucceeds(crear('ana', 3, { alquiler: { ...alquiler, desde: '2026-12-24', hasta: '2026-12-24' } }));
    await assertSucceeds(editar({ alquiler: { ...alquiler, hasta: '2027-01-15' } }));
    await assertSucceeds(editar({ alquiler: deleteField(), recibi: true }));
  });

  it.each([
    ['a property with nothing visible', { alquiler: { ...alquiler, inmueble: ' \u200b ' } }],
    ['a property over 200 characters', { alquiler: { ...alquiler, inmueble: 'c'.repeat(801) } }],
    ['no property', { alquiler: { desde: alquiler.desde, hasta: alquiler.hasta } }],
    ['a period that ends before it starts', { alquiler: { ...alquiler, desde: '2026-12-02', hasta: '2026-12-01' } }],
    ['a period of no real day', { alquiler: { ...alquiler, hasta: '2026-02-30' } }],
    ['a period with a time', { alquiler: { ...alquiler, desde: Timestamp.now() } }],
    ['a rent receipt with another field', { alquiler: { ...alquiler, renta: 85000 } }],
    ['a rent receipt as text', { alquiler: 'Calle Mayor 1' }],
    ['«He recibido de…» as false', { recibi: false }],
    ['«He recibido de…» as its own text', { recibi: 'He recibido de nadie' }],
    ['a signature that is markup', { emisor: { nombre: 'Ana', firma: '<svg onload="x()"/>' } }],
    ['a signature with curves', { emisor: { nombre: 'Ana', firma: 'M1 1C2 2 3 3 4 4' } }],
    ['a signature outside its box', { emisor: { nombre: 'Ana', firma: 'M1 1L301 50L20 999' } }],
    ['a signature over 32,000 characters', { emisor: { nombre: 'Ana', firma: `M1 1${'L100 100'.repeat(4000)}` } }],
  ])('refuses %s, created or edited', async (_caso, extra) => {
    await assertFails(crear('ana', 2, extra));
    await assertFails(editar(extra));
  });

  it('accepts real edge dates and a concept of 101 emoji (what the form accepts)', async () => {
    await assertSucceeds(crear('ana', 1, { fecha: '2024-02-29' }, 'b1'));
    await assertSucceeds(crear('ana', 1, { fecha: '2000-02-29', concepto: '🧾'.repeat(101) }, 'c1'));
    await assertSucceeds(crear('ana', 2, { fecha: '2026-12-31', pagador: { nombre: 'Beto', documento: '12345678Z' } }));
  });

  it.each([
    ['garbage in compartido', { compartido: { cualquier: 'cosa' } }],
    [
      'a pointer to a link that was never registered',
      { compartido: { token: 'z'.repeat(32), createdAt: serverTimestamp(), expiresAt: null, revocado: false } },
    ],
    ['a total that no longer matches', { total: 1 }],
    ['a 6th line', { lineas: Array(6).fill(linea), total: 15000 }],
  ])('refuses an update with %s', async (_case, cambios) => {
    await assertFails(editar(cambios));
  });

  // Hostile text: 10 000 characters in any text field is refused with nothing written; markup,
  // right-to-left, emoji and zero-width characters within the limits are stored as plain text.
  it.each(camposDeTexto('<script>'.repeat(1250), linea))(
    'refuses 10 000 characters in %s, and writes nothing',
    async (_campo, extra) => {
      await assertFails(crear('ana', 2, extra));
      await reglas.env.withSecurityRulesDisabled(async (ctx) => {
        expect((await getDoc(doc(ctx.firestore(), 'users/ana/recibos/r2'))).exists()).toBe(false);
        expect((await getDoc(doc(ctx.firestore(), 'users/ana/contadores/recibos-2026'))).get('recibos')).toBe(1);
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
