// The payer's copy of a receipt: recibosPublicos/{token}.snapshot. firestore.rules (`snapshotDe`)
// accept only this, equal to the receipt as the same commit leaves it, so a payer never sees a
// stale or altered receipt.
import { formatearNumero } from './numero';
import type { ReferenciaDeRecibo } from './sustitucion';

/** What the copy takes from a receipt. */
export interface ContenidoDelRecibo {
  numero: number;
  fecha: string;
  emisor: unknown;
  pagador: { nombre: string; documento?: string };
  concepto: string;
  lineas: unknown;
  total: number;
  moneda: unknown;
  metodoPago: unknown;
  estado: unknown;
  /** The receipt it corrects, and the one that corrected it (dominio-recibos, sustitucion). */
  sustituye?: ReferenciaDeRecibo | null;
  sustituidoPor?: ReferenciaDeRecibo | null;
  /** Why it was voided, when said. */
  motivoAnulacion?: string;
  /** A rent receipt's property and period; whether it says «He recibido de…». */
  alquiler?: unknown;
  recibi?: boolean;
  /** Its verification code (receipts issued before codes have none until migrated). */
  verificacion?: string;
}

/** The copy of `R`: its number formatted, the payer without her e-mail (it stays private). */
export interface CopiaDe<R extends ContenidoDelRecibo> {
  numero: string;
  fecha: string;
  emisor: R['emisor'];
  pagador: { nombre: string; documento?: string };
  concepto: string;
  lineas: R['lineas'];
  total: number;
  moneda: R['moneda'];
  metodoPago: R['metodoPago'];
  estado: R['estado'];
  /** The numbers of the receipt it replaces and of the one replacing it (never their ids). */
  sustituye?: string;
  sustituidoPor?: string;
  motivoAnulacion?: string;
  alquiler?: R['alquiler'];
  recibi?: boolean;
  verificacion?: string;
}

/** The part of a receipt the payer's page shows. */
export function instantanea<R extends ContenidoDelRecibo>(recibo: R): CopiaDe<R> {
  const { nombre, documento } = recibo.pagador;
  return {
    numero: formatearNumero(recibo.numero, recibo.fecha),
    fecha: recibo.fecha,
    emisor: recibo.emisor,
    pagador: documento ? { nombre, documento } : { nombre },
    concepto: recibo.concepto,
    lineas: recibo.lineas,
    total: recibo.total,
    moneda: recibo.moneda,
    metodoPago: recibo.metodoPago,
    estado: recibo.estado,
    ...(recibo.sustituye ? { sustituye: recibo.sustituye.numero } : {}),
    ...(recibo.sustituidoPor ? { sustituidoPor: recibo.sustituidoPor.numero } : {}),
    ...(recibo.motivoAnulacion ? { motivoAnulacion: recibo.motivoAnulacion } : {}),
    ...(recibo.alquiler ? { alquiler: recibo.alquiler } : {}),
    ...(recibo.recibi ? { recibi: true } : {}),
    ...(recibo.verificacion ? { verificacion: recibo.verificacion } : {}),
  };
}

/** The copy document of a new link (`ahora`, `expiresAt`: as on its registry entry). */
export const copiaNueva = <R extends ContenidoDelRecibo, Ahora, Caducidad>(
  recibo: R,
  ahora: Ahora,
  expiresAt: Caducidad | null,
) => ({ snapshot: instantanea(recibo), createdAt: ahora, expiresAt });
