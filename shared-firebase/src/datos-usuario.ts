// Account deletion moved to dominio-recibos/datos-del-usuario, which mf-auth bundles: changing it
// is a release of mf-auth, not of the shell. Remotes built before the move call it from the
// shell's shared-firebase/firestore at run time, so this keeps their name and signature until no
// deployed remote is older (docs/arquitectura.md, «Mover código sin romper lo desplegado»).
import {
  collection,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
} from 'firebase/firestore/lite';

export { registroPropio } from 'dominio-recibos';

/**
 * @deprecated New code: `borrarDatosDelUsuario` of dominio-recibos/datos-del-usuario. Loaded on
 * demand: every page that reads data loads this entry, and only an old account page calls it.
 */
export async function borrarDatosDelUsuario(db: Firestore, uid: string): Promise<number> {
  const { borrarDatosDelUsuario: borrar } = await import('dominio-recibos/datos-del-usuario');
  return borrar({ collection, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, writeBatch }, db, uid);
}
