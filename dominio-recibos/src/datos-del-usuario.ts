// Account deletion: everything a user owns, and what deleting each receipt does to its link and
// its series, built by this package's invariants (./enlace.ts, ./serie.ts). It lives with them,
// not in shared-firebase, so that changing it is a release of the remote that calls it (mf-auth's
// account page), not of the shell. It is not pure: it reads and writes Firestore, with the
// functions of the page's one copy of the SDK, which the caller passes (importing
// shared-firebase/firestore here would make the two packages need each other).
import type * as FirestoreLite from 'shared-firebase/firestore';
import type { Firestore } from 'shared-firebase/firestore';
import {
  COLECCION_PUBLICA,
  COLECCION_REGISTRO,
  REVOCACION_DEL_DUENO,
  registroDeEnlaceHuerfano,
  registroPropio,
} from './enlace';
import { COLECCION_ENVIOS, COLECCION_ENVIOS_POR_DIA } from './envios';
import { COLECCION_GRUPOS } from './grupo';
import { COLECCION_INVITACIONES, COLECCION_PERSONAS } from './libro';
import { COLECCION_COBROS, COLECCION_PLANES, COLECCION_REVISIONES_DE_PLAN } from './plan';
import { CIERRE_DE_LA_SERIE, COLECCION_EDICIONES, rutaDelCierre } from './serie';
import { COLECCION_TRASPASOS, rutaDelTraspasoEnCurso } from './traspaso';

/** The Firestore functions deletion uses, from the page's copy (shared-firebase/firestore). */
export type FirestoreDeLaPagina = Pick<
  typeof FirestoreLite,
  | 'collection'
  | 'collectionGroup'
  | 'doc'
  | 'getDoc'
  | 'getDocs'
  | 'limit'
  | 'query'
  | 'serverTimestamp'
  | 'setDoc'
  | 'where'
  | 'writeBatch'
>;

/**
 * Everything a user owns under users/{uid}. Features that add per-user data add it here (the
 * receipts' edit records after the receipts: the rules let one go only with its receipt). The
 * receipt counters (users/{uid}/contadores, one per year) stay, closed first (see below): they
 * hold no personal data, and the rules never let one be deleted, so numbers can never be reused. So do the
 * registry entries of the user's links (registroEnlaces): they keep the tokens from ever being
 * reused; each is revoked, and the payer's copy deleted, with its receipt. And so do the day's
 * counters of e-mails sent (enviosPorDia): a count, which deleting would lift the day's limit.
 */
export const COLECCIONES_DEL_USUARIO = [
  // First: the people with access to the book lose it before anything else goes (docs/seguridad.md).
  COLECCION_PERSONAS,
  'etiquetas',
  'colores',
  'recibos',
  COLECCION_EDICIONES,
  'perfil',
  'pagadores',
  COLECCION_PLANES,
  COLECCION_REVISIONES_DE_PLAN,
  COLECCION_COBROS,
  COLECCION_ENVIOS,
  COLECCION_GRUPOS,
] as const;

/**
 * What stays, on purpose (above): the counters (the series, the payers' count, the closing mark)
 * and the day's sendings. And the mark of a transfer under way, which is never there when deletion
 * goes on: deletion waits until the function removes it (TraspasoEnCurso, below).
 */
export const COLECCIONES_QUE_QUEDAN = ['contadores', COLECCION_ENVIOS_POR_DIA, 'traspasoEnCurso'] as const;

/** Documents per page, and writes per commit (Firestore's limit is 500). */
const LOTE = 400;
/**
 * Documents the rules may read for one commit. Production allows 10 per write and 20 per commit;
 * the emulator enforces neither. Ending a link makes the rules read its registry and its payer's
 * copy, and the receipt too when the link had no registry, so commits are cut to stay within 10
 * (which proves both limits: tooling/reglas/lecturas.emulator.test.ts measures every commit).
 */
const LECTURAS_POR_LOTE = 10;

/**
 * Deletes the user's own Firestore data (before their account is deleted, while the rules still
 * recognise them as the owner). Works in batches so any amount of data fits.
 */
/**
 * The account's book is being handed over, to it or from it (its mark is there): nothing is
 * deleted until the transfer ends (the rules refuse closing its series meanwhile).
 */
export class TraspasoEnCurso extends Error {
  override name = 'TraspasoEnCurso';
  constructor() {
    super('el libro de la cuenta se está traspasando');
  }
}

export async function borrarDatosDelUsuario(fs: FirestoreDeLaPagina, db: Firestore, uid: string): Promise<number> {
  const {
    collection,
    collectionGroup,
    doc,
    getDoc,
    getDocs,
    limit,
    query,
    serverTimestamp,
    setDoc,
    where,
    writeBatch,
  } = fs;
  // Not while the book moves (to or from this account); a transfer offered and not accepted, or
  // ended, goes with the account.
  const [marca, traspaso] = await Promise.all([
    getDoc(doc(db, ...rutaDelTraspasoEnCurso(uid))),
    getDoc(doc(db, COLECCION_TRASPASOS, uid)),
  ]);
  if (marca.exists()) throw new TraspasoEnCurso();
  if (traspaso.exists()) {
    if (['aceptado', 'en-curso'].includes(String(traspaso.get('estado')))) throw new TraspasoEnCurso();
    const batch = writeBatch(db);
    batch.delete(traspaso.ref);
    await batch.commit();
  }
  // First the book's pending invitations (none can be accepted into a book that is going), and
  // the user's own accesses to other people's books (they hold the user's address).
  for (const consulta of [
    query(collection(db, COLECCION_INVITACIONES), where('libro', '==', uid), limit(LOTE)),
    query(collectionGroup(db, COLECCION_PERSONAS), where('uid', '==', uid), limit(LOTE)),
  ])
    for (;;) {
      const pagina = await getDocs(consulta);
      if (pagina.empty) break;
      const batch = writeBatch(db);
      for (const documento of pagina.docs) batch.delete(documento.ref);
      await batch.commit();
    }
  // Only a series' last receipt may be deleted while it is open (docs/producto.md, Recibos):
  // closing them for good lets every receipt go, and no number can be taken after.
  const cierre = doc(db, ...rutaDelCierre(uid));
  if (!(await getDoc(cierre)).exists()) await setDoc(cierre, CIERRE_DE_LA_SERIE);
  let borrados = 0;
  for (const nombre of COLECCIONES_DEL_USUARIO) {
    const ref = collection(db, 'users', uid, nombre);
    for (;;) {
      const pagina = await getDocs(query(ref, limit(LOTE)));
      if (pagina.empty) break;
      // The registries of the page's shared receipts, read together rather than one by one.
      const tokens = pagina.docs.map((d) => d.get('compartido.token')).filter((t) => typeof t === 'string');
      const registros = new Map(
        await Promise.all(
          tokens.map(async (t) => [t, await registroPropio(getDoc(doc(db, COLECCION_REGISTRO, t)))] as const),
        ),
      );
      // Deleting a receipt makes the rules read the closing mark: once per commit. Deleting an
      // edit record makes them look for its receipt: one document each.
      const lecturasFijas = nombre === 'recibos' ? 1 : 0;
      const lecturasPorDocumento = nombre === COLECCION_EDICIONES ? 1 : 0;
      let batch = writeBatch(db);
      let escrituras = 0;
      let leidas = lecturasFijas;
      for (const documento of pagina.docs) {
        const token = documento.get('compartido.token');
        const costo = typeof token === 'string' ? 3 : 1;
        const lecturas =
          (typeof token === 'string' ? (registros.get(token)?.exists() ? 2 : 3) : 0) + lecturasPorDocumento;
        if (escrituras + costo > LOTE || leidas + lecturas > LECTURAS_POR_LOTE) {
          await batch.commit();
          batch = writeBatch(db);
          escrituras = 0;
          leidas = lecturasFijas;
        }
        if (typeof token === 'string') {
          // The link ends with its receipt: revoked in the registry (unless already; recorded
          // revoked if it never had one), copy deleted.
          const registro = registros.get(token);
          if (!registro?.exists()) {
            const recibo = {
              id: documento.id,
              numero: Number(documento.get('numero')),
              fecha: String(documento.get('fecha')),
            };
            batch.set(doc(db, COLECCION_REGISTRO, token), registroDeEnlaceHuerfano(uid, recibo, serverTimestamp()));
          } else if (registro.get('revocado') !== true) {
            batch.update(registro.ref, REVOCACION_DEL_DUENO);
          }
          batch.delete(doc(db, COLECCION_PUBLICA, token));
        }
        leidas += lecturas;
        batch.delete(documento.ref);
        escrituras += costo;
      }
      await batch.commit();
      borrados += pagina.size;
    }
  }
  return borrados;
}
