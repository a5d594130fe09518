import { codigoDeError } from 'shared-firebase';
import type { EstadoToken, TokenPublico } from './types';

export function estadoDe(token: Pick<TokenPublico, 'revocado' | 'expiresAt'>, ahora = new Date()): EstadoToken {
  if (token.revocado) return 'revocado';
  if (token.expiresAt && token.expiresAt.getTime() <= ahora.getTime()) return 'caducado';
  return 'activo';
}

/** Whose link it is, as the registry names the owner: the e-mail it recorded, else the uid. */
export const propietarioDe = (t: Pick<TokenPublico, 'ownerEmail' | 'ownerUid'>): string => t.ownerEmail ?? t.ownerUid;

/** Shows enough of a token to tell links apart, never enough to open one. */
export function enmascarar(token: string): string {
  return `${token.slice(0, 4)}…${token.slice(-4)}`;
}

export const NOMBRE_ESTADO: Record<EstadoToken, string> = {
  activo: 'Activo',
  revocado: 'Revocado',
  caducado: 'Caducado',
};

export const FALLO_GENERICO = 'No se pudo completar la acción. Inténtalo de nuevo.';
export const NO_REACTIVABLE =
  'No se puede reactivar: desde que se revocó, el recibo cambió, se anuló, caducó o su copia pública ya no está. Su dueño puede compartirlo de nuevo.';

/**
 * The toast for an admin action that failed. The rules refuse to reactivate a link that would not
 * serve its receipt again (firestore.rules, `serviriaDeNuevo`): trying again cannot help, so say why.
 */
export function falloAlActuar(accion: 'revocar' | 'reactivar', error: unknown): string {
  return accion === 'reactivar' && codigoDeError(error) === 'permission-denied' ? NO_REACTIVABLE : FALLO_GENERICO;
}
