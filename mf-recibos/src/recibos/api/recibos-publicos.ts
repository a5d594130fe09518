// Data access for recibosPublicos/{token}: the public, read-only share of one receipt.
import { doc, type Firestore, getDoc, Timestamp } from 'firebase/firestore/lite';
import { getFirebase } from 'shared-firebase';
import { formatearNumero } from '../formato';
import type { Recibo, ReciboPublico } from '../types';

export const COLECCION_PUBLICA = 'recibosPublicos';

/** 24 random bytes (192 bits) from the platform CSPRNG, base64url: 32 characters. */
export function nuevoToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  let binario = '';
  for (const byte of bytes) binario += String.fromCharCode(byte);
  return btoa(binario).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function publicoRef(db: Firestore, token: string) {
  return doc(db, COLECCION_PUBLICA, token);
}

/** The part of a receipt the public page shows (the payer's email stays private). */
export function instantanea(recibo: Omit<Recibo, 'id' | 'createdAt' | 'updatedAt' | 'compartido'>): ReciboPublico {
  const pagador = recibo.pagador.documento
    ? { nombre: recibo.pagador.nombre, documento: recibo.pagador.documento }
    : { nombre: recibo.pagador.nombre };
  return {
    numero: formatearNumero(recibo.numero, recibo.fecha),
    fecha: recibo.fecha,
    emisor: recibo.emisor,
    pagador,
    concepto: recibo.concepto,
    lineas: recibo.lineas,
    total: recibo.total,
    moneda: recibo.moneda,
    metodoPago: recibo.metodoPago,
    estado: recibo.estado,
  };
}

export const DIAS_CADUCIDAD = [7, 30, 90] as const;

export function caducidad(dias: number | null, desde = new Date()): Timestamp | null {
  return dias ? Timestamp.fromMillis(desde.getTime() + dias * 86_400_000) : null;
}

/**
 * Reads a public receipt as anyone. Unknown, revoked and expired tokens all end up here as null
 * (the rules refuse the last two), so the page cannot tell them apart either.
 */
export async function leerReciboPublico(token: string): Promise<ReciboPublico | null> {
  const firebase = getFirebase();
  if (!firebase || !/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  try {
    const snapshot = await getDoc(publicoRef(firebase.db, token));
    return snapshot.exists() ? (snapshot.data().snapshot as ReciboPublico) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}
