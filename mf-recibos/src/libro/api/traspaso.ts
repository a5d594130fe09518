// Data access for handing a book over: traspasos/{libro}, one per book (its owner's uid). The owner
// offers it to an address; the account signed in with that address (verified) accepts; the
// function moves the book and writes its progress here (mf-recibos/funciones/src/traspasos.ts).
// The shapes are dominio-recibos' (src/traspaso.ts); firestore.rules check them.

import {
  aceptacionDelTraspaso,
  COLECCION_TRASPASOS,
  DIAS_DEL_TRASPASO,
  datosDelTraspaso,
  type EstadoDelTraspaso,
  LIBRO_PROPIO_DEL_QUE_RECIBE,
} from 'dominio-recibos';
import {
  aFecha,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  sesionActual,
  setDoc,
  updateDoc,
  where,
} from 'shared-firebase/firestore';

export interface Traspaso {
  /** The book: its owner's uid, before the transfer. */
  libro: string;
  nombreDelLibro: string;
  /** Who offers it: the owner's verified address. */
  de: string;
  para: string;
  conservaConsulta: boolean;
  estado: EstadoDelTraspaso;
  creadoEn: Date;
  /** When it can no longer be accepted. */
  caduca: Date;
  /** The account that accepted it. */
  nuevo: { uid: string; email: string } | null;
  /** What has moved so far, by kind (receipts, payers, links…). */
  progreso: Record<string, number>;
  /** Why the function could not move it (nothing moved). */
  fallo: string | null;
  /** When it last changed (accepted, moved, ended). */
  actualizadoEn: Date;
}

const DIA_MS = 24 * 60 * 60 * 1000;

function deTraspaso(d: Record<string, unknown>): Traspaso {
  const creadoEn = aFecha(d.creadoEn);
  const nuevo = d.nuevo as { uid?: unknown; email?: unknown } | undefined;
  return {
    libro: String(d.libro),
    nombreDelLibro: String(d.nombreDelLibro),
    de: String(d.de),
    para: String(d.para),
    conservaConsulta: d.conservaConsulta === true,
    estado: d.estado as EstadoDelTraspaso,
    creadoEn,
    caduca: new Date(creadoEn.getTime() + DIAS_DEL_TRASPASO * DIA_MS),
    nuevo: nuevo ? { uid: String(nuevo.uid), email: String(nuevo.email) } : null,
    progreso: (d.progreso as Record<string, number> | undefined) ?? {},
    fallo: typeof d.fallo === 'string' ? d.fallo : null,
    actualizadoEn: d.actualizadoEn ? aFecha(d.actualizadoEn) : creadoEn,
  };
}

/** The owner's transfer of their book, if there is one. */
export async function traspasoDelLibro(): Promise<Traspaso | null> {
  const { db, uid } = sesionActual();
  const snap = await getDoc(doc(db, COLECCION_TRASPASOS, uid));
  return snap.exists() ? deTraspaso(snap.data()) : null;
}

/** The owner offers their book to `para`; it changes hands only when that account accepts. */
export async function ofrecerTraspaso(nombreDelLibro: string, para: string, conservaConsulta: boolean): Promise<void> {
  const { db, uid, email } = sesionActual();
  await setDoc(
    doc(db, COLECCION_TRASPASOS, uid),
    datosDelTraspaso(uid, nombreDelLibro, email ?? '', para, conservaConsulta, serverTimestamp()),
  );
}

/**
 * Withdrawn by the owner or declined by the account it was offered to, while pending; cleared by
 * either once it has ended.
 */
export async function retirarTraspaso(libro: string): Promise<void> {
  await deleteDoc(doc(sesionActual().db, COLECCION_TRASPASOS, libro));
}

/**
 * Transfers offered to the signed-in person's address, if it is verified (the rules show them only
 * then): the ones still in time, under way, or ended in the last DIAS_DEL_TRASPASO days (its old
 * owner clears it for both; the account that took it only reads it).
 */
export async function traspasosParaMi(): Promise<Traspaso[]> {
  const { db, email, emailVerificado } = sesionActual();
  if (!email || !emailVerificado) return [];
  const snap = await getDocs(
    query(collection(db, COLECCION_TRASPASOS), where('para', '==', email.toLowerCase()), limit(20)),
  );
  const ahora = Date.now();
  return snap.docs
    .map((d) => deTraspaso(d.data()))
    .filter((t) =>
      t.estado === 'pendiente'
        ? t.caduca.getTime() > ahora
        : t.estado === 'aceptado' ||
          t.estado === 'en-curso' ||
          ahora - t.actualizadoEn.getTime() < DIAS_DEL_TRASPASO * DIA_MS,
    );
}

/**
 * Whether the signed-in account keeps a book of its own: receipts, or issuer details, payers or
 * plans. Such an account cannot take another's (the function refuses it: two series would share
 * numbers).
 */
export async function tengoLibroPropio(): Promise<boolean> {
  const { db, uid } = sesionActual();
  const vacias = await Promise.all(
    LIBRO_PROPIO_DEL_QUE_RECIBE.map(
      async (c) => (await getDocs(query(collection(db, 'users', uid, c), limit(1)))).empty,
    ),
  );
  return vacias.includes(false);
}

/** The account that would accept keeps a book of its own (see tengoLibroPropio). */
export class YaLlevaUnLibro extends Error {
  constructor() {
    super('la cuenta ya lleva su propio libro');
  }
}

/**
 * Accepted by the account it is offered to, if it keeps no book of its own (else YaLlevaUnLibro,
 * nothing written: the function would refuse it): the function moves the book from then on.
 */
export async function aceptarTraspaso(t: Pick<Traspaso, 'libro'>): Promise<void> {
  if (await tengoLibroPropio()) throw new YaLlevaUnLibro();
  const { db, uid, email } = sesionActual();
  await updateDoc(
    doc(db, COLECCION_TRASPASOS, t.libro),
    aceptacionDelTraspaso({ uid, email: email ?? '' }, serverTimestamp()),
  );
}
