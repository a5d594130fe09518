// Test fixture for the rules suites: receipts and shared links in the shapes the app writes them
// (mf-recibos/src/recibos/api/recibos.ts), so each attack differs from the legitimate write in
// exactly the part it tampers with.

// The app's own format ("R-2026-0001": the public page and the admin search show it).
import {
  codigoNuevo,
  compartidoNuevo,
  copiaNueva,
  edicion,
  instantanea,
  REVOCACION_DEL_DUENO,
  type ReciboVerificable,
  registroNuevo,
  rutaDeLaEdicion,
  rutaDeLaVerificacion,
  tokenDerivado,
  verificacionCambiada,
  verificacionDe,
} from 'dominio-recibos';
import { doc, type Firestore, serverTimestamp, Timestamp, type WriteBatch, writeBatch } from 'firebase/firestore';

export const T0 = Timestamp.fromDate(new Date('2026-01-01'));
export const linea = { descripcion: 'Clase', cantidad: 1, precioUnitario: 2500 };

type Datos = Record<string, unknown>;

/** The seeds of the tokens made by `tokenDe`, for `compartir` to write them as the app does. */
const SEMILLAS = new Map<string, string>();

/** A new link's token for `uid`, derived from the seed `letra` × 32 as the app derives it. */
export async function tokenDe(uid: string, letra: string): Promise<string> {
  const semilla = letra.repeat(32);
  const token = await tokenDerivado(uid, semilla);
  SEMILLAS.set(token, semilla);
  return token;
}

/**
 * The receipt's edit record, which the app writes with every change of a receipt's content (its
 * rules check the receipt's amounts: firestore.rules, importesValidos).
 */
export function conEdicion(batch: WriteBatch, db: Firestore, uid: string, reciboId: string): WriteBatch {
  return batch.set(doc(db, ...rutaDeLaEdicion(uid, reciboId)), edicion(serverTimestamp()));
}

/** The verification code of each test receipt `uid/reciboId`, drawn the first time it is asked for. */
const CODIGOS = new Map<string, string>();
export function codigoDe(uid: string, reciboId: string): string {
  const clave = `${uid}/${reciboId}`;
  const codigo = CODIGOS.get(clave) ?? codigoNuevo();
  CODIGOS.set(clave, codigo);
  return codigo;
}

/**
 * Receipt `r` issued in `batch` as every issuer writes it: with its verification code and the
 * verification document (dominio-recibos, verificacion.ts). Returns the code.
 */
export function emitidoConVerificacion(
  batch: WriteBatch,
  db: Firestore,
  uid: string,
  reciboId: string,
  r: Datos,
  codigo = codigoDe(uid, reciboId),
  /** Written by a person with access to `uid`'s book: the verification names the book. */
  porOtraPersona = false,
): string {
  batch.set(doc(db, `users/${uid}/recibos/${reciboId}`), { ...r, verificacion: codigo });
  batch.set(
    doc(db, ...rutaDeLaVerificacion(codigo)),
    verificacionDe(
      reciboId,
      r as unknown as ReciboVerificable,
      serverTimestamp(),
      undefined,
      porOtraPersona ? uid : undefined,
    ),
  );
  return codigo;
}

/**
 * The verification of stored receipt `antes` as its change `cambios` leaves it, in `batch`, as
 * every writer does it (when the receipt has a code).
 */
export function conVerificacionAlDia(
  batch: WriteBatch,
  db: Firestore,
  reciboId: string,
  antes: Datos,
  cambios: Datos,
  codigoDelSustituto?: string,
  /** The book, when a person with access to it writes (the verification names it). */
  libro?: string,
): WriteBatch {
  const codigo = antes.verificacion;
  if (typeof codigo !== 'string') return batch;
  const despues = { ...antes, ...cambios };
  return batch.update(
    doc(db, ...rutaDeLaVerificacion(codigo)),
    verificacionCambiada(
      reciboId,
      despues as unknown as ReciboVerificable,
      serverTimestamp(),
      despues.estado !== antes.estado,
      codigoDelSustituto,
      libro,
    ),
  );
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

/** The payer's copy of a receipt, as the app builds it. */
export const snapshotDe = (r: Datos): Datos => ({ ...instantanea(r as unknown as Parameters<typeof instantanea>[0]) });

/** What a link takes of a stored receipt. */
const delRecibo = (reciboId: string, r: Datos) => ({
  id: reciboId,
  numero: r.numero as number,
  fecha: r.fecha as string,
});

export interface Enlace {
  registro: Datos;
  publico: Datos;
  compartido: Datos;
}

/** A live link of receipt `reciboId` of `uid`, as stored (for seeding with rules disabled). */
export function enlaceGuardado(uid: string, reciboId: string, token: string, recibo: Datos): Enlace {
  const dueno = { uid, email: `${uid}@x.es` };
  // Seeded links stand for ones shared before tokens were derived: no seed, no verification mark.
  const {
    semilla: _s,
    ownerEmailVerificado: _v,
    ...registro
  } = registroNuevo(dueno, delRecibo(reciboId, recibo), '', T0, null);
  return {
    registro,
    publico: copiaNueva(recibo as unknown as Parameters<typeof instantanea>[0], T0, null),
    compartido: compartidoNuevo(token, T0, null),
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
  const ahora = serverTimestamp();
  if (c.anterior && !sin.has('anterior')) {
    if (!c.anterior.revocado) batch.update(doc(db, 'registroEnlaces', c.anterior.token), REVOCACION_DEL_DUENO);
    batch.delete(doc(db, 'recibosPublicos', c.anterior.token));
  }
  if (!sin.has('registro')) {
    const dueno = { uid, email: c.email, emailVerificado: c.verificado ?? true };
    const { semilla, ...registro } = registroNuevo(
      dueno,
      delRecibo(reciboId, c.recibo),
      SEMILLAS.get(token) ?? '',
      ahora,
      null,
    );
    batch.set(doc(db, 'registroEnlaces', token), { ...registro, ...(semilla ? { semilla } : {}), ...c.registro });
  }
  if (!sin.has('publico')) {
    const copia = copiaNueva(c.recibo as unknown as Parameters<typeof instantanea>[0], ahora, null);
    batch.set(doc(db, 'recibosPublicos', token), { ...copia, ...c.publico });
  }
  if (!sin.has('recibo')) {
    batch.update(doc(db, `users/${uid}/recibos/${reciboId}`), {
      compartido: { ...compartidoNuevo(token, ahora, null), ...c.compartido },
      updatedAt: ahora,
    });
  }
  return batch.commit();
}
