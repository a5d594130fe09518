import type { Autor, OrigenDelPlan, ReferenciaDeRecibo, Salida } from 'dominio-recibos';

export const METODOS_PAGO = ['efectivo', 'transferencia', 'tarjeta', 'bizum', 'otro'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];

export const MONEDAS = ['EUR', 'USD', 'GBP', 'MXN', 'ARS', 'COP', 'CLP'] as const;
export type Moneda = (typeof MONEDAS)[number];

export type EstadoRecibo = 'emitido' | 'anulado';

export interface Linea {
  descripcion: string;
  /** Up to two decimals (e.g. 1.5 hours). */
  cantidad: number;
  /** Integer cents. */
  precioUnitario: number;
}

export interface Persona {
  nombre: string;
  documento?: string;
  email?: string;
  /** The payer's, for WhatsApp; like the e-mail, never in the payer's public copy. */
  telefono?: string;
}

/**
 * The issuer as written on a receipt: the issuer's details (src/emisor) when it was made, never
 * rewritten when they change. Address and contact as the lines printed.
 */
export interface Emisor {
  nombre: string;
  documento?: string;
  /** Street, postcode and city, province, country: one per line. */
  direccion?: string;
  /** E-mail and phone, as one line. */
  contacto?: string;
  /**
   * The signature drawn in the issuer's details when the receipt was issued (./firma.ts: an SVG
   * path on a 300 × 100 box); a receipt issued before it was saved has none, and keeps none.
   */
  firma?: string;
}

/** What a rent receipt says besides a general one's (LAU art. 17.4 and custom). */
export interface Alquiler {
  /** The property's address, as lines. */
  inmueble: string;
  /** The period the payment covers, both days included (YYYY-MM-DD): a month, or any span. */
  desde: string;
  hasta: string;
}

/**
 * The receipt's public share. It stays referenced after "Dejar de compartir" (revocado) so the
 * public document is always found again: re-sharing replaces it, deleting the receipt or the
 * account deletes it.
 */
export interface Compartido {
  token: string;
  createdAt: Date;
  expiresAt: Date | null;
  revocado: boolean;
}

/** What the user types; everything else is computed or assigned. */
export interface ReciboInput {
  fecha: string; // YYYY-MM-DD
  emisor: Emisor;
  pagador: Persona;
  concepto: string;
  lineas: Linea[];
  moneda: Moneda;
  metodoPago: MetodoPago;
  etiquetas: string[];
  notas: string;
  /** A rent receipt's property and period (its first line is the rent in force); none: general. */
  alquiler?: Alquiler;
  /** Whether it says «He recibido de … la cantidad de … en concepto de …». */
  recibi?: boolean;
}

/** A receipt, stored at users/{uid}/recibos/{id}. */
export interface Recibo extends ReciboInput {
  id: string;
  numero: number;
  /** Integer cents, computed from the lines. */
  total: number;
  estado: EstadoRecibo;
  compartido: Compartido | null;
  /** The receipt this one corrects (voided when this one was issued), if any. */
  sustituye?: ReferenciaDeRecibo;
  /** The receipt that corrected this one (voided then), if any. */
  sustituidoPor?: ReferenciaDeRecibo;
  /** Why it was voided, when said (then or afterwards, once). */
  motivoAnulacion?: string;
  /** The recurring plan that issued it, and for which period. */
  plan?: OrigenDelPlan;
  /** How it first left the app besides sharing (e-mailed, downloaded, printed): then never edited. */
  salida?: Salida<Date>;
  /** Its verification code (dominio-recibos, verificacion.ts); receipts from before codes lack it until migrated. */
  verificacion?: string;
  /** Who issued it, and who voided it, when not the book's owner («Emitido por …»). */
  emitidoPor?: Autor;
  anuladoPor?: Autor;
  createdAt: Date;
  updatedAt: Date;
}

/** What the public page shows: a snapshot, never the owner's other data. */
export interface ReciboPublico {
  numero: string;
  fecha: string;
  emisor: Emisor;
  pagador: Persona;
  concepto: string;
  lineas: Linea[];
  total: number;
  moneda: Moneda;
  metodoPago: MetodoPago;
  estado: EstadoRecibo;
  /** The number of the receipt it corrects, and of the one that corrected it. */
  sustituye?: string;
  sustituidoPor?: string;
  motivoAnulacion?: string;
  alquiler?: Alquiler;
  recibi?: boolean;
  verificacion?: string;
}
