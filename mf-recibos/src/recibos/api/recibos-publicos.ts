// Data access for a receipt's shared link: registroEnlaces/{token} (the private registry every
// link gets once and keeps forever, so a token is never reused; its owner, receipt and state) and
// recibosPublicos/{token} (only what the payer sees). The owner side (here) uses the SDK; the
// anonymous read is in ./lectura-publica.ts (no SDK on that page).

import {
  COLECCION_PUBLICA,
  COLECCION_REGISTRO,
  instantanea as copiaDe,
  type QuienRevoca,
  quienRevoca,
  REVOCACION_DEL_DUENO,
  registroDeEnlaceHuerfano,
  registroPropio,
} from 'dominio-recibos';
import {
  doc,
  type Firestore,
  getDoc,
  serverTimestamp,
  sesionActual,
  Timestamp,
  type Transaction,
} from 'shared-firebase/firestore';
import type { Recibo, ReciboPublico } from '../types';

export function publicoRef(db: Firestore, token: string) {
  return doc(db, COLECCION_PUBLICA, token);
}

export function registroRef(db: Firestore, token: string) {
  return doc(db, COLECCION_REGISTRO, token);
}

export interface EstadoEnlace {
  revocado: boolean;
  revocadoPor: QuienRevoca | null;
}

function estadoDe(registro: { exists(): boolean; get(campo: string): unknown }): EstadoEnlace | null {
  if (!registro.exists()) return null;
  return { revocado: registro.get('revocado') === true, revocadoPor: quienRevoca(registro.get('revocadoPor')) };
}

/** Its SWR key: under 'recibos', so it reloads with every change of a receipt. */
export const claveEstadoEnlace = (token: string) => ['recibos', 'enlace', token] as const;

/** The owner's view of a link's state (an admin may have revoked it since it was shared). */
export async function leerEstadoDelEnlace(token: string): Promise<EstadoEnlace | null> {
  const { db } = sesionActual();
  return estadoDe(await getDoc(registroRef(db, token)));
}

/**
 * The token of the payer's copy that must follow a change of `actual` in `tx` (read before any
 * write): while its link is not revoked and its copy still exists (the TTL removes expired ones).
 * Null when none is to follow (an admin may have revoked the link: then it stays frozen).
 */
export async function copiaQueSigue(tx: Transaction, db: Firestore, actual: Recibo): Promise<string | null> {
  const token = actual.compartido?.token;
  const estado = token ? await leerEstadoEnlace(tx, db, token) : null;
  if (!token || !estado || estado.revocado) return null;
  return (await tx.get(publicoRef(db, token))).exists() ? token : null;
}

/** The link's state from its registry, read in the transaction (null: no registry). */
export async function leerEstadoEnlace(tx: Transaction, db: Firestore, token: string): Promise<EstadoEnlace | null> {
  const registro = await registroPropio(tx.get(registroRef(db, token)));
  return registro ? estadoDe(registro) : null;
}

/**
 * Records the owner's revocation of the receipt's link in its registry: unless it is already
 * revoked (an admin's revocation is left as it is), and as a new revoked entry when the link never
 * had one (data older than the registry).
 */
export function revocarEnRegistro(
  tx: Transaction,
  db: Firestore,
  uid: string,
  recibo: Recibo,
  estado: EstadoEnlace | null,
) {
  const token = recibo.compartido?.token;
  if (!token) return;
  if (!estado) tx.set(registroRef(db, token), registroDeEnlaceHuerfano(uid, recibo, serverTimestamp()));
  else if (!estado.revocado) tx.update(registroRef(db, token), REVOCACION_DEL_DUENO);
}

/** Ends the receipt's link for good (re-share, receipt deleted): revoked, and the payer's copy goes. */
export function terminarEnlace(
  tx: Transaction,
  db: Firestore,
  uid: string,
  recibo: Recibo,
  estado: EstadoEnlace | null,
) {
  const token = recibo.compartido?.token;
  if (!token) return;
  revocarEnRegistro(tx, db, uid, recibo, estado);
  tx.delete(publicoRef(db, token));
}

/** The part of a receipt the payer's page shows (dominio-recibos builds it for every writer). */
export const instantanea = (recibo: Omit<Recibo, 'id' | 'createdAt' | 'updatedAt' | 'compartido'>): ReciboPublico =>
  copiaDe(recibo);

export const DIAS_CADUCIDAD = [7, 30, 90] as const;

export function caducidad(dias: number | null, desde = new Date()): Timestamp | null {
  return dias ? Timestamp.fromMillis(desde.getTime() + dias * 86_400_000) : null;
}
