import type { Firestore, Timestamp } from 'firebase/firestore/lite';
import { SinSesion } from './auth-context';
import { getDb } from './db';
import { getFirebase } from './firebase';
import { libroElegido } from './libro-elegido';

export interface Sesion {
  db: Firestore;
  /** Who is signed in: their labels, colours, account and own accesses. */
  uid: string;
  /** The book they work in (its owner's uid): their own, or one they keep with others (./libro-elegido). */
  libro: string;
  email: string | null;
  /** Only a verified address may be shown to admins as a link's owner (firestore.rules). */
  emailVerificado: boolean;
}

/** The signed-in user and Firestore for a data operation, or 'No hay usuario autenticado' (docs/producto.md, Catálogo de errores). */
export function sesionActual(): Sesion {
  const user = getFirebase()?.auth.currentUser;
  const db = getDb();
  if (!db || !user) throw new SinSesion();
  return { db, uid: user.uid, libro: libroElegido(user.uid), email: user.email, emailVerificado: user.emailVerified };
}

/** A Firestore timestamp as a Date (a pending server timestamp reads as now). */
export function aFecha(valor: unknown): Date {
  return valor && typeof (valor as Timestamp).toDate === 'function' ? (valor as Timestamp).toDate() : new Date();
}
