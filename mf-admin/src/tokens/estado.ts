import type { EstadoToken, TokenPublico } from './types';

export function estadoDe(token: Pick<TokenPublico, 'revocado' | 'expiresAt'>, ahora = new Date()): EstadoToken {
  if (token.revocado) return 'revocado';
  if (token.expiresAt && token.expiresAt.getTime() <= ahora.getTime()) return 'caducado';
  return 'activo';
}

/** Shows enough of a token to tell links apart, never enough to open one. */
export function enmascarar(token: string): string {
  return `${token.slice(0, 4)}…${token.slice(-4)}`;
}

export const NOMBRE_ESTADO: Record<EstadoToken, string> = {
  activo: 'Activo',
  revocado: 'Revocado',
  caducado: 'Caducado',
};
