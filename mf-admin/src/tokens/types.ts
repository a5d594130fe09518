export type EstadoToken = 'activo' | 'revocado' | 'caducado';

/** One public receipt link as the admin page sees it. */
export interface TokenPublico {
  token: string;
  ownerUid: string;
  ownerEmail: string | null;
  /** Whether ownerEmail was verified when the link was shared (anybody can claim an unverified one). */
  ownerEmailVerificado: boolean;
  numero: string;
  createdAt: Date;
  expiresAt: Date | null;
  revocado: boolean;
  /** Who revoked it: only links an admin revoked may be reactivated by an admin. */
  revocadoPor: 'admin' | 'propietario' | null;
  /** What the payer's copy says of the receipt (null: no copy to read, as after its expiry). */
  recibo: EstadoDelRecibo | null;
}

/** A live link may serve a receipt that was voided or replaced since it was shared. */
export interface EstadoDelRecibo {
  anulado: boolean;
  /** The number of the receipt that replaced it, when a correction voided it. */
  sustituidoPor: string | null;
}

/**
 * 'eliminar-caducados' only in entries written before expired links were left to the TTL policy;
 * 'traspasar': a book handed over (written by the function that moves it, naming its old owner).
 */
export type AccionAdmin = 'revocar' | 'reactivar' | 'eliminar-caducados' | 'traspasar';

export interface EntradaAuditoria {
  id: string;
  adminEmail: string;
  accion: AccionAdmin;
  token: string | null;
  /** The receipt's number and its owner (e-mail, or uid), as the registry had them; null in older entries. */
  numero: string | null;
  propietario: string | null;
  /** Why a link was revoked (empty for a reactivation); null in older entries. */
  motivo: string | null;
  detalle: string;
  createdAt: Date;
}
