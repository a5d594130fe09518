// Restores one account's data from a copy of the database into the live one, beside what is
// there (docs/despliegue.md, «Copias de seguridad»): the nightly export imported into a database
// of its own (`restauracion`), never over the live one, and this copies back the account's
// documents that are missing. The account's data: users/{uid}/<colección>/<id> (the data model
// has no deeper collections) and its links, the registry entries it owns (registroEnlaces) with
// the payer's copy of each (recibosPublicos).
// - A document missing in the live database is written as it was in the copy (create: one written
//   meanwhile is never overwritten). One that exists and differs is left as it is and listed
//   («distintos»), as are the account's documents only the live database has («soloEnProduccion»):
//   what happened after the copy is the live data's, and a person decides.
// - What the copy cannot know is guarded instead of restored blindly:
//   · a receipt whose number a live receipt of the same year holds (the number was given back and
//     taken again since) is not restored, and listed («numerosOcupados»); each year's counter is
//     then raised to the highest number its receipts hold, so no number is given twice;
//   · a plan comes back paused, saying so: it issues and e-mails nothing until its owner resumes it;
//     a pending charge whose receipt was issued since does not come back (listed as «distintos»);
//   · payers come back only up to MAX_PAGADORES with those the account has now (the rest listed,
//     «sinSitio»), and the count is recounted at the end, whatever happened before;
//   · a payer's copy comes back only with a registry entry that is missing (restored with it) or
//     live and not revoked: a link revoked since the copy never serves again;
//   · a receipt's verification (verificaciones/{código}) comes back with its receipt, if it went
//     (deleting the last receipt deletes it); one whose receipt is not restored stays out.
// Idempotent: a second run restores nothing.
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  pnpm exec tsx scripts/restaurar-cuenta.ts <uid> [base-de-la-copia]   (restauracion)
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import {
  anioDeLaSerie,
  COLECCION_COBROS,
  COLECCION_PLANES,
  COLECCION_PUBLICA,
  COLECCION_REGISTRO,
  contadoresPorAnio,
  MAX_PAGADORES,
  type ReciboDeLaSerie,
  rutaDeLaVerificacion,
  rutaDelContador,
} from 'dominio-recibos';
import { deleteApp } from 'firebase-admin/app';
import {
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  getFirestore,
  type Query,
} from 'firebase-admin/firestore';
import { conFallo } from '../mf-recibos/src/periodicos/ciclo';
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
  /** Receipts of the copy whose number a live receipt holds now: not restored. */
  numerosOcupados: string[];
  /** Payers of the copy that would take the account over MAX_PAGADORES: not restored. */
  sinSitio: string[];
}

/**
 * Documents compared per round (getAll, then one commit of creates: with the payer's copies or the
 * receipts' verifications, 400 at most).
 */
const LOTE = 200;

/** What a restored plan says on its page until resumed. */
export const PLAN_RESTAURADO =
  'Restaurado de una copia de seguridad: revisa sus datos y sus recibos, y reanúdalo si debe seguir.';

/** Pages of `consulta`, LOTE documents each. */
async function* paginas(consulta: Query): AsyncGenerator<DocumentSnapshot[]> {
  let pagina: DocumentSnapshot[] = [];
  for await (const d of documentos(consulta)) {
    pagina.push(d);
    if (pagina.length === LOTE) {
      yield pagina;
      pagina = [];
    }
  }
  if (pagina.length) yield pagina;
}

/** Every document of `uid`'s account in `db`, a page at a time: its own collections, then its links. */
async function* documentosDeLaCuenta(db: Firestore, uid: string): AsyncGenerator<DocumentSnapshot[]> {
  for (const coleccion of await db.doc(`users/${uid}`).listCollections()) yield* paginas(coleccion);
  yield* paginas(db.collection(COLECCION_REGISTRO).where('ownerUid', '==', uid));
}

const reciboDeLaSerie = (d: DocumentSnapshot): ReciboDeLaSerie => ({
  id: d.id,
  numero: Number(d.get('numero')),
  fecha: String(d.get('fecha') ?? ''),
});
const claveDelNumero = (r: ReciboDeLaSerie) => `${anioDeLaSerie(r.fecha)}/${r.numero}`;

/** The live receipts' numbers, by year, and how many payers the account has now. */
async function estadoVivo(vivo: Firestore, uid: string) {
  const numeros = new Map<string, string>();
  for await (const d of documentos(vivo.collection(`users/${uid}/recibos`).select('numero', 'fecha')))
    numeros.set(claveDelNumero(reciboDeLaSerie(d)), d.id);
  const pagadores = (await vivo.collection(`users/${uid}/pagadores`).count().get()).data().count;
  return { numeros, pagadores };
}

/** What is written back for document `d` of the copy: itself, or a plan paused. */
function comoSeRestaura(d: DocumentSnapshot): DocumentData {
  const datos = d.data() ?? {};
  if (d.ref.parent.id !== COLECCION_PLANES || datos.estado === 'terminado') return datos;
  return { ...datos, ...conFallo(PLAN_RESTAURADO) };
}

export async function restaurarCuenta(copia: Firestore, vivo: Firestore, uid: string): Promise<InformeRestauracion> {
  const informe: InformeRestauracion = {
    restaurados: 0,
    iguales: 0,
    distintos: [],
    soloEnProduccion: [],
    numerosOcupados: [],
    sinSitio: [],
  };
  const enLaCopia = new Set<string>();
  /** Receipts not restored: their registry entries and payer's copies stay out too. */
  const recibosFuera = new Set<string>();
  const { numeros, pagadores } = await estadoVivo(vivo, uid);
  const recibosVivos = new Set(numeros.values());
  let sitio = Math.max(0, MAX_PAGADORES - pagadores);
  try {
    for await (const pagina of documentosDeLaCuenta(copia, uid)) {
      const registros = pagina.filter((d) => d.ref.parent.id === COLECCION_REGISTRO);
      const publicas = registros.length
        ? await copia.getAll(...registros.map((d) => copia.doc(`${COLECCION_PUBLICA}/${d.id}`)))
        : [];
      const publicasVivas = registros.length
        ? await vivo.getAll(...registros.map((d) => vivo.doc(`${COLECCION_PUBLICA}/${d.id}`)))
        : [];
      // The verifications of the page's receipts, in the copy and live.
      const conCodigo = pagina.filter(
        (d) => d.ref.parent.id === 'recibos' && typeof d.get('verificacion') === 'string',
      );
      const rutasDeVerificacion = conCodigo.map((d) => rutaDeLaVerificacion(String(d.get('verificacion'))).join('/'));
      const verificaciones = conCodigo.length
        ? await copia.getAll(...rutasDeVerificacion.map((r) => copia.doc(r)))
        : [];
      const verificacionesVivas = conCodigo.length
        ? await vivo.getAll(...rutasDeVerificacion.map((r) => vivo.doc(r)))
        : [];
      const vivos = await vivo.getAll(...pagina.map((d) => vivo.doc(d.ref.path)));
      const lote = vivo.batch();
      let escritos = 0;
      const crear = (ruta: string, datos: DocumentData) => {
        lote.create(vivo.doc(ruta), datos);
        escritos++;
      };
      pagina.forEach((d, i) => {
        enLaCopia.add(d.ref.path);
        const actual = vivos[i];
        const coleccion = d.ref.parent.id;
        const j = registros.indexOf(d);
        const publica = j >= 0 ? publicas[j] : undefined;
        if (actual?.exists) {
          if (isDeepStrictEqual(actual.data(), d.data())) informe.iguales++;
          else informe.distintos.push(d.ref.path);
          // A live, unrevoked link whose payer's copy is gone gets it back.
          if (publica?.exists && !publicasVivas[j]?.exists && actual.get('revocado') !== true)
            crear(publica.ref.path, publica.data() ?? {});
          return;
        }
        if (coleccion === 'recibos') {
          const ocupado = numeros.get(claveDelNumero(reciboDeLaSerie(d)));
          if (ocupado && ocupado !== d.id) {
            informe.numerosOcupados.push(d.ref.path);
            recibosFuera.add(d.id);
            return;
          }
        }
        if (coleccion === COLECCION_REGISTRO && recibosFuera.has(String(d.get('reciboId')))) return;
        // A pending charge confirmed since (its receipt is live) is not pending any more.
        if (coleccion === COLECCION_COBROS && recibosVivos.has(d.id)) {
          informe.distintos.push(d.ref.path);
          return;
        }
        if (coleccion === 'pagadores') {
          if (sitio === 0) {
            informe.sinSitio.push(d.ref.path);
            return;
          }
          sitio--;
        }
        crear(d.ref.path, comoSeRestaura(d));
        if (publica?.exists && !publicasVivas[j]?.exists) crear(publica.ref.path, publica.data() ?? {});
        const k = conCodigo.indexOf(d);
        const verificacion = k >= 0 ? verificaciones[k] : undefined;
        if (verificacion?.exists && !verificacionesVivas[k]?.exists)
          crear(verificacion.ref.path, verificacion.data() ?? {});
      });
      if (escritos) await lote.commit();
      informe.restaurados += escritos;
    }
    for await (const pagina of documentosDeLaCuenta(vivo, uid))
      for (const d of pagina) if (!enLaCopia.has(d.ref.path)) informe.soloEnProduccion.push(d.ref.path);
  } finally {
    // Whatever was written, the counts follow the documents: payers counted, and each year's
    // counter at least at its highest number (never lowered: a number given is never given again).
    await contarPagadores(vivo, uid);
    await subirContadores(vivo, uid);
  }
  return informe;
}

/** Each year's counter raised to the highest number its live receipts hold, if behind. */
async function subirContadores(vivo: Firestore, uid: string): Promise<void> {
  const recibos: ReciboDeLaSerie[] = [];
  for await (const d of documentos(vivo.collection(`users/${uid}/recibos`).select('numero', 'fecha')))
    recibos.push(reciboDeLaSerie(d));
  for (const [anio, contador] of contadoresPorAnio(recibos)) {
    const ref = vivo.doc(rutaDelContador(uid, anio).join('/'));
    await vivo.runTransaction(async (tx) => {
      const actual = await tx.get(ref);
      if (Number(actual.get('recibos') ?? 0) < contador.recibos) tx.set(ref, contador);
    });
  }
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
    const listas: Array<[string, string[]]> = [
      ['Distinto en producción (no se ha tocado)', informe.distintos],
      ['Solo en producción (no se ha tocado)', informe.soloEnProduccion],
      ['Su número lo tiene ahora otro recibo (no restaurado)', informe.numerosOcupados],
      [`Pasaría de ${MAX_PAGADORES} pagadores (no restaurado)`, informe.sinSitio],
    ];
    for (const [que, rutas] of listas) for (const ruta of rutas) console.log(`${que}: ${ruta}`);
  } finally {
    await deleteApp(app);
  }
}
