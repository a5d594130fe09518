// One-off migration for verifiable receipts (dominio-recibos/src/verificacion.ts): every receipt
// issued before codes gets one, and its verification document, in the same commit (so a receipt
// never has a code whose document is missing). Idempotent and resumable: it only takes receipts
// without a code, so a run stopped halfway goes on where it stopped and never draws a second code.
// A receipt changed by its owner between the read and the commit fails that commit (its update
// time is a precondition) and the next run takes it. Commits of at most 400 writes (two per
// receipt). A replacement is given its code before the receipt it replaced (newest first), so
// the replaced one's «Sustituido por» names the code its replacement keeps.
// Order of a release (docs/despliegue.md, «La verificación»): the function, mf-recibos and the rules
// one after the other (new receipts have codes from then on), then this.
//   Emulators:     pnpm exec tsx scripts/migrar-verificaciones.ts        (while `start` runs)
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  pnpm exec tsx scripts/migrar-verificaciones.ts
import { pathToFileURL } from 'node:url';
import { codigoNuevo, type ReciboVerificable, rutaDeLaVerificacion, verificacionDe } from 'dominio-recibos';
import { deleteApp } from 'firebase-admin/app';
import { FieldValue, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { DIRECCION_FIRESTORE } from '../tooling/topologia.mjs';
import { adminApp } from './admin-claim.mjs';

/** Receipts per commit: two writes each, 400 in all (within Firestore's 500). */
export const RECIBOS_POR_COMMIT = 200;

export interface InformeVerificaciones {
  /** Receipts given a code now. */
  migrados: number;
  /** Commits refused because the receipt changed meanwhile: a next run takes them. */
  aplazados: number;
}

export async function migrarVerificaciones(
  db: Firestore,
  { porCommit = RECIBOS_POR_COMMIT, commits = Number.POSITIVE_INFINITY } = {},
): Promise<InformeVerificaciones> {
  const informe: InformeVerificaciones = { migrados: 0, aplazados: 0 };
  let hechos = 0;
  // users/{uid} holds nothing itself: its subcollections are listed through the missing parents.
  for (const usuario of await db.collection('users').listDocuments()) {
    const recibos = (await usuario.collection('recibos').get()).docs;
    const codigos = new Map(
      recibos
        .filter((d) => typeof d.get('verificacion') === 'string')
        .map((d) => [d.id, String(d.get('verificacion'))]),
    );
    const pendientes = recibos
      .filter((d) => !codigos.has(d.id))
      .sort((a, b) => (b.createTime?.toMillis() ?? 0) - (a.createTime?.toMillis() ?? 0));
    for (let i = 0; i < pendientes.length; i += porCommit) {
      if (hechos >= commits) return informe;
      const lote = pendientes.slice(i, i + porCommit);
      const batch = db.batch();
      const nuevos = new Map<string, string>();
      for (const d of lote) {
        const codigo = codigoNuevo();
        nuevos.set(d.id, codigo);
        codigos.set(d.id, codigo);
        const recibo = d.data() as ReciboVerificable;
        const sustituto = recibo.sustituidoPor ? codigos.get(recibo.sustituidoPor.id) : undefined;
        batch.update(d.ref, { verificacion: codigo }, { lastUpdateTime: d.updateTime });
        // Its last change stands for its state's date (a void's, for a receipt voided before codes).
        batch.create(
          db.doc(rutaDeLaVerificacion(codigo).join('/')),
          verificacionDe(d.id, recibo, d.get('updatedAt') ?? FieldValue.serverTimestamp(), sustituto),
        );
      }
      hechos++;
      try {
        await batch.commit();
        informe.migrados += lote.length;
      } catch (error) {
        // Changed since it was read (its precondition failed): the codes drawn are dropped.
        for (const id of nuevos.keys()) codigos.delete(id);
        informe.aplazados += lote.length;
        console.warn(`Recibos de ${usuario.id} cambiados durante la migración: los tomará la próxima.`, error);
      }
    }
  }
  return informe;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
  const app = adminApp();
  try {
    const { migrados, aplazados } = await migrarVerificaciones(getFirestore(app));
    console.log(
      `Recibos con código de verificación nuevo: ${migrados}.` +
        (aplazados ? ` Cambiados durante la migración (vuelve a ejecutarla): ${aplazados}.` : ''),
    );
  } finally {
    await deleteApp(app);
  }
}
