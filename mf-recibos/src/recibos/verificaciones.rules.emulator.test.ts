// firestore.rules for a receipt's verification (verificaciones/{código}), against the Firestore
// emulator: read by its code by anyone, never listed, and written only in its receipt's commit,
// saying what the receipt says; and a certificate's, written once by whoever makes it.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  anulacion,
  codigoNuevo,
  type ReciboVerificable,
  verificacionDe,
  verificacionDelCertificado,
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
  writeBatch,
} from 'firebase/firestore';
import { codigoDe, conVerificacionAlDia, emitidoConVerificacion, reciboGuardado } from 'tooling/compartir';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOTAL_MAX } from './dinero';
import { MONEDAS } from './types';

const reglas = usarReglas();
const as = (uid: string | null, admin = false) =>
  reglas.como(uid, admin ? { admin: true } : {}) as unknown as Firestore;

/** Receipt 2 of 2026 as the app issues it. */
const recibo2 = reciboGuardado(2, {
  pagador: { nombre: 'Beto Pagador Ruiz', documento: 'X1234567L', email: 'beto@ejemplo.es' },
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});
/** Its verification as the app writes it, with `cambios`. */
const verificacion2 = (cambios: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...verificacionDe('r2', recibo2 as unknown as ReciboVerificable, serverTimestamp()),
  ...cambios,
});

/** Issues r2 for ana with `codigo` and the verification `v` (the app's, unless changed). */
function emitir(codigo: string, v: Record<string, unknown> | null, recibo = recibo2, uid = 'ana') {
  const db = as(uid);
  const batch = writeBatch(db);
  batch.set(doc(db, `users/${uid}/contadores/recibos-2026`), { recibos: 2, ultimo: 'r2' });
  batch.set(doc(db, `users/${uid}/recibos/r2`), { ...recibo, verificacion: codigo });
  if (v) batch.set(doc(db, `verificaciones/${codigo}`), v);
  return batch.commit();
}

async function emitido(): Promise<string> {
  const db = as('ana');
  const batch = writeBatch(db);
  batch.set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r2' });
  const codigo = emitidoConVerificacion(batch, db, 'ana', 'r2', recibo2, codigoNuevo());
  await batch.commit();
  return codigo;
}

const leer = async (uid = 'ana', id = 'r2') => (await getDoc(doc(as(uid), `users/${uid}/recibos/${id}`))).data() ?? {};

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 1, ultimo: 'r1' });
    await setDoc(doc(db, 'users/ana/recibos/r1'), reciboGuardado(1));
    await setDoc(doc(db, 'users/beto/contadores/recibos-2026'), { recibos: 1, ultimo: 'r1' });
    await setDoc(doc(db, 'users/beto/recibos/r1'), reciboGuardado(1));
    // Ana's issuer details, as a certificate names its issuer.
    await setDoc(doc(db, 'users/ana/perfil/emisor'), {
      nombre: 'Ana Propietaria',
      documento: '50000000B',
      ciudad: 'Madrid',
    });
  });
});

describe('a verification: read by its code, never listed', () => {
  it('anyone reads one by its code; nobody lists them, not even its owner or an admin', async () => {
    const codigo = await emitido();
    const publica = await getDoc(doc(as(null), `verificaciones/${codigo}`));
    expect(publica.get('numero')).toBe('R-2026-0002');
    // The payer as the page shows her: the first word, and four digits of her NIF.
    expect(publica.get('pagador')).toEqual({ nombre: 'Beto …', documento: '****4567*' });
    for (const db of [as(null), as('ana'), as('jefa', true)]) {
      await assertFails(getDocs(collection(db, 'verificaciones')));
      await assertFails(getDocs(query(collection(db, 'verificaciones'), where('reciboId', '==', 'r2'))));
    }
  });
});

describe('a verification is written only with its receipt, saying what it says', () => {
  it('issuing needs its code and its verification, the same as the receipt', async () => {
    const codigo = codigoNuevo();
    await assertFails(emitir(codigo, null));
    const db = as('ana');
    await assertFails(
      writeBatch(db)
        .set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r2' })
        .set(doc(db, 'users/ana/recibos/r2'), recibo2)
        .commit(),
    );
    await assertFails(emitir(codigo, verificacion2({ total: 9999 })));
    await assertFails(emitir(codigo, verificacion2({ estado: 'anulado' })));
    await assertFails(emitir(codigo, verificacion2({ pagador: { nombre: 'Beto Pagador Ruiz' } })));
    await assertFails(emitir(codigo, verificacion2({ pagador: { nombre: 'Beto …', email: 'beto@ejemplo.es' } })));
    await assertFails(emitir(codigo, verificacion2({ reciboId: 'r1' })));
    await assertFails(emitir(codigo, verificacion2({ telefono: '600' })));
    await assertFails(emitir(codigo, verificacion2({ motivoAnulacion: null })));
    await assertFails(emitir(codigo, verificacion2({ sustituidoPor: null })));
    await assertFails(emitir('codigo-que-no-es', verificacion2()));
    await assertSucceeds(emitir(codigo, verificacion2()));
  });

  it('a code names one receipt for ever: no other receipt, of its owner or another user, takes it', async () => {
    const codigo = await emitido();
    // Beto issues a receipt with ana's code (its document, as his receipt says, over hers).
    await assertFails(emitir(codigo, verificacion2(), recibo2, 'beto'));
    await assertFails(emitir(codigo, null, recibo2, 'beto'));
    // Or moves one of his receipts to it.
    await assertFails(
      updateDoc(doc(as('beto'), 'users/beto/recibos/r1'), { verificacion: codigo, updatedAt: serverTimestamp() }),
    );
    // Or writes ana's verification from his own receipt of the same id.
    await assertFails(setDoc(doc(as('beto'), `verificaciones/${codigo}`), verificacion2()));
    await assertFails(deleteDoc(doc(as('beto'), `verificaciones/${codigo}`)));
    expect((await getDoc(doc(as(null), `verificaciones/${codigo}`))).get('estado')).toBe('emitido');
  });

  // Attack review: two receipts of different years took one code in one commit, the second with
  // no verification of its own; voided and printed, its QR went on saying «emitido».
  it('one commit cannot give one code to two receipts, nor void a receipt through another’s verification', async () => {
    const db = as('ana');
    const codigo = codigoNuevo();
    const dos = writeBatch(db);
    dos.set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 2, ultimo: 'r2' });
    dos.set(doc(db, 'users/ana/contadores/recibos-2025'), { recibos: 1, ultimo: 'r3' });
    emitidoConVerificacion(dos, db, 'ana', 'r2', recibo2, codigo);
    dos.set(doc(db, 'users/ana/recibos/r3'), {
      ...reciboGuardado(1, {
        fecha: '2025-12-30',
        concepto: 'Otro',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
      verificacion: codigo,
    });
    await assertFails(dos.commit());
    // A void whose commit writes some other receipt's new verification, not its own.
    const suyo = await emitido();
    const otro = codigoNuevo();
    const anular = writeBatch(db);
    anular.update(doc(db, 'users/ana/recibos/r2'), { ...anulacion('Repetido'), updatedAt: serverTimestamp() });
    anular.set(doc(db, 'users/ana/contadores/recibos-2025'), { recibos: 1, ultimo: 'r9' });
    emitidoConVerificacion(
      anular,
      db,
      'ana',
      'r9',
      reciboGuardado(1, { fecha: '2025-01-02', ...{ createdAt: serverTimestamp(), updatedAt: serverTimestamp() } }),
      otro,
    );
    await assertFails(anular.commit());
    expect((await getDoc(doc(as(null), `verificaciones/${suyo}`))).get('estado')).toBe('emitido');
  });

  it('never created, changed or deleted outside its receipt’s commit', async () => {
    const codigo = await emitido();
    const otro = codigoNuevo();
    await assertFails(setDoc(doc(as('ana'), `verificaciones/${otro}`), verificacion2()));
    await assertFails(
      updateDoc(doc(as('ana'), `verificaciones/${codigo}`), { estado: 'anulado', actualizadoEn: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(as('ana'), `verificaciones/${codigo}`), { actualizadoEn: serverTimestamp() }));
    await assertFails(deleteDoc(doc(as('ana'), `verificaciones/${codigo}`)));
    // A commit that writes the receipt but only shares it does not move its date either.
    const antes = await leer();
    const db = as('ana');
    await assertFails(
      writeBatch(db)
        .update(doc(db, 'users/ana/recibos/r2'), { updatedAt: serverTimestamp() })
        .update(doc(db, `verificaciones/${codigo}`), { actualizadoEn: serverTimestamp() })
        .commit(),
    );
    expect(antes.verificacion).toBe(codigo);
  });

  it('voiding changes it in the same commit, with the reason, or not at all', async () => {
    const codigo = await emitido();
    const db = as('ana');
    const antes = await leer();
    const cambio = { ...anulacion('Importe equivocado'), updatedAt: serverTimestamp() };
    const anular = (v: (b: ReturnType<typeof writeBatch>) => ReturnType<typeof writeBatch>) =>
      v(writeBatch(db).update(doc(db, 'users/ana/recibos/r2'), cambio)).commit();
    await assertFails(anular((b) => b));
    await assertFails(
      anular((b) =>
        b.update(doc(db, `verificaciones/${codigo}`), {
          estado: 'anulado',
          motivoAnulacion: 'Otro motivo',
          actualizadoEn: serverTimestamp(),
        }),
      ),
    );
    await assertFails(
      anular((b) =>
        b.update(doc(db, `verificaciones/${codigo}`), { estado: 'anulado', motivoAnulacion: 'Importe equivocado' }),
      ),
    );
    await assertSucceeds(anular((b) => conVerificacionAlDia(b, db, 'r2', antes, anulacion('Importe equivocado'))));
    const v = await getDoc(doc(as(null), `verificaciones/${codigo}`));
    expect(v.get('estado')).toBe('anulado');
    expect(v.get('motivoAnulacion')).toBe('Importe equivocado');
  });

  it('a reason given afterwards to a receipt voided without one reaches it too', async () => {
    const codigo = await emitido();
    const sinMotivo = { estado: 'anulado', updatedAt: serverTimestamp() };
    await reglas.env.withSecurityRulesDisabled(async (c) => {
      const d = c.firestore() as unknown as Firestore;
      await updateDoc(doc(d, 'users/ana/recibos/r2'), sinMotivo);
      await updateDoc(doc(d, `verificaciones/${codigo}`), { estado: 'anulado', actualizadoEn: serverTimestamp() });
    });
    const db = as('ana');
    const antes = await leer();
    const motivo = { motivoAnulacion: 'Repetido' };
    const anotar = (b: ReturnType<typeof writeBatch>) =>
      b.update(doc(db, 'users/ana/recibos/r2'), { ...motivo, updatedAt: serverTimestamp() }).commit();
    await assertFails(anotar(writeBatch(db)));
    await assertSucceeds(anotar(conVerificacionAlDia(writeBatch(db), db, 'r2', antes, motivo)));
    expect((await getDoc(doc(as(null), `verificaciones/${codigo}`))).get('motivoAnulacion')).toBe('Repetido');
  });

  it('an edit of a receipt never out of the app changes it too', async () => {
    const codigo = await emitido();
    const db = as('ana');
    const antes = await leer();
    const editar = (conVerificacion: boolean) => {
      const cambios = { concepto: 'Abril' };
      const b = writeBatch(db)
        .update(doc(db, 'users/ana/recibos/r2'), { ...cambios, updatedAt: serverTimestamp() })
        .set(doc(db, 'users/ana/ediciones/r2'), { editadoEn: serverTimestamp() });
      return (conVerificacion ? conVerificacionAlDia(b, db, 'r2', antes, cambios) : b).commit();
    };
    await assertFails(editar(false));
    await assertSucceeds(editar(true));
    expect((await getDoc(doc(as(null), `verificaciones/${codigo}`))).get('concepto')).toBe('Abril');
  });

  it('a correction: the replaced one names its replacement’s code, and nothing else', async () => {
    const codigo = await emitido();
    const db = as('ana');
    const antes = await leer();
    const corregir = (codigoDicho: string) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 3, ultimo: 'r3' });
      const nuevo = emitidoConVerificacion(
        batch,
        db,
        'ana',
        'r3',
        { ...recibo2, numero: 3, concepto: 'Marzo, corregido', sustituye: { id: 'r2', numero: 'R-2026-0002' } },
        codigoDe('ana', 'r3'),
      );
      const sustituido = { estado: 'anulado', sustituidoPor: { id: 'r3', numero: 'R-2026-0003' } };
      batch.update(doc(db, 'users/ana/recibos/r2'), { ...sustituido, updatedAt: serverTimestamp() });
      conVerificacionAlDia(batch, db, 'r2', antes, sustituido, codigoDicho || nuevo);
      return batch.commit();
    };
    await assertFails(corregir(codigo));
    await assertFails(corregir(codigoNuevo()));
    await assertSucceeds(corregir(''));
    expect((await getDoc(doc(as(null), `verificaciones/${codigo}`))).get('sustituidoPor')).toEqual({
      numero: 'R-2026-0003',
      codigo: codigoDe('ana', 'r3'),
    });
  });

  it('goes with the last receipt of its year when deleted; stays when the account is deleted', async () => {
    const codigo = await emitido();
    const db = as('ana');
    const borrar = (conVerificacion: boolean) => {
      const b = writeBatch(db)
        .set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 1, ultimo: 'r1' })
        .delete(doc(db, 'users/ana/recibos/r2'));
      return (conVerificacion ? b.delete(doc(db, `verificaciones/${codigo}`)) : b).commit();
    };
    await assertFails(borrar(false));
    await assertSucceeds(borrar(true));
    expect((await getDoc(doc(as(null), `verificaciones/${codigo}`))).exists()).toBe(false);

    const otro = await emitido();
    await assertSucceeds(setDoc(doc(db, 'users/ana/contadores/cierre'), { cerrado: true }));
    await assertFails(
      writeBatch(db)
        .delete(doc(db, 'users/ana/recibos/r2'))
        .delete(doc(db, `verificaciones/${otro}`))
        .commit(),
    );
    await assertSucceeds(deleteDoc(doc(db, 'users/ana/recibos/r2')));
    expect((await getDoc(doc(as(null), `verificaciones/${otro}`))).get('estado')).toBe('emitido');
  });
});

describe("a certificate's verification: written once by whoever makes it, showing what the page shows", () => {
  /** A certificate of 2026 as the app writes it, with `cambios`. */
  const certificado = (cambios: Record<string, unknown> = {}): Record<string, unknown> => ({
    ...verificacionDelCertificado(
      {
        anio: 2026,
        emisor: { nombre: 'Ana Propietaria', documento: '50000000B' },
        pagador: { nombre: 'Lucía Inquilina Gómez', documento: '12345678Z' },
        recibos: 12,
        totales: MONEDAS.map((moneda, i) => ({ moneda, centimos: 100 * (i + 1) })),
      },
      serverTimestamp(),
    ),
    ...cambios,
  });
  const crear = (v: Record<string, unknown>, uid: string | null = 'ana', codigo = codigoNuevo()) =>
    setDoc(doc(as(uid), `verificaciones/${codigo}`), v);
  /** Refused, saying which case was not. */
  const rechazado = (escritura: Promise<unknown>, que: string) =>
    expect(assertFails(escritura), que).resolves.toBeDefined();

  it('is created by a signed-in user as the app writes it, in every currency, and read by anyone', async () => {
    const codigo = codigoNuevo();
    await assertSucceeds(crear(certificado(), 'ana', codigo));
    const leido = (await getDoc(doc(as(null), `verificaciones/${codigo}`))).data();
    expect(leido).toMatchObject({ tipo: 'certificado', pagador: { nombre: 'Lucía …', documento: '***4567**' } });
    // Without the payer's tax ID, in one currency.
    await assertSucceeds(crear(certificado({ pagador: { nombre: 'Pía' }, totales: { CLP: 1500000 } })));
  });

  it('is never changed nor deleted, not even by whoever made it', async () => {
    const codigo = codigoNuevo();
    await assertSucceeds(crear(certificado(), 'ana', codigo));
    await assertFails(updateDoc(doc(as('ana'), `verificaciones/${codigo}`), { recibos: 13 }));
    await assertFails(setDoc(doc(as('ana'), `verificaciones/${codigo}`), certificado({ recibos: 13 })));
    await assertFails(deleteDoc(doc(as('ana'), `verificaciones/${codigo}`)));
  });

  it('refuses one signed out, with a code not well formed, or saying more or other than the page shows', async () => {
    await assertFails(crear(certificado(), null));
    // Someone with no issuer details of their own, or other ones, cannot name Ana as issuer.
    await assertFails(crear(certificado(), 'beto'));
    await assertFails(setDoc(doc(as('ana'), 'verificaciones/NO-ES-UN-CODIGO'), certificado()));
    for (const [que, cambios] of [
      ['another type', { tipo: 'recibo' }],
      ['a year out of range', { anio: 1999 }],
      ['a year as text', { anio: '2026' }],
      ['the issuer without tax ID', { emisor: { nombre: 'Ana Propietaria' } }],
      ['another issuer than its own details', { emisor: { nombre: 'Otra Empresa S.L.', documento: 'B12345678' } }],
      ['another tax ID than its own details', { emisor: { nombre: 'Ana Propietaria', documento: 'B12345678' } }],
      ['the issuer with more', { emisor: { nombre: 'Ana Propietaria', documento: '50000000B', email: 'a@b.es' } }],
      ['the payer whole', { pagador: { nombre: 'Lucía Inquilina' } }],
      ['the payer’s tax ID whole', { pagador: { nombre: 'Lucía …', documento: '12345678Z' } }],
      ['the payer’s e-mail', { pagador: { nombre: 'Lucía', email: 'l@x.es' } }],
      ['no receipts', { recibos: 0 }],
      ['too many receipts', { recibos: 401 }],
      ['no totals', { totales: {} }],
      ['an unknown currency', { totales: { XXX: 1 } }],
      ['pesos with cents', { totales: { CLP: 1501 } }],
      ['more than its receipts could add up to', { recibos: 1, totales: { EUR: TOTAL_MAX + 1 } }],
      ['a time of its own', { emitidoEn: new Date('2026-01-01') }],
      ['a field more', { notas: 'x' }],
    ] as const)
      await rechazado(crear(certificado(cambios)), que);
    // Each currency's amount is checked by name: whole cents, never negative.
    for (const moneda of MONEDAS) {
      await rechazado(crear(certificado({ totales: { [moneda]: 1.5 } })), `${moneda} 1,5`);
      await rechazado(crear(certificado({ totales: { [moneda]: -1 } })), `${moneda} -1`);
    }
  });
});
