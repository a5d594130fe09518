// firestore.rules for the admin page: the link registry and the append-only audit log. Every admin
// change to a link comes with its own audit entry in the same commit, both ways.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { cambioDelAdmin } from 'dominio-recibos';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { enlaceGuardado, reciboGuardado, sembrarRecibo } from 'tooling/compartir';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, it } from 'vitest';

const reglas = usarReglas();

const ACTIVO = 'a'.repeat(32);
const POR_ADMIN = 'b'.repeat(32);
const POR_DUENO = 'c'.repeat(32);
const CADUCADO_ADMIN = 'e'.repeat(32);
const SUSTITUIDO = 'f'.repeat(32);
const PASADO = Timestamp.fromDate(new Date('2026-01-02'));
/** What an audit entry names of each seeded link: its receipt's number and its owner (e-mail). */
const NOMBRADO = Object.fromEntries(
  [ACTIVO, POR_ADMIN, POR_DUENO, CADUCADO_ADMIN, SUSTITUIDO].map((token, i) => {
    const { registro } = enlaceGuardado('ana', `r${i + 1}`, token, reciboGuardado(i + 1));
    return [token, { numero: registro.numero, propietario: registro.ownerEmail }];
  }),
);

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await sembrarRecibo(db, 'ana', 'r1', reciboGuardado(1), ACTIVO);
    await sembrarRecibo(db, 'ana', 'r2', reciboGuardado(2), POR_ADMIN, {
      registro: { revocado: true, revocadoPor: 'admin', auditoria: 'e1' },
    });
    await sembrarRecibo(db, 'ana', 'r3', reciboGuardado(3), POR_DUENO, {
      registro: { revocado: true, revocadoPor: 'propietario' },
    });
    await sembrarRecibo(db, 'ana', 'r4', reciboGuardado(4), CADUCADO_ADMIN, {
      registro: { expiresAt: PASADO, revocado: true, revocadoPor: 'admin', auditoria: 'e1' },
    });
    // Revoked by an admin, then the owner re-shared the receipt under ACTIVO's sibling.
    await sembrarRecibo(db, 'ana', 'r5', reciboGuardado(5), SUSTITUIDO, {
      registro: { revocado: true, revocadoPor: 'admin', auditoria: 'e1' },
    });
    await updateDoc(doc(db, 'users/ana/recibos/r5'), { 'compartido.token': 'g'.repeat(32) });
    await setDoc(doc(db, 'auditoriaAdmin/e1'), {
      adminUid: 'jefa',
      adminEmail: 'jefa@x.es',
      accion: 'revocar',
      token: POR_ADMIN,
      detalle: 'Enlace revocado',
      createdAt: PASADO,
    });
  });
});

const admin = (uid = 'jefa') => reglas.como(uid, { admin: true, email: `${uid}@x.es` }) as unknown as Firestore;
const usuario = () => reglas.como('beto', { email: 'beto@x.es' }) as unknown as Firestore;
const anonimo = () => reglas.como(null) as unknown as Firestore;

interface Accion {
  token: string;
  accion: 'revocar' | 'reactivar';
  entrada?: Record<string, unknown>;
  registro?: Record<string, unknown>;
  /** The entry id the registry names (default: the entry written). */
  apunta?: string;
  sin?: 'entrada' | 'registro';
}

/** The admin's commit as mf-admin writes it: the audit entry and the registry change naming it. */
function actuar(db: Firestore, { token, accion, entrada, registro, apunta, sin }: Accion) {
  const batch = writeBatch(db);
  const ref = doc(collection(db, 'auditoriaAdmin'));
  if (sin !== 'entrada') {
    batch.set(ref, {
      adminUid: 'jefa',
      adminEmail: 'jefa@x.es',
      accion,
      token,
      ...NOMBRADO[token],
      motivo: accion === 'revocar' ? 'Contenido denunciado' : '',
      detalle: accion === 'revocar' ? 'Enlace revocado' : 'Enlace reactivado',
      createdAt: serverTimestamp(),
      ...entrada,
    });
  }
  if (sin !== 'registro') {
    // The change the admin page writes (dominio-recibos), with what a test alters of it.
    batch.update(doc(db, 'registroEnlaces', token), { ...cambioDelAdmin(accion, apunta ?? ref.id), ...registro });
  }
  return batch.commit();
}

describe('links: admin vs non-admin vs anonymous', () => {
  it('only an admin lists the registry', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'registroEnlaces')));
    await assertFails(getDocs(collection(usuario(), 'registroEnlaces')));
    await assertFails(getDocs(collection(anonimo(), 'registroEnlaces')));
  });

  it('an admin revokes a live link and reactivates one an admin revoked, each with its audit entry', async () => {
    await assertSucceeds(actuar(admin(), { token: ACTIVO, accion: 'revocar' }));
    await assertSucceeds(actuar(admin(), { token: POR_ADMIN, accion: 'reactivar' }));
  });

  it('a reason as long as the dialog allows is kept: 200 characters, each of them an emoji', async () => {
    await assertSucceeds(actuar(admin(), { token: ACTIVO, accion: 'revocar', entrada: { motivo: '🧾'.repeat(200) } }));
  });

  // Attack, the admin's side, and reactivations that would misreport.
  it.each([
    ['a link its owner revoked', POR_DUENO],
    ['an expired link', CADUCADO_ADMIN],
    ['a link its receipt no longer serves (re-shared since)', SUSTITUIDO],
    ['a live link', ACTIVO],
  ])('an admin cannot reactivate %s', async (_caso, token) => {
    await assertFails(actuar(admin(), { token, accion: 'reactivar' }));
  });

  // Found by an attack review: the owner had stopped sharing it too; only she may undo that.
  it('an admin cannot reactivate a link its owner has also stopped sharing', async () => {
    await reglas.env.withSecurityRulesDisabled((c) =>
      updateDoc(doc(c.firestore(), 'users/ana/recibos/r2'), { 'compartido.revocado': true }),
    );
    await assertFails(actuar(admin(), { token: POR_ADMIN, accion: 'reactivar' }));
  });

  // The owner may remove the copy of a link an admin froze; reactivating it then showed a live
  // link that served nothing. Reactivation needs the copy (the owner keeps her right to remove it).
  it('an admin cannot reactivate a link whose payer’s copy its owner has removed', async () => {
    const ana = reglas.como('ana', { email: 'ana@x.es' }) as unknown as Firestore;
    await assertSucceeds(deleteDoc(doc(ana, 'recibosPublicos', POR_ADMIN)));
    await assertFails(actuar(admin(), { token: POR_ADMIN, accion: 'reactivar' }));
  });

  // Found by the same review: voided while frozen, the copy stays as it was and no longer matches.
  it('an admin cannot reactivate a link whose receipt its owner voided meanwhile', async () => {
    const ana = reglas.como('ana', { email: 'ana@x.es' }) as unknown as Firestore;
    await assertSucceeds(
      updateDoc(doc(ana, 'users/ana/recibos/r2'), {
        estado: 'anulado',
        motivoAnulacion: 'Duplicado',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(actuar(admin(), { token: POR_ADMIN, accion: 'reactivar' }));
  });

  it('an admin whose token has no e-mail acts with an empty e-mail (her uid identifies her)', async () => {
    const sinCorreo = reglas.como('jefa', { admin: true }) as unknown as Firestore;
    await assertSucceeds(actuar(sinCorreo, { token: ACTIVO, accion: 'revocar', entrada: { adminEmail: '' } }));
  });

  it('an admin changes nothing but the state: not the owner, receipt, dates, nor the payer’s copy', async () => {
    for (const registro of [
      { ownerUid: 'jefa' },
      { reciboId: 'r9' },
      { expiresAt: null, createdAt: PASADO },
      { numero: 'R-1' },
    ]) {
      await assertFails(actuar(admin(), { token: ACTIVO, accion: 'revocar', registro }));
    }
    await assertFails(updateDoc(doc(admin(), 'recibosPublicos', ACTIVO), { snapshot: { numero: 'x' } }));
    await assertFails(deleteDoc(doc(admin(), 'recibosPublicos', ACTIVO)));
    await assertFails(deleteDoc(doc(admin(), 'recibosPublicos', CADUCADO_ADMIN)));
    await assertFails(deleteDoc(doc(admin(), 'registroEnlaces', CADUCADO_ADMIN)));
  });

  it('non-admins and anonymous visitors cannot revoke or reactivate others’ links', async () => {
    for (const db of [usuario(), anonimo()]) {
      await assertFails(actuar(db, { token: ACTIVO, accion: 'revocar' }));
      await assertFails(actuar(db, { token: POR_ADMIN, accion: 'reactivar' }));
      await assertFails(updateDoc(doc(db, 'registroEnlaces', ACTIVO), { revocado: true, revocadoPor: 'admin' }));
    }
  });
});

describe('audit log: every admin change, by whoever made it, append-only', () => {
  // Attack: changes without an entry, entries without a change, forged entries.
  it.each<[string, Accion]>([
    ['revoking without an entry', { token: ACTIVO, accion: 'revocar', sin: 'entrada' }],
    ['reactivating without an entry', { token: POR_ADMIN, accion: 'reactivar', sin: 'entrada' }],
    ['revoking naming an older entry', { token: ACTIVO, accion: 'revocar', apunta: 'e1', sin: 'entrada' }],
    ['an entry with no change', { token: ACTIVO, accion: 'revocar', sin: 'registro' }],
    [
      'an entry under another admin’s e-mail',
      { token: ACTIVO, accion: 'revocar', entrada: { adminEmail: 'otra@x.es' } },
    ],
    ['an entry under another admin’s uid', { token: ACTIVO, accion: 'revocar', entrada: { adminUid: 'otra' } }],
    ['an entry for another token', { token: ACTIVO, accion: 'revocar', entrada: { token: POR_ADMIN } }],
    ['an entry whose action is not the change', { token: ACTIVO, accion: 'revocar', entrada: { accion: 'reactivar' } }],
    ['an entry with a huge detail', { token: ACTIVO, accion: 'revocar', entrada: { detalle: 'x'.repeat(100_000) } }],
    ['an entry with a made-up detail', { token: ACTIVO, accion: 'revocar', entrada: { detalle: 'Todo en orden' } }],
    [
      'a revocation recorded as a reactivation',
      { token: ACTIVO, accion: 'revocar', entrada: { detalle: 'Enlace reactivado' } },
    ],
    [
      'a reactivation recorded as a revocation',
      { token: POR_ADMIN, accion: 'reactivar', entrada: { detalle: 'Enlace revocado' } },
    ],
    ['an entry with an unknown action', { token: ACTIVO, accion: 'revocar', entrada: { accion: 'borrar-todo' } }],
    ['an entry with a client-set date', { token: ACTIVO, accion: 'revocar', entrada: { createdAt: PASADO } }],
    ['an entry with an extra field', { token: ACTIVO, accion: 'revocar', entrada: { nota: 'x' } }],
    ['an entry naming another receipt', { token: ACTIVO, accion: 'revocar', entrada: { numero: 'R-2026-0099' } }],
    ['an entry naming another owner', { token: ACTIVO, accion: 'revocar', entrada: { propietario: 'otra@x.es' } }],
    [
      'an entry naming the owner by uid when the registry has her e-mail',
      { token: ACTIVO, accion: 'revocar', entrada: { propietario: 'ana' } },
    ],
    ['a revocation without a reason', { token: ACTIVO, accion: 'revocar', entrada: { motivo: '' } }],
    ['a revocation whose reason is only spaces', { token: ACTIVO, accion: 'revocar', entrada: { motivo: ' \n\t ' } }],
    // Rules count UTF-16 units, 4 per character the dialog allows (the dialog also caps them).
    ['a reason over 800 UTF-16 units', { token: ACTIVO, accion: 'revocar', entrada: { motivo: 'x'.repeat(801) } }],
    ['a reason that is not text', { token: ACTIVO, accion: 'revocar', entrada: { motivo: 42 } }],
    [
      'a reason of invisible characters only',
      { token: ACTIVO, accion: 'revocar', entrada: { motivo: '\u00a0\u3000\u200b' } },
    ],
    [
      'a reactivation with free text in place of its detail',
      { token: POR_ADMIN, accion: 'reactivar', entrada: { motivo: 'Todo en orden' } },
    ],
  ])('refuses %s', async (_caso, accion) => {
    await assertFails(actuar(admin(), accion));
  });

  it('refuses an entry for a token that never existed, alone or with a made-up registry', async () => {
    const inventado = 'z'.repeat(32);
    await assertFails(
      addDoc(collection(admin(), 'auditoriaAdmin'), {
        adminUid: 'jefa',
        adminEmail: 'jefa@x.es',
        accion: 'revocar',
        token: inventado,
        detalle: 'Enlace revocado',
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(actuar(admin(), { token: inventado, accion: 'revocar' }));
  });

  it('nobody edits or deletes an entry, not even an admin', async () => {
    await assertFails(updateDoc(doc(admin(), 'auditoriaAdmin/e1'), { detalle: 'otra cosa' }));
    await assertFails(deleteDoc(doc(admin(), 'auditoriaAdmin/e1')));
  });

  it('non-admins and anonymous visitors neither read nor append', async () => {
    for (const db of [usuario(), anonimo()]) {
      await assertFails(getDocs(collection(db, 'auditoriaAdmin')));
      await assertFails(actuar(db, { token: ACTIVO, accion: 'revocar' }));
    }
  });
});
