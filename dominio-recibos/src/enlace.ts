// A receipt's shared link (docs/producto.md, "Enlaces públicos"; firestore.rules decides who may
// do what): registroEnlaces/{token}, the private registry every link gets once and keeps forever,
// so a token is never reused; recibosPublicos/{token}, only what the payer sees; and the receipt's
// pointer, `compartido`. These build every write of them, for every writer.
import { formatearNumero } from './numero';

/** recibosPublicos/{token}: only what the payer sees of one receipt; readable while the link lives. */
export const COLECCION_PUBLICA = 'recibosPublicos';
/** registroEnlaces/{token}: every link ever shared, never deleted (a token is never reused). */
export const COLECCION_REGISTRO = 'registroEnlaces';
/** auditoriaAdmin/{id}: an append-only entry per admin change, written in the same commit. */
export const COLECCION_AUDITORIA = 'auditoriaAdmin';

/** A token: 32 base64url characters. Nothing else may reach a path. */
export const TOKEN_VALIDO = /^[A-Za-z0-9_-]{32}$/;

/** The payer's page of a link (the shell's route /recibos/view/:token), as shared and as an admin opens it. */
export const rutaDelPagador = (token: string) => `/recibos/view/${encodeURIComponent(token)}`;

export type QuienRevoca = 'propietario' | 'admin';

/** Who revoked a link, from a registry field as read (anything else: nobody). */
export function quienRevoca(valor: unknown): QuienRevoca | null {
  return valor === 'admin' || valor === 'propietario' ? valor : null;
}

/** registroEnlaces/{token} as stored (`Fecha`: timestamps as the writer or reader has them). */
export interface RegistroEnlace<Fecha = unknown> {
  ownerUid: string;
  /** The owner's address when sharing, with whether it was verified (entries from before the mark hold verified addresses only). */
  ownerEmail?: string;
  ownerEmailVerificado?: boolean;
  reciboId: string;
  /** The receipt's number as shown: R-2026-0001. */
  numero: string;
  /** The random seed the token was derived from with its owner's uid (links shared since then). */
  semilla?: string;
  createdAt: Fecha;
  expiresAt: Fecha | null;
  revocado: boolean;
  revocadoPor: QuienRevoca | null;
  /** The audit entry of the last admin change, or null. */
  auditoria: string | null;
}

/** What a link needs of its receipt. */
export interface ReciboDelEnlace {
  id: string;
  numero: number;
  fecha: string;
}

function base64url(bytes: Uint8Array): string {
  let binario = '';
  for (const byte of bytes) binario += String.fromCharCode(byte);
  return btoa(binario).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 24 random bytes (192 bits) from the platform CSPRNG, base64url: 32 characters. */
export function aleatorio(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(24)));
}

/**
 * The token of a link: base64url(SHA-256(uid + ':' + semilla)), its first 32 characters (192
 * bits). firestore.rules derive the same (`tokenDerivado`), so nobody can register a token they
 * did not derive: not one a receipt already names without a registry, not someone else's.
 */
export async function tokenDerivado(uid: string, semilla: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${uid}:${semilla}`));
  return base64url(new Uint8Array(hash)).slice(0, 32);
}

/** A new link: a random seed (kept in its registry entry) and the token derived from it and its owner. */
export async function nuevoEnlace(uid: string): Promise<{ token: string; semilla: string }> {
  const semilla = aleatorio();
  return { token: await tokenDerivado(uid, semilla), semilla };
}

/** The owner as a new registry entry records her: the address, marked when unverified. */
export interface DuenoDelEnlace {
  uid: string;
  email?: string | null;
  emailVerificado?: boolean;
}

/**
 * The registry entry of a new live link (`ahora`: the commit's server timestamp; `expiresAt`: as
 * on the copy and the pointer).
 */
export function registroNuevo<Ahora, Caducidad>(
  dueno: DuenoDelEnlace,
  recibo: ReciboDelEnlace,
  semilla: string,
  ahora: Ahora,
  expiresAt: Caducidad | null,
): RegistroEnlace<Ahora | Caducidad> {
  return {
    ownerUid: dueno.uid,
    // Lets the admin page show and find whose link it is.
    ...(dueno.email ? { ownerEmail: dueno.email, ownerEmailVerificado: dueno.emailVerificado === true } : {}),
    reciboId: recibo.id,
    numero: formatearNumero(recibo.numero, recibo.fecha),
    semilla,
    createdAt: ahora,
    expiresAt,
    revocado: false,
    revocadoPor: null,
    auditoria: null,
  };
}

/**
 * The registry entry, revoked by its owner, of a link that a receipt points at with no registry
 * (data older than the registry). It is written in the commit that ends the link (re-share, stop
 * sharing, deleting the receipt or the account: firestore.rules, `registroDeEnlaceHuerfano`), so
 * the token can never be taken again.
 */
export function registroDeEnlaceHuerfano<Ahora>(
  uid: string,
  recibo: ReciboDelEnlace,
  ahora: Ahora,
): RegistroEnlace<Ahora> {
  return {
    ownerUid: uid,
    reciboId: recibo.id,
    numero: formatearNumero(recibo.numero, recibo.fecha),
    createdAt: ahora,
    expiresAt: null,
    revocado: true,
    revocadoPor: 'propietario',
    auditoria: null,
  };
}

/**
 * The entry of a link shared before the registry existed (scripts/migrar-enlaces.ts): its
 * owner and receipt, the number its payer's copy shows, its own dates and state, no seed (its
 * token was random, not derived), the owner's address only if verified (entries without the mark
 * hold verified addresses only).
 */
export function registroDeEnlaceAnterior<Fecha>(enlace: {
  ownerUid: string;
  emailVerificado: string | null;
  reciboId: string;
  numero: string;
  createdAt: Fecha;
  expiresAt: Fecha | null;
  revocado: boolean;
  revocadoPor: QuienRevoca | null;
}): RegistroEnlace<Fecha> {
  return {
    ownerUid: enlace.ownerUid,
    ...(enlace.emailVerificado ? { ownerEmail: enlace.emailVerificado } : {}),
    reciboId: enlace.reciboId,
    numero: enlace.numero,
    createdAt: enlace.createdAt,
    expiresAt: enlace.expiresAt,
    revocado: enlace.revocado,
    revocadoPor: enlace.revocado ? (enlace.revocadoPor ?? 'propietario') : null,
    auditoria: null,
  };
}

/** The registry's change when the owner ends her link (unless it is already revoked). */
export const REVOCACION_DEL_DUENO = { revocado: true, revocadoPor: 'propietario' } as const;

/** The registry's change when an admin revokes a link or makes it live again, naming its audit entry. */
export function cambioDelAdmin(accion: 'revocar' | 'reactivar', auditoria: string) {
  return accion === 'revocar'
    ? { revocado: true, revocadoPor: 'admin' as const, auditoria }
    : { revocado: false, revocadoPor: null, auditoria };
}

/** The receipt's pointer to its new live link. */
export const compartidoNuevo = <Ahora, Caducidad>(token: string, ahora: Ahora, expiresAt: Caducidad | null) => ({
  token,
  createdAt: ahora,
  expiresAt,
  revocado: false,
});

/** The pointer's change when the owner stops sharing (a field path: the rest stays as it was). */
export const COMPARTIDO_REVOCADO = { 'compartido.revocado': true } as const;

/**
 * A read of one of the caller's own registry entries (registroEnlaces), or null when there is none.
 * The rules refuse reading a missing entry, so that nobody learns whether a token was ever used,
 * and let a signed-in owner read every one of hers: for her a refusal means there is none. (A
 * failed read inside a transaction leaves it usable; if the entry appears meanwhile, writing it is
 * refused as an update and the action fails with an error.)
 */
export async function registroPropio<T>(lectura: Promise<T>): Promise<T | null> {
  try {
    return await lectura;
  } catch (error) {
    // The SDK's error code (shared-firebase's codigoDeError reads the same field).
    if ((error as { code?: unknown } | null)?.code === 'permission-denied') return null;
    throw error;
  }
}
