// The anonymous read of recibosPublicos/{token}, for the public page in the browser and for the
// payer's server-rendered page (mf-recibos/funciones). It goes through Firestore's REST API
// (shared-firebase's leerDocumentoPublico) with no credentials, so the rules are the only gate and
// that page loads no Firebase SDK; creating, revoking and deleting shares stay in
// ./recibos-publicos.ts.
import { COLECCION_PUBLICA, TOKEN_VALIDO } from 'dominio-recibos';
import { type DestinoRest, leerDocumentoPublico } from 'shared-firebase';
import type { ReciboPublico } from '../types';

/** The public page's SWR key (the page loads no session, so no 'recibos' keys ever meet it). */
export const clavePublica = (token: string) => ['recibo-publico', token] as const;

/**
 * Reads a public receipt as anyone. Unknown, revoked and expired tokens all end up here as null
 * (the rules refuse the last two), so the page cannot tell them apart either.
 */
export async function leerReciboPublico(token: string, destino?: DestinoRest): Promise<ReciboPublico | null> {
  // Only the token alphabet reaches the URL: no path can be smuggled in.
  if (!TOKEN_VALIDO.test(token)) return null;
  const documento = await leerDocumentoPublico(`${COLECCION_PUBLICA}/${token}`, destino);
  return documento ? (documento.snapshot as ReciboPublico) : null;
}
