// Data access for recibosPublicos/{token}: the public, read-only share of one receipt. The owner
// side (here) uses the SDK; the anonymous read is in ./lectura-publica.ts (no SDK on that page).

import { doc, type Firestore, Timestamp } from 'shared-firebase/firestore';
import { formatearNumero } from '../formato';
import type { Recibo, ReciboPublico } from '../types';
import { COLECCION_PUBLICA } from './lectura-publica';

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
