// One-off migration for the count of payers (dominio-recibos/src/cupo-de-pagadores.ts): every
// account with payers gets users/{uid}/contadores/pagadores { pagadores: how many it has, lote: [] },
// which the rules then hold to MAX_PAGADORES and move with every creation and deletion.
// Each account is counted in a transaction with its counter (an aggregation: one read per 1,000
// payers), so a count written between is not lost, and running it again writes the same count:
// it is idempotent, and corrects any count that differs.
// Order of a release: this, then the rules (a count written by an account from nothing before it
// ran would start at 0 below what it has), then the shell (it exports Firestore's increment), then
// mf-recibos (which moves the count), and this once more, which makes exact the counts of accounts
// that created or deleted payers while the previous mf-recibos was still open in a tab.
//   Emulators:     pnpm exec tsx scripts/migrar-pagadores.ts        (while `start` runs)
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  pnpm exec tsx scripts/migrar-pagadores.ts
import { pathToFileURL } from 'node:url';
import { cupoContado, MAX_PAGADORES, rutaDelCupo } from 'dominio-recibos';
import { deleteApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { DIRECCION_FIRESTORE } from '../tooling/topologia.mjs';
import { adminApp } from './admin-claim.mjs';

export interface InformePagadores {
  /** Accounts with payers, each counted. */
  cuentas: number;
  /** Counts written because they differed (or did not exist). */
  corregidas: number;
  /** Accounts over MAX_PAGADORES: they add none until they delete some. */
  porEncima: string[];
}

/**
 * Counts the payers of account `uid` with its counter, in one transaction, and writes the count if
 * it differs: whether it did, and how many there are. Also what a restore ends with
 * (scripts/restaurar-cuenta.ts).
 */
export async function contarPagadores(db: Firestore, uid: string): Promise<{ corregida: boolean; pagadores: number }> {
  const pagadores = db.collection(`users/${uid}/pagadores`);
  const cupo = db.doc(rutaDelCupo(uid).join('/'));
  return db.runTransaction(async (tx) => {
    const [contados, actual] = await Promise.all([tx.get(pagadores.count()), tx.get(cupo)]);
    const n = contados.data().count;
    if (actual.get('pagadores') === n) return { corregida: false, pagadores: n };
    tx.set(cupo, cupoContado(n));
    return { corregida: true, pagadores: n };
  });
}

export async function migrarPagadores(db: Firestore): Promise<InformePagadores> {
  const informe: InformePagadores = { cuentas: 0, corregidas: 0, porEncima: [] };
  // users/{uid} holds nothing itself: its subcollections are listed through the missing parents.
  for (const usuario of await db.collection('users').listDocuments()) {
    if ((await usuario.collection('pagadores').limit(1).get()).empty) continue;
    informe.cuentas++;
    const { corregida, pagadores } = await contarPagadores(db, usuario.id);
    if (corregida) informe.corregidas++;
    if (pagadores > MAX_PAGADORES) informe.porEncima.push(usuario.id);
  }
  return informe;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
  const app = adminApp();
  try {
    const informe = await migrarPagadores(getFirestore(app));
    console.log(
      `Cuentas con pagadores: ${informe.cuentas} (cuentas corregidas: ${informe.corregidas}).` +
        (informe.porEncima.length
          ? ` Con más de ${MAX_PAGADORES} pagadores (no añaden más hasta eliminar alguno): ${informe.porEncima.join(', ')}.`
          : ''),
    );
  } finally {
    await deleteApp(app);
  }
}
