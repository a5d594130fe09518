import type { Firestore, Timestamp } from 'firebase/firestore/lite';
import { getFirebase } from 'shared-firebase';

export const NO_USER = 'No hay usuario autenticado';

/** Every label or colour operation needs the signed-in user (product spec §5). */
export function requireSession(): { db: Firestore; uid: string } {
  const firebase = getFirebase();
  const uid = firebase?.auth.currentUser?.uid;
  if (!firebase || !uid) throw new Error(NO_USER);
  return { db: firebase.db, uid };
}

/** Server timestamps read back as Dates (a pending write has none yet: use now). */
export function toDate(value: unknown): Date {
  return value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : new Date();
}

/** Runs an operation, logging the spec's console text and rethrowing (product spec §8). */
export async function logged<T>(consoleText: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    console.error(consoleText, error);
    throw error;
  }
}
