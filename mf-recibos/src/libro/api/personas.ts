// Data access for who keeps a book besides its owner: invitaciones/{id} (an invitation by e-mail,
// with a role, accepted within DIAS_DE_INVITACION days) and users/{libro}/personas/{uid} (access,
// while it exists). The shapes are dominio-recibos' (src/libro.ts), which the rules' tests write
// too (mf-recibos/src/libro/libro.rules checks them).

import {
  COLECCION_INVITACIONES,
  COLECCION_PERSONAS,
  DIAS_DE_INVITACION,
  datosDeInvitacion,
  datosDePersona,
  idDeInvitacion,
  type Rol,
} from 'dominio-recibos';
import {
  aFecha,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  type Firestore,
  getDocs,
  limit,
  query,
  serverTimestamp,
  sesionActual,
  setDoc,
  where,
  writeBatch,
} from 'shared-firebase/firestore';

export interface Invitacion {
  id: string;
  libro: string;
  nombreDelLibro: string;
  /** Who sent it: the owner's verified address. */
  de: string;
  email: string;
  rol: Rol;
  creadaEn: Date;
  /** When it can no longer be accepted. */
  caduca: Date;
}

/** A book the signed-in person keeps with its owner. */
export interface Acceso {
  libro: string;
  nombreDelLibro: string;
  rol: Rol;
}

/** Invitations read at once: far more than anyone is sent in a week (each expires in 7 days). */
export const MAX_INVITACIONES_LEIDAS = 50;

export interface Persona {
  uid: string;
  email: string;
  rol: Rol;
  desde: Date;
}

const DIA_MS = 24 * 60 * 60 * 1000;

const invitaciones = (db: Firestore) => collection(db, COLECCION_INVITACIONES);
const personas = (db: Firestore, libro: string) => collection(db, 'users', libro, COLECCION_PERSONAS);

function deInvitacion(id: string, d: Record<string, unknown>): Invitacion {
  const creadaEn = aFecha(d.creadaEn);
  return {
    id,
    libro: String(d.libro),
    nombreDelLibro: String(d.nombreDelLibro),
    de: String(d.de),
    email: String(d.email),
    rol: d.rol as Rol,
    creadaEn,
    caduca: new Date(creadaEn.getTime() + DIAS_DE_INVITACION * DIA_MS),
  };
}

/**
 * The owner invites someone to their book (signed in with a verified address, which the invitation
 * names). Inviting the same address again is the same invitation, from now, with this role.
 */
export async function invitar(nombreDelLibro: string, email: string, rol: Rol): Promise<void> {
  const { db, uid, email: de } = sesionActual();
  const id = await idDeInvitacion(uid, email);
  await setDoc(
    doc(invitaciones(db), id),
    datosDeInvitacion(uid, nombreDelLibro, de ?? '', email, rol, serverTimestamp()),
  );
}

/** The owner's pending invitations. */
export async function invitacionesDelLibro(): Promise<Invitacion[]> {
  const { db, uid } = sesionActual();
  const snap = await getDocs(query(invitaciones(db), where('libro', '==', uid)));
  return snap.docs.map((d) => deInvitacion(d.id, d.data()));
}

/** Withdrawn by the owner or declined by the person invited. */
export async function retirarInvitacion(id: string): Promise<void> {
  await deleteDoc(doc(invitaciones(sesionActual().db), id));
}

/** Who has access to the owner's book. */
export async function personasDelLibro(): Promise<Persona[]> {
  const { db, uid } = sesionActual();
  const snap = await getDocs(personas(db, uid));
  return snap.docs.map((d) => {
    const datos = d.data();
    return { uid: d.id, email: String(datos.email), rol: datos.rol as Rol, desde: aFecha(datos.desde) };
  });
}

/** The owner changes a person's role, withdrawing any invitation still pending for them. */
export async function cambiarRol(persona: Pick<Persona, 'uid' | 'email'>, rol: Rol): Promise<void> {
  const { db, uid } = sesionActual();
  const batch = writeBatch(db);
  batch.update(doc(personas(db, uid), persona.uid), { rol });
  batch.delete(doc(invitaciones(db), await idDeInvitacion(uid, persona.email)));
  await batch.commit();
}

/**
 * The owner revokes a person's access, from their next request on, withdrawing any invitation
 * still pending for them (which would otherwise let them back in).
 */
export async function revocar(persona: Pick<Persona, 'uid' | 'email'>): Promise<void> {
  const { db, uid } = sesionActual();
  const batch = writeBatch(db);
  batch.delete(doc(personas(db, uid), persona.uid));
  batch.delete(doc(invitaciones(db), await idDeInvitacion(uid, persona.email)));
  await batch.commit();
}

/**
 * The books the signed-in person keeps with others: their accesses in every book (a collection
 * group query by their uid, theirs alone by the rules; its index is declared in
 * firestore.indexes.json, which production needs and the emulator never asks for).
 */
export async function misAccesos(): Promise<Acceso[]> {
  const { db, uid } = sesionActual();
  const snap = await getDocs(query(collectionGroup(db, COLECCION_PERSONAS), where('uid', '==', uid)));
  return snap.docs.flatMap((d) => {
    const libro = d.ref.parent.parent?.id;
    if (!libro) return [];
    return [{ libro, nombreDelLibro: String(d.get('nombreDelLibro') ?? ''), rol: d.get('rol') as Rol }];
  });
}

/**
 * Invitations to the signed-in person's address, if it is verified (the rules show them only
 * then): the ones still in time, soonest to expire first.
 */
export async function invitacionesParaMi(): Promise<Invitacion[]> {
  const { db, email, emailVerificado } = sesionActual();
  if (!email || !emailVerificado) return [];
  const snap = await getDocs(
    query(invitaciones(db), where('email', '==', email.toLowerCase()), limit(MAX_INVITACIONES_LEIDAS)),
  );
  const ahora = Date.now();
  return snap.docs
    .map((d) => deInvitacion(d.id, d.data()))
    .filter((i) => i.caduca.getTime() > ahora)
    .sort((a, b) => a.caduca.getTime() - b.caduca.getTime());
}

/** Accepted by the person invited: their access, and the invitation used up, in one commit. */
export async function aceptar(invitacion: Invitacion): Promise<void> {
  const { db, uid } = sesionActual();
  const batch = writeBatch(db);
  batch.set(doc(personas(db, invitacion.libro), uid), datosDePersona(invitacion, uid, serverTimestamp()));
  batch.delete(doc(invitaciones(db), invitacion.id));
  await batch.commit();
}

/** The signed-in person leaves a book they keep with its owner. */
export async function dejarElLibro(libro: string): Promise<void> {
  const { db, uid } = sesionActual();
  await deleteDoc(doc(personas(db, libro), uid));
}
