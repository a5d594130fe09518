// The shared links' collections and documents, for every package that touches them (mf-recibos
// shares and revokes, mf-admin lists and revokes, account deletion ends them). firestore.rules
// decides who may do what with each (docs/producto.md, "Enlaces públicos").

/** recibosPublicos/{token}: only what the payer sees of one receipt; readable while the link lives. */
export const COLECCION_PUBLICA = 'recibosPublicos';
/** registroEnlaces/{token}: every link ever shared, never deleted (a token is never reused). */
export const COLECCION_REGISTRO = 'registroEnlaces';
/** auditoriaAdmin/{id}: an append-only entry per admin change, written in the same commit. */
export const COLECCION_AUDITORIA = 'auditoriaAdmin';

/** A token: 24 random bytes, base64url (32 characters). Nothing else may reach a path. */
export const TOKEN_VALIDO = /^[A-Za-z0-9_-]{32}$/;

export type QuienRevoca = 'propietario' | 'admin';

/** registroEnlaces/{token} as stored (timestamps as the SDK gives them). */
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

/** Who revoked a link, from a registry field as read (anything else: nobody). */
export function quienRevoca(valor: unknown): QuienRevoca | null {
  return valor === 'admin' || valor === 'propietario' ? valor : null;
}

/** The payer's page of a link (the shell's route /recibos/view/:token), as shared and as an admin opens it. */
export const rutaDelPagador = (token: string) => `/recibos/view/${encodeURIComponent(token)}`;

/** A receipt's number as shown (public page, registry, admin search): R-<year of its date>-0001. */
export function formatearNumero(numero: number, fecha: string): string {
  return `R-${fecha.slice(0, 4)}-${String(numero).padStart(4, '0')}`;
}

/**
 * The registry entry, revoked by its owner, of a link that a receipt points at with no registry
 * (data older than the registry). It is written in the commit that ends the link (re-share, stop
 * sharing, deleting the receipt or the account: firestore.rules, `registroDeEnlaceHuerfano`), so
 * the token can never be taken again. `ahora` is the server timestamp of that commit.
 */
export function registroDeEnlaceHuerfano<Ahora>(
  uid: string,
  recibo: { id: string; numero: number; fecha: string },
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
