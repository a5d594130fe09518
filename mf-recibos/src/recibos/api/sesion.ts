import type { Firestore, Timestamp } from 'firebase/firestore/lite';
import { getFirebase } from 'shared-firebase';

export const NO_USER = 'No hay usuario autenticado';

export function requireSession(): { db: Firestore; uid: string; email: string | null } {
  const firebase = getFirebase();
  const user = firebase?.auth.currentUser;
  if (!firebase || !user) throw new Error(NO_USER);
  return { db: firebase.db, uid: user.uid, email: user.email };
}

export function toDate(value: unknown): Date {
  return value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : new Date();
}
