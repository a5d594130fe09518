#!/usr/bin/env node
// One-off migration of shared links to the shape of issue 14, with firebase-admin (bypasses rules).
// Before, recibosPublicos/{token} held ownerUid, ownerEmail, reciboId, revocado and revocadoPor
// next to the payer's snapshot, readable by anyone with the link. After:
//   registroEnlaces/{token}  ownerUid, ownerEmail (only if that account's address is verified),
//                            reciboId, numero, createdAt, expiresAt, revocado, revocadoPor,
//                            auditoria: null — never deleted, so the token is never reused;
//                            a link its receipt no longer points at is recorded as revoked.
//   recibosPublicos/{token}  snapshot, createdAt, expiresAt — nothing about the owner.
// Idempotent: documents already migrated are left as they are. Counters need nothing (the next
// receipt writes `ultimo`). Receipts with more than 5 lines need nothing either: they stay
// readable, shareable, voidable and deletable; saving an edit needs 5 lines or fewer (the form
// says so).
//   Emulators:     node scripts/migrar-enlaces.mjs        (while `start` runs)
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  node scripts/migrar-enlaces.mjs
import { pathToFileURL } from 'node:url';
import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from './admin-claim.mjs';
import { FIRESTORE_HOST } from './lib/config.mjs';

/** Documents per commit (Firestore's limit is 500 writes; each link writes two). */
const LOTE = 200;

/** @returns {Promise<{ enlaces: number, yaMigrados: number }>} */
export async function migrarEnlaces(db, auth) {
  const informe = { enlaces: 0, yaMigrados: 0 };
  const verificado = new Map();
  const emailVerificado = async (uid) => {
    if (!verificado.has(uid)) {
      const user = await auth.getUser(uid).catch(() => null);
      verificado.set(uid, user?.emailVerified ? (user.email ?? null) : null);
    }
    return verificado.get(uid);
  };
  let cursor = null;
  for (;;) {
    let consulta = db.collection('recibosPublicos').orderBy('__name__').limit(LOTE);
    if (cursor) consulta = consulta.startAfter(cursor);
    const pagina = await consulta.get();
    if (pagina.empty) break;
    const batch = db.batch();
    for (const publico of pagina.docs) {
      const d = publico.data();
      if (!('ownerUid' in d)) {
        informe.yaMigrados++;
        continue;
      }
      const recibo = await db.doc(`users/${d.ownerUid}/recibos/${d.reciboId}`).get();
      const apuntado = recibo.exists && recibo.get('compartido.token') === publico.id;
      const email = await emailVerificado(d.ownerUid);
      const revocado = d.revocado === true || !apuntado;
      batch.create(db.doc(`registroEnlaces/${publico.id}`), {
        ownerUid: d.ownerUid,
        ...(email ? { ownerEmail: email } : {}),
        reciboId: d.reciboId,
        numero: String(d.snapshot?.numero ?? ''),
        createdAt: d.createdAt,
        expiresAt: d.expiresAt ?? null,
        revocado,
        revocadoPor: revocado ? (d.revocadoPor === 'admin' ? 'admin' : 'propietario') : null,
        auditoria: null,
      });
      batch.set(publico.ref, { snapshot: d.snapshot, createdAt: d.createdAt, expiresAt: d.expiresAt ?? null });
      informe.enlaces++;
    }
    await batch.commit();
    cursor = pagina.docs[pagina.docs.length - 1];
  }
  return informe;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST;
  const app = adminApp();
  try {
    const informe = await migrarEnlaces(getFirestore(app), getAuth(app));
    console.log(`Enlaces migrados: ${informe.enlaces} (ya migrados: ${informe.yaMigrados}).`);
  } finally {
    await deleteApp(app);
  }
}
