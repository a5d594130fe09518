// One-off migration, with firebase-admin (bypasses rules): receipts e-mailed before the mark of
// having left the app existed (dominio-recibos/src/salida.ts) get it now, so they too are only
// voided or corrected. A receipt counts as e-mailed if any sending of it was recorded (queued,
// sent, or failed at the mail server: it may have arrived), not if the sending was refused before
// anything left (a plan's refusal records why with one of RECHAZOS_DEL_ENVIO: a refusal worded
// otherwise, by an older release, counts as sent, the safe side). The mark carries
// the time of its first such sending. Downloads and prints left no trace then: those receipts
// stay editable until one of them happens again (docs/decisiones/030).
// Idempotent (a marked receipt is left as it is) and resumable: each commit marks at most
// LOTE receipts, read again in its transaction.
//   Emulators:     run by `bash scripts/start.sh` on the data it keeps; or pnpm exec tsx scripts/migrar-salidas.ts
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  pnpm exec tsx scripts/migrar-salidas.ts
import { pathToFileURL } from 'node:url';
import { COLECCION_ENVIOS, marcaDeSalida, RECHAZOS_DEL_ENVIO } from 'dominio-recibos';
import { deleteApp } from 'firebase-admin/app';
import { FieldValue, type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { DIRECCION_FIRESTORE } from '../tooling/topologia.mjs';
import { adminApp } from './admin-claim.mjs';
import { documentos } from './migrar-series';

/** Receipts marked per commit (each a write, far below the 500 of a commit). */
const LOTE = 400;

const RECHAZOS = new Set<string>(Object.values(RECHAZOS_DEL_ENVIO));

export interface InformeSalidas {
  /** Receipts marked as e-mailed. */
  marcados: number;
}

export async function migrarSalidas(db: Firestore): Promise<InformeSalidas> {
  // Every receipt that was e-mailed, by its path, with the time of its first sending.
  const enviados = new Map<string, Timestamp>();
  for await (const envio of documentos(db.collectionGroup(COLECCION_ENVIOS))) {
    const cuenta = envio.ref.parent.parent;
    const reciboId = envio.get('reciboId');
    if (cuenta?.parent.id !== 'users' || typeof reciboId !== 'string' || !reciboId) continue;
    if (envio.get('estado') === 'fallido' && RECHAZOS.has(String(envio.get('motivo')))) continue;
    const ruta = `users/${cuenta.id}/recibos/${reciboId}`;
    const creadoEn = envio.get('creadoEn');
    if (!(creadoEn instanceof Timestamp)) continue;
    const antes = enviados.get(ruta);
    if (!antes || creadoEn.toMillis() < antes.toMillis()) enviados.set(ruta, creadoEn);
  }
  const informe: InformeSalidas = { marcados: 0 };
  const rutas = [...enviados.keys()];
  for (let i = 0; i < rutas.length; i += LOTE) {
    const refs = rutas.slice(i, i + LOTE).map((ruta) => db.doc(ruta));
    informe.marcados += await db.runTransaction(async (tx) => {
      let marcados = 0;
      for (const recibo of await tx.getAll(...refs)) {
        if (!recibo.exists || recibo.get('salida') !== undefined) continue;
        const en = enviados.get(recibo.ref.path) as Timestamp;
        tx.update(recibo.ref, { ...marcaDeSalida('correo', en), updatedAt: FieldValue.serverTimestamp() });
        marcados++;
      }
      return marcados;
    });
  }
  return informe;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
  const app = adminApp();
  try {
    const { marcados } = await migrarSalidas(getFirestore(app));
    console.log(`Recibos enviados por correo marcados como fuera de la app: ${marcados}.`);
  } finally {
    await deleteApp(app);
  }
}
