import { usePaginas } from 'shared-firebase/datos';
import type { DocumentSnapshot } from 'shared-firebase/firestore';
import useSWR, { useSWRConfig } from 'swr';
import { claves, esClaveDeAdmin, type FiltroTokens, listarAuditoria, listarTokens } from '../api/tokens';

/** Every link ever shared, a page at a time, newest first ("Cargar más"). */
export function useTokens(filtro: FiltroTokens) {
  const { items, ...lista } = usePaginas(claves.enlaces(filtro), async (cursor: DocumentSnapshot | null) => {
    const pagina = await listarTokens(filtro, cursor);
    return { items: pagina.tokens, cursor: pagina.cursor };
  });
  return { tokens: items, ...lista };
}

export function useAuditoria(n = 20) {
  return useSWR(claves.auditoria(n), () => listarAuditoria(n));
}

/** After an admin's change: the list of links and the audit log load again. */
export function useInvalidarAdmin(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(esClaveDeAdmin);
}
