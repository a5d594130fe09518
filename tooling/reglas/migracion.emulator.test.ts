// scripts/migrar-enlaces.ts against the emulators: links in the old shape (owner fields in the
// public document) end in the registry, the payer's copy keeps only what the payer sees, and the
// rules then serve exactly the links that were live. Receipts whose copy was purged before the
// migration point at a token with no copy at all: they get a revoked registry entry, after which
// the owner's own commits (delete, share again, delete the account) go through.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDoc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrarEnlaces } from '../../scripts/migrar-enlaces';
import { AUTH_URL, FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID, usarReglas } from '../emulator-env';
import { compartir, reciboGuardado, snapshotDe, T0, tokenDe } from './compartir.fixture';

const reglas = usarReglas();
// No Google metadata server here: skip the lookup (it only prints a warning).
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_URL.replace('http://', '');
const app = initializeApp({ projectId: PROJECT_ID }, `migracion-${Date.now()}`);
afterAll(() => deleteApp(app));

const [VIVO, REVOCADO, SUSTITUIDO, PURGADO, PURGADO2] = ['v', 'r', 's', 'p', 'q'].map((c) => c.repeat(32)) as [
  string,
  string,
  string,
  string,
  string,
];
let verificada = '';
let sinVerificar = '';

beforeAll(async () => {
  await reglas.env.clearFirestore();
  const auth = getAuth(app);
  const sufijo = Date.now();
  verificada = (await auth.createUser({ email: `mig-v-${sufijo}@x.es`, emailVerified: true })).uid;
  sinVerificar = (await auth.createUser({ email: `mig-n-${sufijo}@x.es`, emailVerified: false })).uid;
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore() as unknown as Firestore;
    const antiguo = (uid: string, reciboId: string, recibo: Record<string, unknown>, extra = {}) => ({
      ownerUid: uid,
      ownerEmail: 'quien-sea@x.es',
      reciboId,
      snapshot: snapshotDe(recibo),
      createdAt: T0,
      expiresAt: null,
      revocado: false,
      ...extra,
    });
    const r1 = reciboGuardado(1);
    const r2 = reciboGuardado(2);
    const compartido = (token: string) => ({ token, createdAt: T0, expiresAt: null, revocado: false });
    await setDoc(doc(db, `users/${verificada}/recibos/r1`), { ...r1, compartido: compartido(VIVO) });
    await setDoc(doc(db, `users/${verificada}/recibos/r2`), { ...r2, compartido: compartido('n'.repeat(32)) });
    await setDoc(doc(db, `users/${sinVerificar}/recibos/r1`), {
      ...r1,
      compartido: { ...compartido(REVOCADO), revocado: true },
    });
    // Shared, but the payer's copy was purged before the migration: nothing names the token but them.
    await setDoc(doc(db, `users/${sinVerificar}/recibos/r3`), {
      ...reciboGuardado(3),
      compartido: compartido(PURGADO),
    });
    await setDoc(doc(db, `users/${sinVerificar}/recibos/r4`), {
      ...reciboGuardado(4),
      compartido: compartido(PURGADO2),
    });
    await setDoc(doc(db, `recibosPublicos/${VIVO}`), antiguo(verificada, 'r1', r1));
    await setDoc(doc(db, `recibosPublicos/${SUSTITUIDO}`), antiguo(verificada, 'r2', r2));
    await setDoc(
      doc(db, `recibosPublicos/${REVOCADO}`),
      antiguo(sinVerificar, 'r1', r1, { revocado: true, revocadoPor: 'admin' }),
    );
  });
});

it('moves owner data to the registry, keeps the payer’s copy bare, and is idempotent', async () => {
  const db = getFirestore(app);
  // Orphans: r3 and r4, and r2, re-shared under a token whose copy is gone too.
  expect(await migrarEnlaces(db, getAuth(app))).toEqual({ enlaces: 3, yaMigrados: 0, huerfanos: 3 });
  expect(await migrarEnlaces(db, getAuth(app))).toEqual({ enlaces: 0, yaMigrados: 3, huerfanos: 0 });

  const registro = async (t: string) => (await db.doc(`registroEnlaces/${t}`).get()).data();
  expect(await registro(VIVO)).toMatchObject({
    ownerUid: verificada,
    reciboId: 'r1',
    numero: 'R-2026-0001',
    revocado: false,
    revocadoPor: null,
    auditoria: null,
  });
  // The e-mail comes from Auth, and only when verified; never from the old document.
  expect((await registro(VIVO))?.ownerEmail).toMatch(/^mig-v-/);
  expect((await registro(REVOCADO))?.ownerEmail).toBeUndefined();
  expect(await registro(REVOCADO)).toMatchObject({ revocado: true, revocadoPor: 'admin' });
  // Its receipt points elsewhere now: recorded as ended by the owner.
  expect(await registro(SUSTITUIDO)).toMatchObject({ revocado: true, revocadoPor: 'propietario' });

  for (const t of [VIVO, REVOCADO, SUSTITUIDO]) {
    expect(Object.keys((await db.doc(`recibosPublicos/${t}`).get()).data() ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'snapshot',
    ]);
  }
  const anonimo = reglas.como(null) as unknown as Firestore;
  await assertSucceeds(getDoc(doc(anonimo, 'recibosPublicos', VIVO)));
  await assertFails(getDoc(doc(anonimo, 'recibosPublicos', REVOCADO)));
  await assertFails(getDoc(doc(anonimo, 'recibosPublicos', SUSTITUIDO)));
});

it('receipts whose copy was purged: registry recorded revoked, then deleted and shared again', async () => {
  const db = getFirestore(app);
  const registro = (await db.doc(`registroEnlaces/${PURGADO}`).get()).data();
  expect(registro).toMatchObject({
    ownerUid: sinVerificar,
    reciboId: 'r3',
    numero: 'R-2026-0003',
    expiresAt: null,
    revocado: true,
    revocadoPor: 'propietario',
    auditoria: null,
  });
  expect(registro?.ownerEmail).toBeUndefined();
  expect(registro?.createdAt.toMillis()).toBe(T0.toMillis());

  const dueno = reglas.como(sinVerificar) as unknown as Firestore;
  // Share again as compartirRecibo does: the old link is already revoked, its copy is deleted.
  const r3 = reciboGuardado(3);
  await assertSucceeds(
    compartir(dueno, sinVerificar, 'r3', await tokenDe(sinVerificar, 'N'), {
      recibo: r3,
      anterior: { token: PURGADO, revocado: true },
    }),
  );
  await assertSucceeds(
    getDoc(doc(reglas.como(null) as unknown as Firestore, 'recibosPublicos', await tokenDe(sinVerificar, 'N'))),
  );
  // Delete, as the account deletion's batches do once its series is closed (a receipt ever
  // shared is never deleted before): copy and receipt together.
  await reglas.env.withSecurityRulesDisabled((contexto) =>
    setDoc(doc(contexto.firestore() as unknown as Firestore, `users/${sinVerificar}/contadores/cierre`), {
      cerrado: true,
    }),
  );
  const borrar = writeBatch(dueno);
  borrar.delete(doc(dueno, 'recibosPublicos', PURGADO2));
  borrar.delete(doc(dueno, `users/${sinVerificar}/recibos/r4`));
  await assertSucceeds(borrar.commit());
  // The purged tokens are never served, nor taken again.
  await assertFails(getDoc(doc(reglas.como(null) as unknown as Firestore, 'recibosPublicos', PURGADO)));
});

// The registry's expiry is what the rules serve a link by, and the copy's what the TTL deletes it
// by: a migration that lost them would serve an expired link again, for good.
it('a link shared with an expiry keeps its dates: once expired, it is never served again', async () => {
  const [Caducado, Caduca] = ['c', 'f'].map((c) => c.repeat(32)) as [string, string];
  const pasado = Timestamp.fromDate(new Date('2020-01-01'));
  const futuro = Timestamp.fromDate(new Date('2099-01-01'));
  await reglas.env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore() as unknown as Firestore;
    for (const [numero, token, expiresAt] of [
      [5, Caducado, pasado],
      [6, Caduca, futuro],
    ] as const) {
      const recibo = reciboGuardado(numero);
      await setDoc(doc(db, `users/${verificada}/recibos/r${numero}`), {
        ...recibo,
        compartido: { token, createdAt: T0, expiresAt, revocado: false },
      });
      await setDoc(doc(db, `recibosPublicos/${token}`), {
        ownerUid: verificada,
        reciboId: `r${numero}`,
        snapshot: snapshotDe(recibo),
        createdAt: T0,
        expiresAt,
        revocado: false,
      });
    }
  });
  const db = getFirestore(app);
  expect(await migrarEnlaces(db, getAuth(app))).toMatchObject({ enlaces: 2, huerfanos: 0 });
  for (const [token, expiresAt] of [
    [Caducado, pasado],
    [Caduca, futuro],
  ] as const) {
    for (const coleccion of ['registroEnlaces', 'recibosPublicos']) {
      const datos = (await db.doc(`${coleccion}/${token}`).get()).data();
      expect(datos?.createdAt?.toMillis(), coleccion).toBe(T0.toMillis());
      expect(datos?.expiresAt?.toMillis(), coleccion).toBe(expiresAt.toMillis());
    }
  }
  const anonimo = reglas.como(null) as unknown as Firestore;
  await assertFails(getDoc(doc(anonimo, 'recibosPublicos', Caducado)));
  await assertSucceeds(getDoc(doc(anonimo, 'recibosPublicos', Caduca)));
});
