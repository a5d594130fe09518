// The account's Firestore data, deleted before the account itself (dominio-recibos builds what
// deleting each receipt does to its link and series) with the page's copy of the SDK.
import { borrarDatosDelUsuario as borrar } from 'dominio-recibos/datos-del-usuario';
import {
  collection,
  doc,
  getDb,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
} from 'shared-firebase/firestore';

/** Deletes every document the user owns (while the rules still see them as the owner). */
export async function borrarDatosDelUsuario(uid: string): Promise<number> {
  const db = getDb();
  if (!db) throw new Error('Firestore no está disponible');
  return borrar({ collection, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, writeBatch }, db, uid);
}
