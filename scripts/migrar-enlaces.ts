// One-off migration of shared links to the registry's shape, with firebase-admin (bypasses rules).
// Before, recibosPublicos/{token} held ownerUid, ownerEmail, reciboId, revocado and revocadoPor
// next to the payer's snapshot, readable by anyone with the link. After:
//   registroEnlaces/{token}  ownerUid, ownerEmail (only if that account's address is verified),
//                            reciboId, numero, createdAt, expiresAt, revocado, revocadoPor,
//                            auditoria: null — never deleted, so the token is never reused;
//                            a link its receipt no longer points at is recorded as revoked.
//   recibosPublicos/{token}  snapshot, createdAt, expiresAt — nothing about the owner.
// Then every receipt's pointer (compartido.token) that has no registry entry, because its copy was
// purged before the migration, gets one recorded revoked by its owner: the receipt can then be
// deleted, shared again and its account deleted, and that token can never be served again.
// Idempotent: documents already migrated are left as they are. Counters need nothing (the next
// receipt writes `ultimo`). Receipts with more than 5 lines need nothing either: they stay
// readable, shareable, voidable and deletable; saving an edit needs 5 lines or fewer (the form
// says so).
// TypeScript, run by tsx, so that it writes with the shapes of dominio-recibos like every writer.
//   Emulators:     pnpm exec tsx scripts/migrar-enlaces.ts        (while `start` runs)
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  pnpm exec tsx scripts/migrar-enlaces.ts
import { pathToFileURL } from 'node:url';
import { registroDeEnlaceAnterior, registroDeEnlaceHuerfano } from 'dominio-recibos';
import { deleteApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import {
  type CollectionReference,
  type Firestore,
  getFirestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { DIRECCION_FIRESTORE } from '../tooling/topologia.mjs';
import { adminApp } from './admin-claim.mjs';

type EmailVerificado = (uid: string) => Promise<string | null>;

/** Documents per commit (Firestore's limit is 500 writes; each link writes two). */
const LOTE = 200;

/** Every document of `coleccion`, LOTE at a time, in name order (which needs no index). */
async function* paginas(coleccion: CollectionReference | Query): AsyncGenerator<QuerySnapshot> {
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const consulta = coleccion.orderBy('__name__').limit(LOTE);
    const pagina = await (cursor ? consulta.startAfter(cursor) : consulta).get();
    if (pagina.empty) return;
    yield pagina;
    cursor = pagina.docs.at(-1);
  }
}

export async function migrarEnlaces(
  db: Firestore,
  auth: Auth,
): Promise<{ enlaces: number; yaMigrados: number; huerfanos: number }> {
  const informe = { enlaces: 0, yaMigrados: 0, huerfanos: 0 };
  const verificado = new Map<string, string | null>();
  const emailVerificado: EmailVerificado = async (uid) => {
    if (!verificado.has(uid)) {
      const user = await auth.getUser(uid).catch(() => null);
      verificado.set(uid, user?.emailVerified ? (user.email ?? null) : null);
    }
    return verificado.get(uid) ?? null;
  };
  for await (const pagina of paginas(db.collection('recibosPublicos'))) {
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
      batch.create(
        db.doc(`registroEnlaces/${publico.id}`),
        registroDeEnlaceAnterior({
          ownerUid: d.ownerUid,
          emailVerificado: email,
          reciboId: d.reciboId,
          numero: String(d.snapshot?.numero ?? ''),
          createdAt: d.createdAt,
          expiresAt: d.expiresAt ?? null,
          revocado,
          revocadoPor: d.revocadoPor === 'admin' ? 'admin' : 'propietario',
        }),
      );
      batch.set(publico.ref, { snapshot: d.snapshot, createdAt: d.createdAt, expiresAt: d.expiresAt ?? null });
      informe.enlaces++;
    }
    await batch.commit();
  }
  informe.huerfanos = await registrarPunterosHuerfanos(db, emailVerificado);
  return informe;
}

/**
 * Receipts whose pointer names a token with no registry entry: each gets one, revoked by its owner.
 * Every receipt is read, page by page.
 */
async function registrarPunterosHuerfanos(db: Firestore, emailVerificado: EmailVerificado): Promise<number> {
  let huerfanos = 0;
  for await (const pagina of paginas(db.collectionGroup('recibos'))) {
    const compartidos = pagina.docs.filter(
      (recibo) => recibo.ref.parent.parent?.parent.id === 'users' && typeof recibo.get('compartido.token') === 'string',
    );
    const registros = compartidos.length
      ? await db.getAll(...compartidos.map((r) => db.doc(`registroEnlaces/${r.get('compartido.token')}`)))
      : [];
    const batch = db.batch();
    for (const [i, recibo] of compartidos.entries()) {
      const registro = registros[i];
      const ownerUid = recibo.ref.parent.parent?.id;
      if (!registro || registro.exists || !ownerUid) continue;
      const email = await emailVerificado(ownerUid);
      const datos = { id: recibo.id, numero: Number(recibo.get('numero')), fecha: String(recibo.get('fecha') ?? '') };
      batch.create(registro.ref, {
        ...registroDeEnlaceHuerfano(ownerUid, datos, recibo.get('compartido.createdAt') ?? Timestamp.now()),
        ...(email ? { ownerEmail: email } : {}),
        // What the pointer said, for the admin's list (the app's own ending of it has no date).
        expiresAt: recibo.get('compartido.expiresAt') ?? null,
      });
      huerfanos++;
    }
    await batch.commit();
  }
  return huerfanos;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
  const app = adminApp();
  try {
    const informe = await migrarEnlaces(getFirestore(app), getAuth(app));
    console.log(
      `Enlaces migrados: ${informe.enlaces} (ya migrados: ${informe.yaMigrados}); ` +
        `recibos que apuntaban a un enlace sin registro: ${informe.huerfanos}.`,
    );
  } finally {
    await deleteApp(app);
  }
}
