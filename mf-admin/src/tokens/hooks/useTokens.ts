import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  claves,
  esClaveDeAdmin,
  type FiltroTokens,
  listarAuditoria,
  listarTokens,
  type PaginaTokens,
} from '../api/tokens';

/** Every link ever shared, a page at a time, newest first ("Cargar más"). */
export function useTokens(filtro: FiltroTokens) {
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<PaginaTokens, Error>(
    (indice, anterior: PaginaTokens | null) =>
      indice > 0 && !anterior?.cursor ? null : claves.pagina(filtro, anterior?.cursor ?? null),
    (clave: ReturnType<typeof claves.pagina>) => listarTokens(filtro, clave[3]),
    { revalidateFirstPage: false },
  );
  const paginas = data ?? [];
  return {
    tokens: paginas.flatMap((p) => p.tokens),
    cargando: isLoading || paginas.length < size,
    error: error ?? null,
    hayMas: Boolean(paginas.at(-1)?.cursor),
    cargarMas: () => setSize(size + 1),
    recargar: () => mutate(),
  };
}

export function useAuditoria(n = 20) {
  return useSWR(claves.auditoria(n), () => listarAuditoria(n));
}

/** After an admin's change: the list of links and the audit log load again. */
export function useInvalidarAdmin(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(esClaveDeAdmin);
}
