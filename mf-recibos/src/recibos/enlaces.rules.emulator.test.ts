// firestore.rules for shared links: the private registry (registroEnlaces) and the payer's copy
// (recibosPublicos), against the Firestore emulator. Each known attack is a case here that
// must be denied, next to the legitimate write it imitates.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
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
  compartir,
  conEdicion,
  emitidoConVerificacion,
  linea,
  reciboGuardado,
  sembrarRecibo,
  snapshotDe,
  T0,
  tokenDe,
} from 'tooling/compartir';
import { usarReglas } from 'tooling/emulator-env';
import { actualizacion, aRest, commitComo, Doble } from 'tooling/rest';
import { beforeEach, describe, expect, it } from 'vitest';

const reglas = usarReglas();
const ANA = { email: 'ana@x.es', email_verified: true };
const as = (uid: string | null, token: Record<string, unknown> = {}) => reglas.como(uid, token) as unknown as Firestore;
const ana = () => as('ana', ANA);

const VIVO = 'v'.repeat(32);
const REVOCADO = 'r'.repeat(32);
const POR_ADMIN = 'a'.repeat(32);
const CADUCADO = 'c'.repeat(32);
const NUEVO = await tokenDe('ana', 'n');
const PASADO = Timestamp.fromDate(new Date('2026-01-02'));

const r1 = reciboGuardado(1);
const r5 = reciboGuardado(5, { concepto: 'Sin compartir' });

const sinReglas = (fn: (db: Firestore) => Promise<unknown>) =>
  reglas.env.withSecurityRulesDisabled((c) => fn(c.firestore() as unknown as Firestore).then(() => undefined));

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await sinReglas(async (db) => {
    await setDoc(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 5, ultimo: 'r5' });
    await sembrarRecibo(db, 'ana', 'r1', r1, VIVO);
    await sembrarRecibo(db, 'ana', 'r2', reciboGuardado(2), REVOCADO, {
      registro: { revocado: true, revocadoPor: 'propietario' },
    });
    await updateDoc(doc(db, 'users/ana/recibos/r2'), { 'compartido.revocado': true });
    await sembrarRecibo(db, 'ana', 'r3', reciboGuardado(3), POR_ADMIN, {
      registro: { revocado: true, revocadoPor: 'admin', auditoria: 'e1' },
    });
    await sembrarRecibo(db, 'ana', 'r4', reciboGuardado(4), CADUCADO, {
      registro: { expiresAt: PASADO },
      publico: { expiresAt: PASADO },
    });
    await updateDoc(doc(db, 'users/ana/recibos/r4'), { 'compartido.expiresAt': PASADO });
    await sembrarRecibo(db, 'ana', 'r5', r5);
  });
});

describe('reading a link', () => {
  it('anyone gets a live link; not a revoked, admin-revoked, expired or unknown one', async () => {
    for (const db of [as(null), as('beto')]) {
      await assertSucceeds(getDoc(doc(db, 'recibosPublicos', VIVO)));
      for (const token of [REVOCADO, POR_ADMIN, CADUCADO, NUEVO]) {
        await assertFails(getDoc(doc(db, 'recibosPublicos', token)));
      }
    }
  });

  // Attack: the public document leaked ownerEmail, ownerUid and reciboId.
  it('the payer’s copy holds the receipt and its dates, nothing about the owner', async () => {
    const leido = await assertSucceeds(getDoc(doc(as(null), 'recibosPublicos', VIVO)));
    expect(Object.keys(leido.data() ?? {}).sort()).toEqual(['createdAt', 'expiresAt', 'snapshot']);
    expect(JSON.stringify(leido.data())).not.toMatch(/ana@x\.es|"ana"|r1|beto@ejemplo/);
  });

  it('the registry (owner, receipt, state) is for its owner and admins only', async () => {
    await assertFails(getDoc(doc(as(null), 'registroEnlaces', VIVO)));
    await assertFails(getDoc(doc(as('beto'), 'registroEnlaces', VIVO)));
    await assertFails(getDocs(collection(as('beto'), 'registroEnlaces')));
    await assertFails(getDocs(collection(ana(), 'registroEnlaces')));
    await assertSucceeds(getDoc(doc(ana(), 'registroEnlaces', VIVO)));
    await assertSucceeds(getDocs(collection(as('jefa', { admin: true }), 'registroEnlaces')));
    // Nobody lists the payers' copies, not even an admin (they list the registry).
    await assertFails(getDocs(collection(as('jefa', { admin: true }), 'recibosPublicos')));
  });
});

describe('sharing', () => {
  it('the owner shares a receipt as the app does: registry, copy and pointer in one commit', async () => {
    await assertSucceeds(compartir(ana(), 'ana', 'r5', NUEVO, { recibo: r5, email: 'ana@x.es' }));
    await assertSucceeds(getDoc(doc(as(null), 'recibosPublicos', NUEVO)));
  });

  it('re-sharing ends the previous link in the same commit, and only then', async () => {
    await assertFails(
      compartir(ana(), 'ana', 'r1', NUEVO, {
        recibo: r1,
        anterior: { token: VIVO, revocado: false },
        sin: ['anterior'],
      }),
    );
    await assertSucceeds(
      compartir(ana(), 'ana', 'r1', NUEVO, { recibo: r1, anterior: { token: VIVO, revocado: false } }),
    );
    await assertFails(getDoc(doc(as(null), 'recibosPublicos', VIVO)));
    await assertSucceeds(getDoc(doc(as(null), 'recibosPublicos', NUEVO)));
  });

  // Attack: once a link's document was deleted, anyone could create it again.
  it('a token is never taken again: not after re-sharing, not after the TTL deleted the copy', async () => {
    await assertSucceeds(
      compartir(ana(), 'ana', 'r1', NUEVO, { recibo: r1, anterior: { token: VIVO, revocado: false } }),
    );
    await sinReglas((db) => deleteDoc(doc(db, 'recibosPublicos', CADUCADO)));
    const falso = {
      snapshot: { ...snapshotDe(r1), emisor: { nombre: 'Banco Falso' } },
      createdAt: serverTimestamp(),
      expiresAt: null,
    };
    for (const token of [VIVO, CADUCADO]) {
      await assertFails(setDoc(doc(as('beto'), 'recibosPublicos', token), falso));
      await assertFails(compartir(as('beto', { email: 'beto@x.es' }), 'beto', 'b1', token, { recibo: r1 }));
      // Not even the owner: the registry exists, so the commit cannot register the token anew.
      await assertFails(compartir(ana(), 'ana', 'r5', token, { recibo: r5 }));
    }
    // Nor bring back the copy the TTL removed, though her receipt still points at it.
    const r4 = reciboGuardado(4);
    await assertFails(
      setDoc(doc(ana(), 'recibosPublicos', CADUCADO), {
        snapshot: snapshotDe(r4),
        createdAt: serverTimestamp(),
        expiresAt: PASADO,
      }),
    );
  });

  it.each([
    ['without its registry entry', { sin: ['registro'] as const }],
    ['without the receipt pointing at it', { sin: ['recibo'] as const }],
    ['without the payer’s copy (a live link that serves nothing)', { sin: ['publico'] as const }],
    ['in another owner’s name', { registro: { ownerUid: 'beto' } }],
    ['for a receipt that does not exist', { registro: { reciboId: 'r9' } }],
    ['with a registry already revoked or audited', { registro: { revocado: true, revocadoPor: 'propietario' } }],
    ['with a forged audit pointer', { registro: { auditoria: 'e1' } }],
    ['with a registry number that is not the receipt’s', { registro: { numero: 'R-2026-0099' } }],
    [
      'with different expiries in registry and copy',
      { publico: { expiresAt: Timestamp.fromDate(new Date('2030-01-01')) } },
    ],
    ['with a client-set creation date', { publico: { createdAt: Timestamp.fromDate(new Date('2020-01-01')) } }],
    ['with owner fields in the payer’s copy', { publico: { ownerUid: 'ana' } }],
    // Attack: an e-mail the token does not vouch for.
    ['with someone else’s e-mail', { email: 'jefa@x.es' }],
  ])('refuses a share %s', async (_caso, c) => {
    await assertFails(compartir(ana(), 'ana', 'r5', NUEVO, { recibo: r5, ...c } as Parameters<typeof compartir>[4]));
  });

  it('an unverified e-mail reaches admins only marked as unverified', async () => {
    const sinVerificar = as('ana', { email: 'ana@x.es', email_verified: false });
    await assertFails(compartir(sinVerificar, 'ana', 'r5', NUEVO, { recibo: r5, email: 'ana@x.es' }));
    await assertSucceeds(
      compartir(sinVerificar, 'ana', 'r5', NUEVO, { recibo: r5, email: 'ana@x.es', verificado: false }),
    );
  });

  it('without an e-mail, no mark', async () => {
    await assertSucceeds(compartir(ana(), 'ana', 'r5', NUEVO, { recibo: r5 }));
  });

  it.each([
    ['a verified address marked unverified', { email: 'ana@x.es', verificado: false }],
    ['a mark with no address', { registro: { ownerEmailVerificado: true } }],
    ['an address with no mark', { registro: { ownerEmail: 'ana@x.es' } }],
    ['a mark that is not true or false', { email: 'ana@x.es', registro: { ownerEmailVerificado: 'sí' } }],
  ])('refuses %s', async (_caso, c) => {
    await assertFails(compartir(ana(), 'ana', 'r5', NUEVO, { recibo: r5, ...c } as Parameters<typeof compartir>[4]));
  });

  // Attack: the payer's copy must be the receipt it shares, well-formed.
  it.each([
    ['another issuer', { emisor: { nombre: 'Banco Falso', documento: 'ES00 0000' } }],
    ['another number', { numero: 'R-2026-0042' }],
    ['another amount', { total: 1 }],
    ['a negative total', { total: -2500 }],
    ['a malformed date', { fecha: '2026-13-45' }],
    ['another currency', { moneda: 'XXX' }],
    ['another method', { metodoPago: 'cheque' }],
    ['the payer’s e-mail', { pagador: { nombre: 'Beto', email: 'beto@ejemplo.es' } }],
    [
      '95 extra lines of 9,000 characters',
      { lineas: [linea, ...Array(95).fill({ ...linea, descripcion: 'x'.repeat(9000) })] },
    ],
    ['an extra field', { iban: 'ES00 0000 0000' }],
  ])('refuses a copy with %s', async (_caso, cambio) => {
    await assertFails(
      compartir(ana(), 'ana', 'r5', NUEVO, { recibo: r5, publico: { snapshot: { ...snapshotDe(r5), ...cambio } } }),
    );
  });

  it('a void receipt never shows as valid: its copy must say so, and a stale copy is not served', async () => {
    const anulado = { ...r5, estado: 'anulado' };
    await sinReglas((db) => updateDoc(doc(db, 'users/ana/recibos/r5'), { estado: 'anulado' }));
    await assertFails(
      compartir(ana(), 'ana', 'r5', NUEVO, {
        recibo: anulado,
        publico: { snapshot: { ...snapshotDe(anulado), estado: 'emitido' } },
      }),
    );
    await assertSucceeds(compartir(ana(), 'ana', 'r5', NUEVO, { recibo: anulado }));
    // r1 is voided without touching its copy (the app updates both): the copy is no longer served.
    await assertSucceeds(
      updateDoc(doc(ana(), 'users/ana/recibos/r1'), {
        estado: 'anulado',
        motivoAnulacion: 'Duplicado',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(getDoc(doc(as(null), 'recibosPublicos', VIVO)));
  });
});

describe('keeping the copy equal to the receipt', () => {
  // A receipt's content changed under the payer's eyes: R-2026-0002's concept, edited after it
  // was shared, changed what the link showed, under the same number, with no trace.
  it('a receipt ever shared is not edited: not while its link is live, nor revoked, nor ended', async () => {
    for (const [id, token] of [
      ['r1', VIVO],
      ['r2', REVOCADO],
      ['r3', POR_ADMIN],
    ] as const) {
      const db = ana();
      const batch = writeBatch(db);
      batch.update(doc(db, `users/ana/recibos/${id}`), { concepto: 'Abril', updatedAt: serverTimestamp() });
      if (id === 'r1')
        batch.update(doc(db, 'recibosPublicos', token), { snapshot: snapshotDe({ ...r1, concepto: 'Abril' }) });
      await assertFails(conEdicion(batch, db, 'ana', id).commit());
    }
    // Never shared: edited as always.
    const db = ana();
    const batch = writeBatch(db).update(doc(db, 'users/ana/recibos/r5'), {
      concepto: 'Abril',
      updatedAt: serverTimestamp(),
    });
    await assertSucceeds(conEdicion(batch, db, 'ana', 'r5').commit());
  });

  it('a correction voids it in the same commit, each naming the other, and the copy says so', async () => {
    await assertSucceeds(corregir('r1', { copia: VIVO }));
    const copia = await assertSucceeds(getDoc(doc(as(null), 'recibosPublicos', VIVO)));
    expect(copia.get('snapshot')).toMatchObject({ estado: 'anulado', sustituidoPor: 'R-2026-0006' });
    // Its correction, shared later, says which receipt it replaces.
    const r6 = (await sinLeer('users/ana/recibos/r6')) as Record<string, unknown>;
    await assertSucceeds(compartir(ana(), 'ana', 'r6', NUEVO, { recibo: r6 }));
    const nueva = await assertSucceeds(getDoc(doc(as(null), 'recibosPublicos', NUEVO)));
    expect(nueva.get('snapshot.sustituye')).toBe('R-2026-0001');
    // Neither changes again: the void one stays void, the correction is never deleted.
    await assertFails(corregir('r1', { id: 'r7', numero: 7 }));
    const db = ana();
    const borrar = writeBatch(db);
    borrar.set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: 5, ultimo: 'r5' });
    borrar.delete(doc(db, 'users/ana/recibos/r6'));
    await assertFails(borrar.commit());
  });

  it.each([
    ['without voiding it', { sin: 'anulacion' as const }],
    ['voiding it without naming the correction', { sin: 'sustituidoPor' as const }],
    ['the correction not naming it', { sin: 'sustituye' as const }],
    ['naming another number for it', { sustituye: { id: 'r1', numero: 'R-2026-0002' } }],
    ['naming another number for the correction', { sustituidoPor: { id: 'r6', numero: 'R-2026-0007' } }],
    ['naming a receipt issued before as the correction', { sustituidoPor: { id: 'r5', numero: 'R-2026-0005' } }],
    ['with more in the reference', { sustituye: { id: 'r1', numero: 'R-2026-0001', nota: 'x' } }],
    ['changing its content too', { cambios: { concepto: 'Otro' } }],
  ])('refuses a correction %s', async (_caso, variante) => {
    await assertFails(corregir('r1', { copia: VIVO, ...variante }));
  });

  it('no receipt claims a replacement outside a correction', async () => {
    // Marked replaced while staying issued, or by an existing receipt.
    await assertFails(
      updateDoc(doc(ana(), 'users/ana/recibos/r5'), {
        sustituidoPor: { id: 'r1', numero: 'R-2026-0001' },
        updatedAt: serverTimestamp(),
      }),
    );
    // An edit that adds what it replaces.
    const db = ana();
    const batch = writeBatch(db).update(doc(db, 'users/ana/recibos/r5'), {
      sustituye: { id: 'r1', numero: 'R-2026-0001' },
      updatedAt: serverTimestamp(),
    });
    await assertFails(conEdicion(batch, db, 'ana', 'r5').commit());
    // A void receipt corrected after.
    await sinReglas((d) => updateDoc(doc(d, 'users/ana/recibos/r5'), { estado: 'anulado' }));
    await assertFails(corregir('r5', {}));
  });

  it('nobody writes a copy that differs from the receipt, or another owner’s copy', async () => {
    await assertFails(
      updateDoc(doc(ana(), 'recibosPublicos', VIVO), { snapshot: { ...snapshotDe(r1), concepto: 'Otro' } }),
    );
    await assertFails(updateDoc(doc(as('beto'), 'recibosPublicos', VIVO), { snapshot: snapshotDe(r1) }));
    await assertFails(updateDoc(doc(ana(), 'recibosPublicos', VIVO), { expiresAt: null, createdAt: Timestamp.now() }));
  });
});

/**
 * Issues r6 (or `id`, number `numero`) as the correction of `reciboId`, as the app does: the
 * counter, the new receipt naming it, the old one voided naming the new one, and its copy
 * (`copia`). `sin` leaves a part out; the other options change one.
 */
function corregir(
  reciboId: string,
  opciones: {
    id?: string;
    numero?: number;
    copia?: string;
    sin?: 'anulacion' | 'sustituidoPor' | 'sustituye';
    sustituye?: Record<string, unknown>;
    sustituidoPor?: Record<string, unknown>;
    cambios?: Record<string, unknown>;
  },
) {
  const { id = 'r6', numero = 6 } = opciones;
  const db = ana();
  const antiguo = reciboGuardado(Number(reciboId.slice(1)));
  const referencia = { id: reciboId, numero: `R-2026-000${reciboId.slice(1)}` };
  const sustituidoPor = opciones.sustituidoPor ?? { id, numero: `R-2026-000${numero}` };
  const batch = writeBatch(db);
  batch.set(doc(db, 'users/ana/contadores/recibos-2026'), { recibos: numero, ultimo: id });
  emitidoConVerificacion(batch, db, 'ana', id, {
    ...reciboGuardado(numero, { concepto: 'Corregido', createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    ...(opciones.sin === 'sustituye' ? {} : { sustituye: opciones.sustituye ?? referencia }),
  });
  if (opciones.sin !== 'anulacion') {
    const anulacion = {
      estado: 'anulado',
      ...(opciones.sin === 'sustituidoPor' ? {} : { sustituidoPor }),
      ...opciones.cambios,
    };
    batch.update(doc(db, `users/ana/recibos/${reciboId}`), { ...anulacion, updatedAt: serverTimestamp() });
    if (opciones.copia) {
      batch.update(doc(db, 'recibosPublicos', opciones.copia), {
        snapshot: snapshotDe({ ...antiguo, ...anulacion }),
      });
    }
  }
  return batch.commit();
}

/** A document as stored, read past the rules. */
async function sinLeer(ruta: string) {
  let datos: unknown;
  await sinReglas(async (db) => {
    datos = (await getDoc(doc(db, ruta))).data();
  });
  return datos;
}

describe('revocation', () => {
  it('the owner revokes: registry and receipt together', async () => {
    const db = ana();
    const soloRecibo = updateDoc(doc(db, 'users/ana/recibos/r1'), {
      'compartido.revocado': true,
      updatedAt: serverTimestamp(),
    });
    await assertFails(soloRecibo);
    const batch = writeBatch(db);
    batch.update(doc(db, 'registroEnlaces', VIVO), { revocado: true, revocadoPor: 'propietario' });
    batch.update(doc(db, 'users/ana/recibos/r1'), { 'compartido.revocado': true, updatedAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
    await assertFails(getDoc(doc(as(null), 'recibosPublicos', VIVO)));
  });

  // Attack, the owner's side.
  it('the owner never un-revokes, never claims an admin’s revocation, never edits a frozen copy', async () => {
    const db = ana();
    await assertFails(updateDoc(doc(db, 'registroEnlaces', REVOCADO), { revocado: false, revocadoPor: null }));
    await assertFails(
      updateDoc(doc(db, 'users/ana/recibos/r2'), { 'compartido.revocado': false, updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(doc(db, 'registroEnlaces', POR_ADMIN), { revocadoPor: 'propietario' }));
    await assertFails(updateDoc(doc(db, 'registroEnlaces', POR_ADMIN), { revocado: false, revocadoPor: null }));
    await assertFails(updateDoc(doc(db, 'registroEnlaces', VIVO), { revocado: true, revocadoPor: 'admin' }));
    await assertFails(updateDoc(doc(db, 'registroEnlaces', VIVO), { ownerUid: 'beto' }));
    await assertFails(updateDoc(doc(db, 'registroEnlaces', VIVO), { reciboId: 'r5' }));
    await assertFails(updateDoc(doc(db, 'registroEnlaces', VIVO), { expiresAt: null, numero: 'R-2026-0005' }));
    // Even a copy equal to the receipt as edited: an admin's revocation freezes it.
    const congelado = writeBatch(db);
    congelado.update(doc(db, 'users/ana/recibos/r3'), { concepto: 'Otro', updatedAt: serverTimestamp() });
    congelado.update(doc(db, 'recibosPublicos', POR_ADMIN), {
      snapshot: snapshotDe({ ...reciboGuardado(3), concepto: 'Otro' }),
    });
    await assertFails(conEdicion(congelado, db, 'ana', 'r3').commit());
    // Her own receipt stays hers: she corrects it (the frozen copy stays as it was).
    await assertSucceeds(corregir('r3', {}));
  });
});

describe('ending a link with its receipt', () => {
  // A receipt ever shared is deleted only with the series closed, as account deletion leaves it.
  beforeEach(() => sinReglas((db) => setDoc(doc(db, 'users/ana/contadores/cierre'), { cerrado: true })));

  // Attack: dropping an ended link's pointer made the receipt look never shared, so the last one
  // could be deleted and its number (seen by a payer) given to another receipt.
  it('an ended link’s pointer is never dropped: a receipt ever shared stays marked', async () => {
    // r2: revoked by its owner; r3: revoked by an admin.
    for (const id of ['r2', 'r3'])
      await assertFails(
        updateDoc(doc(ana(), `users/ana/recibos/${id}`), { compartido: null, updatedAt: serverTimestamp() }),
      );
  });

  // Attack: a receipt deleted, or its pointer dropped, while the link stays live.
  it('a receipt is deleted only with its link ended, and the copy goes with it', async () => {
    const db = ana();
    await assertFails(deleteDoc(doc(db, 'users/ana/recibos/r1')));
    await assertFails(updateDoc(doc(db, 'users/ana/recibos/r1'), { compartido: null, updatedAt: serverTimestamp() }));
    const batch = writeBatch(db);
    batch.update(doc(db, 'registroEnlaces', VIVO), { revocado: true, revocadoPor: 'propietario' });
    batch.delete(doc(db, 'recibosPublicos', VIVO));
    batch.delete(doc(db, 'users/ana/recibos/r1'));
    await assertSucceeds(batch.commit());
  });

  it.each([
    ['its receipt deleted', (db: Firestore) => deleteDoc(doc(db, 'users/ana/recibos/r1'))],
    ['the pointer dropped', (db: Firestore) => updateDoc(doc(db, 'users/ana/recibos/r1'), { compartido: null })],
    [
      'the pointer moved to another token',
      (db: Firestore) => updateDoc(doc(db, 'users/ana/recibos/r1'), { 'compartido.token': NUEVO }),
    ],
  ])('a copy is never served with %s (written bypassing the rules)', async (_caso, romper) => {
    await assertSucceeds(getDoc(doc(as(null), 'recibosPublicos', VIVO)));
    await sinReglas(romper);
    await assertFails(getDoc(doc(as(null), 'recibosPublicos', VIVO)));
  });

  it('the owner deletes the copy of a link that ended, not of a live one, not someone else', async () => {
    await assertFails(deleteDoc(doc(ana(), 'recibosPublicos', VIVO)));
    await assertFails(deleteDoc(doc(as('beto'), 'recibosPublicos', REVOCADO)));
    await assertSucceeds(deleteDoc(doc(ana(), 'recibosPublicos', REVOCADO)));
    await assertSucceeds(deleteDoc(doc(ana(), 'recibosPublicos', POR_ADMIN)));
  });

  // Refused before, must be allowed: after the TTL removed an expired copy, deleting the receipt,
  // re-sharing it or deleting the account deletes a copy that is not there.
  it('the owner deletes a copy the TTL already removed, so those commits go through', async () => {
    await sinReglas((db) => deleteDoc(doc(db, 'recibosPublicos', CADUCADO)));
    const db = ana();
    const batch = writeBatch(db);
    batch.update(doc(db, 'registroEnlaces', CADUCADO), { revocado: true, revocadoPor: 'propietario' });
    batch.delete(doc(db, 'recibosPublicos', CADUCADO));
    batch.delete(doc(db, 'users/ana/recibos/r4'));
    await assertSucceeds(batch.commit());
  });

  // A refused delete told a kept-but-revoked copy from a token that never existed.
  it('nobody else deletes a copy, kept or missing: a delete tells no one whether a token exists', async () => {
    for (const db of [as('beto'), as(null)]) {
      await assertFails(deleteDoc(doc(db, 'recibosPublicos', 'z'.repeat(32))));
      await assertFails(deleteDoc(doc(db, 'recibosPublicos', REVOCADO)));
    }
    await assertFails(deleteDoc(doc(ana(), 'recibosPublicos', 'z'.repeat(32))));
    await assertSucceeds(deleteDoc(doc(ana(), 'recibosPublicos', REVOCADO)));
  });

  it('nobody deletes a registry entry, not even its owner or an admin', async () => {
    await assertFails(deleteDoc(doc(ana(), 'registroEnlaces', REVOCADO)));
    await assertFails(deleteDoc(doc(as('jefa', { admin: true, email: 'jefa@x.es' }), 'registroEnlaces', CADUCADO)));
  });
});

// Receipts whose pointer names a token with no registry (migrated data whose copy was purged).
describe('a pointer without a registry', () => {
  const tokenHuerfano = 'h'.repeat(32);
  const r6 = reciboGuardado(6);
  const huerfano = { token: tokenHuerfano, createdAt: T0, expiresAt: null, revocado: false };
  /** The revoked record the app writes for it when the link ends. */
  const registroHuerfano = {
    ownerUid: 'ana',
    reciboId: 'r6',
    numero: 'R-2026-0006',
    createdAt: serverTimestamp(),
    expiresAt: null,
    revocado: true,
    revocadoPor: 'propietario',
    auditoria: null,
  };
  beforeEach(() =>
    sinReglas(async (db) => {
      await setDoc(doc(db, 'users/ana/recibos/r6'), { ...r6, compartido: huerfano });
      // Its deletion, like any shared receipt's, comes with account deletion's closed series.
      await setDoc(doc(db, 'users/ana/contadores/cierre'), { cerrado: true });
    }),
  );

  it('the receipt is deleted, with its registry recorded revoked in the same commit', async () => {
    const db = ana();
    const sinRegistro = writeBatch(db);
    sinRegistro.delete(doc(db, 'users/ana/recibos/r6'));
    await assertFails(sinRegistro.commit());
    const batch = writeBatch(db);
    batch.set(doc(db, 'registroEnlaces', tokenHuerfano), registroHuerfano);
    batch.delete(doc(db, 'recibosPublicos', tokenHuerfano));
    batch.delete(doc(db, 'users/ana/recibos/r6'));
    await assertSucceeds(batch.commit());
  });

  it('it is shared again and stops being shared, each time recording the old token revoked', async () => {
    const sinRegistro = compartir(ana(), 'ana', 'r6', NUEVO, { recibo: r6, sin: ['anterior'] });
    await assertFails(sinRegistro);
    const db = ana();
    const batch = writeBatch(db);
    batch.set(doc(db, 'registroEnlaces', tokenHuerfano), registroHuerfano);
    batch.update(doc(db, 'users/ana/recibos/r6'), { 'compartido.revocado': true, updatedAt: serverTimestamp() });
    await assertSucceeds(batch.commit());
    await assertSucceeds(
      compartir(ana(), 'ana', 'r6', NUEVO, { recibo: r6, anterior: { token: tokenHuerfano, revocado: true } }),
    );
    await assertSucceeds(getDoc(doc(as(null), 'recibosPublicos', NUEVO)));
  });

  // Attack: the old link was served again, with no expiry, without touching the receipt.
  it('its token never gets a live registry, with or without a copy', async () => {
    const db = ana();
    const revivir = writeBatch(db);
    revivir.set(doc(db, 'registroEnlaces', tokenHuerfano), { ...registroHuerfano, revocado: false, revocadoPor: null });
    revivir.set(doc(db, 'recibosPublicos', tokenHuerfano), {
      snapshot: snapshotDe(r6),
      createdAt: serverTimestamp(),
      expiresAt: null,
    });
    await assertFails(revivir.commit());
    // Nor by "sharing" the receipt again under the very token it names.
    await assertFails(
      compartir(ana(), 'ana', 'r6', tokenHuerfano, { recibo: r6, compartido: { createdAt: serverTimestamp() } }),
    );
    // Nor by dropping the pointer first, which would forget the token was ever used.
    await assertFails(updateDoc(doc(db, 'users/ana/recibos/r6'), { compartido: null, updatedAt: serverTimestamp() }));
    await assertFails(getDoc(doc(as(null), 'recibosPublicos', tokenHuerfano)));
  });

  // Found by the independent review: the check above looks at one receipt only. Anyone knowing the
  // token (the payer had the link) registered it for a receipt of their own, showing a forged
  // receipt under the old link and locking its owner out; or the owner, for another receipt.
  it('nobody registers its token for another receipt: a new link’s token is derived by its owner', async () => {
    const beto = as('beto', { email: 'beto@x.es' });
    await sinReglas((db) => setDoc(doc(db, 'users/beto/recibos/b1'), reciboGuardado(1)));
    for (const semilla of [undefined, 'h'.repeat(32)]) {
      const registro = semilla ? { semilla } : {};
      await assertFails(compartir(beto, 'beto', 'b1', tokenHuerfano, { recibo: reciboGuardado(1), registro }));
      await assertFails(compartir(ana(), 'ana', 'r5', tokenHuerfano, { recibo: r5, registro }));
    }
    // Nor any token it did not derive, even one never used; a derived one is shared.
    await assertFails(
      compartir(ana(), 'ana', 'r5', 'z'.repeat(32), { recibo: r5, registro: { semilla: 'z'.repeat(32) } }),
    );
    await assertFails(
      compartir(beto, 'beto', 'b1', NUEVO, { recibo: reciboGuardado(1), registro: { semilla: 'n'.repeat(32) } }),
    );
    await assertSucceeds(compartir(beto, 'beto', 'b1', await tokenDe('beto', 'b'), { recibo: reciboGuardado(1) }));
    await assertFails(getDoc(doc(as(null), 'recibosPublicos', tokenHuerfano)));
  });

  it('its revoked record is the owner’s, for the token the receipt names, and says revoked', async () => {
    // With the link ending in the same commit, as the app writes it when it stops sharing.
    const escribir = (db: Firestore, token: string, cambios: Record<string, unknown>) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'registroEnlaces', token), { ...registroHuerfano, ...cambios });
      batch.update(doc(db, 'users/ana/recibos/r6'), { 'compartido.revocado': true, updatedAt: serverTimestamp() });
      return batch.commit();
    };
    // Not while the receipt goes on sharing it: the record says the link ended.
    await assertFails(setDoc(doc(ana(), 'registroEnlaces', tokenHuerfano), registroHuerfano));
    await assertFails(escribir(as('beto'), tokenHuerfano, { ownerUid: 'beto' }));
    await assertFails(escribir(ana(), 'q'.repeat(32), {}));
    await assertFails(escribir(ana(), tokenHuerfano, { revocadoPor: 'admin' }));
    await assertFails(escribir(ana(), tokenHuerfano, { numero: 'R-2026-0001' }));
    await assertFails(escribir(ana(), tokenHuerfano, { expiresAt: Timestamp.fromDate(new Date('2099-01-01')) }));
    await assertFails(escribir(ana(), tokenHuerfano, { semilla: 'h'.repeat(32) }));
    await assertSucceeds(escribir(ana(), tokenHuerfano, {}));
    await assertFails(escribir(ana(), tokenHuerfano, {}));
  });
});

// An int compares equal to the same double, so a diff() never saw 1 become 1.0.
describe('numbers stay integers', () => {
  const dejarDeCompartir = (camposExtra: Record<string, unknown>) =>
    commitComo('ana', [
      actualizacion(
        `registroEnlaces/${VIVO}`,
        { revocado: { booleanValue: true }, revocadoPor: { stringValue: 'propietario' } },
        { conFecha: false },
      ),
      actualizacion('users/ana/recibos/r1', { 'compartido.revocado': { booleanValue: true }, ...camposExtra }),
    ]);

  it('the owner’s revocation cannot turn the number or the total into doubles', async () => {
    expect(await dejarDeCompartir({ numero: { doubleValue: 1 } })).toBe(false);
    expect(await dejarDeCompartir({ total: { doubleValue: 2500 } })).toBe(false);
    expect(await dejarDeCompartir({})).toBe(true);
  });

  // Found by the independent review: the lines were not read again in these narrow writes.
  it('no write turns a line price or the payer’s copy’s amounts into doubles', async () => {
    const lineaDoble = { arrayValue: { values: [aRest({ ...linea, precioUnitario: new Doble(2500) })] } };
    expect(await commitComo('ana', [actualizacion('users/ana/recibos/r5', { lineas: lineaDoble })])).toBe(false);
    expect(await dejarDeCompartir({ lineas: lineaDoble })).toBe(false);
    const copia = (cambios: Record<string, unknown>) =>
      commitComo('ana', [
        actualizacion(
          `recibosPublicos/${VIVO}`,
          { snapshot: aRest({ ...snapshotDe(r1), ...cambios }) },
          { conFecha: false },
        ),
      ]);
    expect(await copia({ total: new Doble(2500) })).toBe(false);
    expect(await copia({ lineas: [{ ...linea, precioUnitario: new Doble(2500) }] })).toBe(false);
    expect(await copia({})).toBe(true);
  });
});
