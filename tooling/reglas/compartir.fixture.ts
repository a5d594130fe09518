// Test fixture for the rules suites: receipts and shared links in the shapes the app writes them
// (mf-recibos/src/recibos/api/recibos.ts), so each attack differs from the legitimate write in
// exactly the part it tampers with.
import { createHash } from 'node:crypto';
import { doc, type Firestore, serverTimestamp, Timestamp, type WriteBatch, writeBatch } from 'firebase/firestore';
// The app's own format ("R-2026-0001": the public page and the admin search show it).
import { formatearNumero } from 'shared-firebase';

export const T0 = Timestamp.fromDate(new Date('2026-01-01'));
export const linea = { descripcion: 'Clase', cantidad: 1, precioUnitario: 2500 };

type Datos = Record<string, unknown>;

/** The seeds of the tokens made by `tokenDe`, for `compartir` to write them as the app does. */
const SEMILLAS = new Map<string, string>();

/**
 * A new link's token for `uid`, derived from the seed `letra` × 32 as the app derives it
 * (`tokenDerivado`: base64url(SHA-256(uid + ':' + semilla)), 32 characters).
 */
export function tokenDe(uid: string, letra: string): string {
  const semilla = letra.repeat(32);
  const token = createHash('sha256').update(`${uid}:${semilla}`).digest('base64url').slice(0, 32);
  SEMILLAS.set(token, semilla);
  return token;
}

/**
 * The receipt's edit record, which the app writes with every change of a receipt's content (its
 * rules check the receipt's amounts: firestore.rules, importesValidos).
 */
export function conEdicion(batch: WriteBatch, db: Firestore, uid: string, reciboId: string): WriteBatch {
  return batch.set(doc(db, `users/${uid}/ediciones/${reciboId}`), { editadoEn: serverTimestamp() });
}

/** Receipt `numero` as stored (fixed timestamps), overridden by `extra`. */
export function reciboGuardado(numero: number, extra: Datos = {}): Datos {
  return {
    numero,
    fecha: '2026-03-05',
    emisor: { nombre: 'Ana' },
    pagador: { nombre: 'Beto', email: 'beto@ejemplo.es' },
    concepto: 'Marzo',
    lineas: [linea],
    total: 2500,
    moneda: 'EUR',
    metodoPago: 'bizum',
    estado: 'emitido',
    etiquetas: [],
    notas: '',
    busqueda: ['be', 'bet', 'beto'],
    compartido: null,
    createdAt: T0,
    updatedAt: T0,
    ...extra,
  };
}

/** The payer's copy of a receipt (no e-mail, number formatted): the app's `instantanea`. */
export function snapshotDe(r: Datos): Datos {
  const pagador = r.pagador as { nombre: string; documento?: string };
  return {
    numero: formatearNumero(r.numero as number, r.fecha as string),
    fecha: r.fecha,
    emisor: r.emisor,
    pagador: pagador.documento ? { nombre: pagador.nombre, documento: pagador.documento } : { nombre: pagador.nombre },
    concepto: r.concepto,
    lineas: r.lineas,
    total: r.total,
    moneda: r.moneda,
    metodoPago: r.metodoPago,
    estado: r.estado,
  };
}

export interface Enlace {
  registro: Datos;
  publico: Datos;
  compartido: Datos;
}

/** A live link of receipt `reciboId` of `uid`, as stored (for seeding with rules disabled). */
export function enlaceGuardado(uid: string, reciboId: string, token: string, recibo: Datos): Enlace {
  return {
    registro: {
      ownerUid: uid,
      ownerEmail: `${uid}@x.es`,
      reciboId,
      numero: formatearNumero(recibo.numero as number, recibo.fecha as string),
      createdAt: T0,
      expiresAt: null,
      revocado: false,
      revocadoPor: null,
      auditoria: null,
    },
    publico: { snapshot: snapshotDe(recibo), createdAt: T0, expiresAt: null },
    compartido: { token, createdAt: T0, expiresAt: null, revocado: false },
  };
}

/** Writes receipt `reciboId` of `uid` and, with `token`, its live link (rules disabled). */
export async function sembrarRecibo(
  db: Firestore,
  uid: string,
  reciboId: string,
  recibo: Datos,
  token?: string,
  cambios: { registro?: Datos; publico?: Datos } = {},
) {
  const batch = writeBatch(db);
  if (token) {
    const enlace = enlaceGuardado(uid, reciboId, token, recibo);
    batch.set(doc(db, 'registroEnlaces', token), { ...enlace.registro, ...cambios.registro });
    batch.set(doc(db, 'recibosPublicos', token), { ...enlace.publico, ...cambios.publico });
    batch.set(doc(db, `users/${uid}/recibos/${reciboId}`), { ...recibo, compartido: enlace.compartido });
  } else {
    batch.set(doc(db, `users/${uid}/recibos/${reciboId}`), recibo);
  }
  await batch.commit();
}

export interface Comparticion {
  /** The receipt as stored now (its snapshot is what the public copy must be). */
  recibo: Datos;
  /** The link the receipt points at now, ended in the same commit (already revoked: skip it). */
  anterior?: { token: string; revocado: boolean };
  email?: string;
  /** Whether the registry marks `email` verified (default: yes). */
  verificado?: boolean;
  /** Attacks: overrides of each written document. */
  registro?: Datos;
  publico?: Datos;
  compartido?: Datos;
  /** Leave a document out of the commit. */
  sin?: Array<'registro' | 'publico' | 'recibo' | 'anterior'>;
}

/**
 * The owner's share commit as compartirRecibo writes it: registry, public copy, pointer. A token
 * from `tokenDe` goes with its seed; any other token has none (attacks).
 */
export function compartir(db: Firestore, uid: string, reciboId: string, token: string, c: Comparticion) {
  const batch = writeBatch(db);
  const sin = new Set(c.sin ?? []);
  if (c.anterior && !sin.has('anterior')) {
    if (!c.anterior.revocado) {
      batch.update(doc(db, 'registroEnlaces', c.anterior.token), { revocado: true, revocadoPor: 'propietario' });
    }
    batch.delete(doc(db, 'recibosPublicos', c.anterior.token));
  }
  if (!sin.has('registro')) {
    batch.set(doc(db, 'registroEnlaces', token), {
      ownerUid: uid,
      ...(c.email ? { ownerEmail: c.email, ownerEmailVerificado: c.verificado ?? true } : {}),
      reciboId,
      numero: formatearNumero(c.recibo.numero as number, c.recibo.fecha as string),
      ...(SEMILLAS.has(token) ? { semilla: SEMILLAS.get(token) } : {}),
      createdAt: serverTimestamp(),
      expiresAt: null,
      revocado: false,
      revocadoPor: null,
      auditoria: null,
      ...c.registro,
    });
  }
  if (!sin.has('publico')) {
    batch.set(doc(db, 'recibosPublicos', token), {
      snapshot: snapshotDe(c.recibo),
      createdAt: serverTimestamp(),
      expiresAt: null,
      ...c.publico,
    });
  }
  if (!sin.has('recibo')) {
    batch.update(doc(db, `users/${uid}/recibos/${reciboId}`), {
      compartido: { token, createdAt: serverTimestamp(), expiresAt: null, revocado: false, ...c.compartido },
      updatedAt: serverTimestamp(),
    });
  }
  return batch.commit();
}
