// A receipt anyone can verify (docs/decisiones/032): every receipt gets, when it is issued, a code
// printed on every copy with a QR of its verification address, and a public document,
// verificaciones/{código}, that says its state now. The document holds only what the page
// /verificar/<código> shows and is written in the very commit that issues, voids, corrects, edits
// or deletes its receipt (firestore.rules check it equals the receipt). Every writer builds it
// here: the form, a group, a correction, the recurring plans' function, the migration and the
// tests' seeds.
import { formatearNumero } from './numero';
import type { ReferenciaDeRecibo } from './sustitucion';

/** The collection of the verification documents (public, read one at a time by code). */
export const COLECCION_VERIFICACIONES = 'verificaciones';
export const rutaDeLaVerificacion = (codigo: string) => [COLECCION_VERIFICACIONES, codigo] as const;

/**
 * The characters of a code: digits and capitals without the ones read as each other on paper
 * (0 and O, 1, I and L). 31 of them, a prime, which makes the check character catch every single
 * wrong character and every swap of two neighbours.
 */
export const ALFABETO_DEL_CODIGO = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = ALFABETO_DEL_CODIGO.length;
/** Random characters (20 × log2 31 ≈ 99 bits), then one check character. */
export const CARACTERES_ALEATORIOS = 20;
export const LARGO_DEL_CODIGO = CARACTERES_ALEATORIOS + 1;
/** The code as stored and in the URL: its characters, no separators (firestore.rules take the same). */
export const CODIGO_VALIDO = new RegExp(`^[${ALFABETO_DEL_CODIGO}]{${LARGO_DEL_CODIGO}}$`);
/** Printed in groups of this many characters, joined by hyphens. */
const GRUPO = 3;

/** The check character of the random part: its weighted sum (weights 1, 2, 3…) modulo 31. */
function caracterDeControl(datos: string): string {
  let suma = 0;
  for (let i = 0; i < datos.length; i++) suma += (i + 1) * ALFABETO_DEL_CODIGO.indexOf(datos[i] as string);
  return ALFABETO_DEL_CODIGO[suma % BASE] as string;
}

/** A new code: 20 characters from the platform's cryptographic generator (uniform) and its check. */
export function codigoNuevo(): string {
  let datos = '';
  const bytes = new Uint8Array(64);
  while (datos.length < CARACTERES_ALEATORIOS) {
    crypto.getRandomValues(bytes);
    // 248 = 8 × 31: the bytes above are dropped, so every character is equally likely.
    for (const b of bytes) if (b < 248 && datos.length < CARACTERES_ALEATORIOS) datos += ALFABETO_DEL_CODIGO[b % BASE];
  }
  return datos + caracterDeControl(datos);
}

/**
 * What someone typed or pasted, as a code: capitals, without spaces or dashes of any kind (full-width
 * characters read as theirs; a pasted address, its last part); null when it cannot be one.
 */
export function leerCodigo(texto: string): string | null {
  const parte =
    texto
      .split('/')
      .filter((p) => p.trim() !== '')
      .pop() ?? '';
  const codigo = parte
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\p{Pd}]+/gu, '');
  if (!CODIGO_VALIDO.test(codigo)) return null;
  const datos = codigo.slice(0, CARACTERES_ALEATORIOS);
  return codigo.endsWith(caracterDeControl(datos)) ? codigo : null;
}

/** The code as printed: groups of three, «7KQ-M2X-…». */
export const formatearCodigo = (codigo: string) => codigo.match(new RegExp(`.{1,${GRUPO}}`, 'g'))?.join('-') ?? codigo;

/** The verification page's path for a code (the QR says the app's origin and this). */
export const rutaDeVerificar = (codigo: string) => `/verificar/${codigo}`;

/**
 * The payer as a stranger holding the paper may see it (data minimisation, docs/decisiones/032):
 * the first word of the name, «…» when there is more, and of a Spanish DNI or NIE only the four
 * digits the AEPD's method for identifying people in public shows (***4567** of a DNI, ****4567*
 * of a NIE); any other document is left out. Computed the same way in firestore.rules,
 * `pagadorVisible`: whole words and ASCII slices only (a slice of other text could split a
 * character).
 */
export function pagadorVisible(pagador: { nombre: string; documento?: string }): {
  nombre: string;
  documento?: string;
} {
  const palabras = pagador.nombre.split(' ');
  const nombre = palabras.length > 1 ? `${palabras[0]} …` : pagador.nombre;
  const d = pagador.documento ?? '';
  if (/^[0-9]{8}[A-Za-z]$/.test(d)) return { nombre, documento: `***${d.slice(3, 7)}**` };
  if (/^[XYZxyz][0-9]{7}[A-Za-z]$/.test(d)) return { nombre, documento: `****${d.slice(4, 8)}*` };
  return { nombre };
}

/** What a receipt and its verification both say, as the receipt says it. */
interface Comun {
  fecha: string;
  emisor: { nombre: string; documento?: string };
  pagador: { nombre: string; documento?: string };
  concepto: string;
  total: number;
  moneda: string;
  estado: 'emitido' | 'anulado';
  motivoAnulacion?: string;
}

/** What the verification takes from its receipt. */
export interface ReciboVerificable extends Comun {
  numero: number;
  sustituidoPor?: ReferenciaDeRecibo | null;
}

/** The verification document of receipt `reciboId` (its rules find the receipt by it). */
export interface Verificacion<Ahora = unknown> extends Omit<Comun, 'emisor'> {
  reciboId: string;
  /** As printed, R-2026-0007. */
  numero: string;
  /** Its name and tax ID only. */
  emisor: { nombre: string; documento?: string };
  /** The receipt that replaced it: its number and its code, for the link to its verification. */
  sustituidoPor?: { numero: string; codigo: string };
  /** When its state last changed: a void's date. */
  actualizadoEn: Ahora;
}

/**
 * The verification of `recibo` as the commit that writes it leaves it (`ahora`: that commit's
 * server time). A replaced receipt needs `codigoDelSustituto`, the code of the one replacing it.
 */
export function verificacionDe<Ahora>(
  reciboId: string,
  recibo: ReciboVerificable,
  ahora: Ahora,
  codigoDelSustituto?: string,
  /** The book, when someone other than its owner writes it (firestore.rules: how they find the receipt). */
  libro?: string,
): Verificacion<Ahora> {
  const { nombre, documento } = recibo.emisor;
  return {
    reciboId,
    numero: formatearNumero(recibo.numero, recibo.fecha),
    fecha: recibo.fecha,
    emisor: documento ? { nombre, documento } : { nombre },
    pagador: pagadorVisible(recibo.pagador),
    concepto: recibo.concepto,
    total: recibo.total,
    moneda: recibo.moneda,
    estado: recibo.estado,
    ...(recibo.motivoAnulacion ? { motivoAnulacion: recibo.motivoAnulacion } : {}),
    ...(recibo.sustituidoPor && codigoDelSustituto
      ? { sustituidoPor: { numero: recibo.sustituidoPor.numero, codigo: codigoDelSustituto } }
      : {}),
    actualizadoEn: ahora,
    ...(libro ? { libro } : {}),
  };
}

/**
 * The update of a receipt's verification when its receipt changes (written over the fields it
 * names): what it shows, and its date only when the state changes (firestore.rules keep the date
 * of a void as it was).
 */
export function verificacionCambiada<Ahora>(
  reciboId: string,
  recibo: ReciboVerificable,
  ahora: Ahora,
  cambiaElEstado: boolean,
  codigoDelSustituto?: string,
  libro?: string,
): Omit<Verificacion<Ahora>, 'actualizadoEn'> & { actualizadoEn?: Ahora } {
  const { actualizadoEn, ...resto } = verificacionDe(reciboId, recibo, ahora, codigoDelSustituto, libro);
  return cambiaElEstado ? { ...resto, actualizadoEn } : resto;
}

/**
 * A certificate of a year's payments (docs/decisiones/033), as /verificar/<código> shows it: who
 * certifies, the payer in part, the year, how many receipts and the totals per currency. Written
 * once, when the certificate is made (downloaded or sent), never changed: what it says is its
 * issuer's, as a receipt's is; each receipt it names is verified by its own code.
 */
export interface VerificacionDeCertificado<Ahora = unknown> {
  tipo: 'certificado';
  anio: number;
  emisor: { nombre: string; documento: string };
  pagador: { nombre: string; documento?: string };
  recibos: number;
  /** Cents per currency code, never added across currencies. */
  totales: Record<string, number>;
  emitidoEn: Ahora;
  /** Its book, when a person with «Emisión» makes it (firestore.rules read its issuer there). */
  libro?: string;
}

export function verificacionDelCertificado<Ahora>(
  certificado: {
    anio: number;
    emisor: { nombre: string; documento: string };
    pagador: { nombre: string; documento?: string };
    recibos: number;
    totales: ReadonlyArray<{ moneda: string; centimos: number }>;
  },
  ahora: Ahora,
  libro?: string,
): VerificacionDeCertificado<Ahora> {
  return {
    tipo: 'certificado',
    anio: certificado.anio,
    emisor: { nombre: certificado.emisor.nombre, documento: certificado.emisor.documento },
    pagador: pagadorVisible(certificado.pagador),
    recibos: certificado.recibos,
    totales: Object.fromEntries(certificado.totales.map((t) => [t.moneda, t.centimos])),
    emitidoEn: ahora,
    ...(libro ? { libro } : {}),
  };
}

/** A verification document is a certificate's, or else a receipt's. */
export const esDeCertificado = <A>(
  v: Verificacion<A> | VerificacionDeCertificado<A>,
): v is VerificacionDeCertificado<A> => 'tipo' in v && v.tipo === 'certificado';
