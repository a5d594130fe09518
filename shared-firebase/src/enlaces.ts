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
  /** Only when the owner's address was verified when sharing. */
  ownerEmail?: string;
  reciboId: string;
  /** The receipt's number as shown: R-2026-0001. */
  numero: string;
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
