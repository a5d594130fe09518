// Restores one account's data from a copy of the database into the live one, beside what is
// there (docs/despliegue.md, «Copias de seguridad»): the nightly export imported into a database
// of its own (`restauracion`), never over the live one, and this copies back the account's
// documents that are missing. The account's data: users/{uid}/<colección>/<id> (every collection
// of the data model) and its links, the registry entries it owns (registroEnlaces) with the
// payer's copy of each (recibosPublicos).
// - A document missing in the live database is written as it was in the copy (create: one written
//   meanwhile is never overwritten).
// - One that exists and differs is left as it is and listed («distintos»): what happened after
//   the copy is the live data's, and a person decides. The same for the account's documents that
//   only the live database has («soloEnProduccion»).
// - A payer's copy is restored only with its registry entry: a link revoked since the copy (its
//   entry revoked, its copy deleted) never serves again.
// - The count of payers is recounted at the end (scripts/migrar-pagadores.ts), as the restored
//   payers and those added since both count.
// Idempotent: a second run restores nothing.
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  pnpm exec tsx scripts/restaurar-cuenta.ts <uid> [base-de-la-copia]   (restauracion)

import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { COLECCION_PUBLICA, COLECCION_REGISTRO } from 'dominio-recibos';
import { deleteApp } from 'firebase-admin/app';
import { type DocumentSnapshot, type Firestore, getFirestore, type Query } from 'firebase-admin/firestore';
import { adminApp } from './admin-claim.mjs';
import { contarPagadores } from './migrar-pagadores';
import { documentos } from './migrar-series';

export interface InformeRestauracion {
  /** Documents written back from the copy. */
  restaurados: number;
  /** Documents the live database has as the copy does. */
  iguales: number;
  /** Paths the live database has otherwise than the copy: left as they are. */
  distintos: string[];
  /** Paths of the account only the live database has: left as they are. */
  soloEnProduccion: string[];
}

/** Documents compared per round (getAll, then one commit of creates: with the payer's copies, 400 at most). */
const LOTE = 200;

/** Every document of `uid`'s account in `db`, a page at a time: its own collections, then its links. */
async function* documentosDeLaCuenta(db: Firestore, uid: string): AsyncGenerator<DocumentSnapshot[]> {
  const paginas = async function* (consulta: Query) {
    let pagina: DocumentSnapshot[] = [];
    for await (const d of documentos(consulta)) {
      pagina.push(d);
      if (pagina.length === LOTE) {
        yield pagina;
        pagina = [];
      }
    }
    if (pagina.length) yield pagina;
  };
  for (const coleccion of await db.doc(`users/${uid}`).listCollections()) yield* paginas(coleccion);
  yield* paginas(db.collection(COLECCION_REGISTRO).where('ownerUid', '==', uid));
}

export async function restaurarCuenta(copia: Firestore, vivo: Firestore, uid: string): Promise<InformeRestauracion> {
  const informe: InformeRestauracion = { restaurados: 0, iguales: 0, distintos: [], soloEnProduccion: [] };
  const enLaCopia = new Set<string>();
  for await (const pagina of documentosDeLaCuenta(copia, uid)) {
    // A registry entry missing in the live database brings its payer's copy, if the copy had one.
    const publicas = pagina
      .filter((d) => d.ref.parent.id === COLECCION_REGISTRO)
      .map((d) => copia.doc(`${COLECCION_PUBLICA}/${d.id}`));
    const copiasPublicas = publicas.length ? await copia.getAll(...publicas) : [];
    const vivos = await vivo.getAll(...pagina.map((d) => vivo.doc(d.ref.path)));
    const lote = vivo.batch();
    let escritos = 0;
    pagina.forEach((d, i) => {
      enLaCopia.add(d.ref.path);
      const actual = vivos[i];
      if (actual?.exists) {
        if (isDeepStrictEqual(actual.data(), d.data())) informe.iguales++;
        else informe.distintos.push(d.ref.path);
        return;
      }
      lote.create(vivo.doc(d.ref.path), d.data() ?? {});
      escritos++;
      const publica = copiasPublicas.find((p) => p.id === d.id && d.ref.parent.id === COLECCION_REGISTRO);
      if (publica?.exists) {
        lote.create(vivo.doc(publica.ref.path), publica.data() ?? {});
        escritos++;
      }
    });
    if (escritos) await lote.commit();
    informe.restaurados += escritos;
  }
  for await (const pagina of documentosDeLaCuenta(vivo, uid))
    for (const d of pagina) if (!enLaCopia.has(d.ref.path)) informe.soloEnProduccion.push(d.ref.path);
  await contarPagadores(vivo, uid);
  return informe;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [uid, base = 'restauracion'] = process.argv.slice(2);
  if (!uid) {
    console.error('Uso: pnpm exec tsx scripts/restaurar-cuenta.ts <uid> [base-de-la-copia]');
    process.exit(2);
  }
  const app = adminApp();
  try {
    const informe = await restaurarCuenta(getFirestore(app, base), getFirestore(app), uid);
    console.log(`Restaurados ${informe.restaurados} documentos de ${uid}; ${informe.iguales} ya estaban igual.`);
    for (const ruta of informe.distintos) console.log(`Distinto en producción (no se ha tocado): ${ruta}`);
    for (const ruta of informe.soloEnProduccion) console.log(`Solo en producción (no se ha tocado): ${ruta}`);
  } finally {
    await deleteApp(app);
  }
}
