import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  claves,
  esClaveDeRecibos,
  type FiltrosRecibos,
  listarRecibos,
  obtenerRecibo,
  type PaginaRecibos,
  type Totales,
  totalesRecibos,
  ultimosRecibos,
} from '../api/recibos';
import type { Recibo } from '../types';

/**
 * After a receipt changes, every cached read of receipts (detail, totals, Inicio, the pages of
 * the lists) loads again. A list not on screen reloads when it is shown (revalidateOnMount).
 */
export function useInvalidarRecibos(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(esClaveDeRecibos);
}

export function useRecibo(id: string | undefined) {
  return useSWR<Recibo | null>(id ? claves.recibo(id) : null, () => obtenerRecibo(id as string));
}

export function useTotales(filtros: FiltrosRecibos) {
  return useSWR<Totales>(claves.totales(filtros), () => totalesRecibos(filtros));
}

export function useUltimos(n: number) {
  return useSWR<Recibo[]>(claves.ultimos(n), () => ultimosRecibos(n));
}

/** Pages of receipts for the filters, loaded on demand ("Cargar más"), newest first. */
export function useListaRecibos(filtros: FiltrosRecibos) {
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<PaginaRecibos, Error>(
    (indice, anterior: PaginaRecibos | null) =>
      indice > 0 && !anterior?.cursor ? null : claves.pagina(filtros, anterior?.cursor ?? null),
    (clave: ReturnType<typeof claves.pagina>) => listarRecibos(filtros, clave[3]),
    { revalidateFirstPage: false },
  );
  const paginas = data ?? [];
  return {
    recibos: paginas.flatMap((p) => p.recibos),
    cargando: isLoading || paginas.length < size,
    error: error ?? null,
    hayMas: Boolean(paginas.at(-1)?.cursor),
    cargarMas: () => setSize(size + 1),
    recargar: () => mutate(),
  };
}
