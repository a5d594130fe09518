import type { Firestore, Timestamp } from 'firebase/firestore/lite';
import { getFirebase } from './firebase';

export const NO_HAY_USUARIO = 'No hay usuario autenticado';

export interface Sesion {
  db: Firestore;
  uid: string;
  email: string | null;
}

/** The signed-in user and Firestore for a data operation, or the spec's error (§5). */
export function sesionActual(): Sesion {
  const firebase = getFirebase();
  const user = firebase?.auth.currentUser;
  if (!firebase || !user) throw new Error(NO_HAY_USUARIO);
  return { db: firebase.db, uid: user.uid, email: user.email };
}

/** A Firestore timestamp as a Date (a pending server timestamp reads as now). */
export function aFecha(valor: unknown): Date {
  return valor && typeof (valor as Timestamp).toDate === 'function' ? (valor as Timestamp).toDate() : new Date();
}
