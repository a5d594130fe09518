// The account's Firestore data, deleted before the account itself (dominio-recibos builds what
// deleting each receipt does to its link and series) with the page's copy of the SDK.
import { borrarDatosDelUsuario as borrar } from 'dominio-recibos/datos-del-usuario';
// The whole shared entry: the page's copy, loaded entire whatever is named from it.
import * as firestore from 'shared-firebase/firestore';

/** Deletes every document the user owns (while the rules still see them as the owner). */
export async function borrarDatosDelUsuario(uid: string): Promise<number> {
  const db = firestore.getDb();
  if (!db) throw new Error('Firestore no está disponible');
  return borrar(firestore, db, uid);
}
