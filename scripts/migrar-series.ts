// One-off migration of the receipts' numbering to a series per year, with firebase-admin
// (bypasses rules). Before, users/{uid}/contadores/recibos { recibos, ultimo, cerrado? } numbered
// every receipt in one series across years, while the number shows the year of the receipt's date:
// a receipt dated 01/01/2027 took R-2027-0007 and the next, dated 30/11/2026, R-2026-0008. After:
//   users/{uid}/contadores/recibos-{año}  { recibos, ultimo } for each year the receipts' dates
//                                         have: that year's highest number and the receipt holding
//                                         it (dominio-recibos, contadoresPorAnio);
//   users/{uid}/contadores/cierre         { cerrado: true } where the old counter was closed;
// and the old counter is deleted. No number changes: each year goes on from its highest number
// (2027 above, from 7), so no number is ever given twice in a year; the holes the old series left
// in a year stay as history (2026 has no 7), and the last receipt over such a hole is voided, not
// deleted, as the app already says for data older than the gap-free series.
// Idempotent: an account without the old counter is left as it is, and a year's counter already
// ahead of its receipts is kept.
// Order of a release: the rules first (they refuse the old counter: an open tab cannot issue until
// it reloads), then this, then the remotes (which issue per year). docs/decisiones/016.
//   Emulators:     pnpm exec tsx scripts/migrar-series.ts        (while `start` runs)
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  pnpm exec tsx scripts/migrar-series.ts
import { pathToFileURL } from 'node:url';
import {
  CIERRE_DE_LA_SERIE,
  contadoresPorAnio,
  type ReciboDeLaSerie,
  rutaDelCierre,
  rutaDelContador,
} from 'dominio-recibos';
import { deleteApp } from 'firebase-admin/app';
import {
  type DocumentReference,
  type Firestore,
  getFirestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { DIRECCION_FIRESTORE } from '../tooling/topologia.mjs';
import { adminApp } from './admin-claim.mjs';

/** Documents per page read. */
const LOTE = 300;

/** Every document `consulta` finds, LOTE at a time, in name order (which needs no index). */
export async function* documentos(consulta: Query): AsyncGenerator<QueryDocumentSnapshot> {
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const pagina = await (cursor ? consulta.orderBy('__name__').startAfter(cursor) : consulta.orderBy('__name__'))
      .limit(LOTE)
      .get();
    if (pagina.empty) return;
    yield* pagina.docs;
    cursor = pagina.docs.at(-1);
  }
}

export interface InformeSeries {
  /** Accounts moved to per-year series. */
  cuentas: number;
  /** Per-year counters written. */
  series: number;
  /** Accounts whose old counter was closed (an account deletion under way). */
  cerradas: number;
}

export async function migrarSeries(db: Firestore): Promise<InformeSeries> {
  const informe: InformeSeries = { cuentas: 0, series: 0, cerradas: 0 };
  for await (const contador of documentos(db.collectionGroup('contadores'))) {
    const uid = contador.ref.parent.parent?.id;
    if (contador.id !== 'recibos' || !uid || contador.ref.parent.parent?.parent.id !== 'users') continue;
    const recibos: ReciboDeLaSerie[] = [];
    for await (const r of documentos(db.collection(`users/${uid}/recibos`).select('numero', 'fecha'))) {
      recibos.push({ id: r.id, numero: Number(r.get('numero')), fecha: String(r.get('fecha') ?? '') });
    }
    // One commit per account: a year a handful of writes, far below the 500 of a commit.
    const ref = (ruta: readonly string[]): DocumentReference => db.doc(ruta.join('/'));
    await db.runTransaction(async (tx) => {
      const porAnio = [...contadoresPorAnio(recibos)];
      const actuales = porAnio.length
        ? await tx.getAll(...porAnio.map(([anio]) => ref(rutaDelContador(uid, anio))))
        : [];
      porAnio.forEach(([anio, nuevo], i) => {
        if (Number(actuales[i]?.get('recibos') ?? 0) >= nuevo.recibos) return;
        tx.set(ref(rutaDelContador(uid, anio)), nuevo);
        informe.series++;
      });
      if (contador.get('cerrado') === true) {
        tx.set(ref(rutaDelCierre(uid)), CIERRE_DE_LA_SERIE);
        informe.cerradas++;
      }
      tx.delete(contador.ref);
    });
    informe.cuentas++;
  }
  return informe;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
  const app = adminApp();
  try {
    const informe = await migrarSeries(getFirestore(app));
    console.log(
      `Cuentas pasadas a una serie por año: ${informe.cuentas} (contadores por año escritos: ${informe.series}; ` +
        `cuentas con la serie cerrada: ${informe.cerradas}).`,
    );
  } finally {
    await deleteApp(app);
  }
}
