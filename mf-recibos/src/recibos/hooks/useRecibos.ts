import { useMemo } from 'react';
import { usePaginas } from 'shared-firebase/datos';
import type { DocumentSnapshot } from 'shared-firebase/firestore';
import useSWR, { useSWRConfig } from 'swr';
import {
  type Contador,
  claves,
  esClaveDeRecibos,
  type FiltrosRecibos,
  leerContador,
  listarRecibos,
  obtenerRecibo,
  type Totales,
  totalesRecibos,
  ultimosRecibos,
} from '../api/recibos';
import { pagadoresDe, RECIBOS_PARA_PAGADORES } from '../pagadores';
import type { Persona, Recibo } from '../types';

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

/** The series' counter for `recibo`'s page: whether it holds the last number (the only one that can be deleted). */
export function useContador(recibo: Recibo | null | undefined) {
  return useSWR<Contador | null>(recibo ? claves.contador(recibo.id) : null, () => leerContador(recibo as Recibo));
}

export function useUltimos(n: number) {
  return useSWR<Recibo[]>(claves.ultimos(n), () => ultimosRecibos(n));
}

/** Payers of the most recent receipts, to suggest in the form (none while loading or on error). */
export function usePagadores(): Persona[] {
  const { data } = useUltimos(RECIBOS_PARA_PAGADORES);
  return useMemo(() => pagadoresDe(data ?? []), [data]);
}

/** Pages of receipts for the filters, loaded on demand ("Cargar más"), newest first. */
export function useListaRecibos(filtros: FiltrosRecibos) {
  const { items, ...lista } = usePaginas(claves.lista(filtros), async (cursor: DocumentSnapshot | null) => {
    const pagina = await listarRecibos(filtros, cursor);
    return { items: pagina.recibos, cursor: pagina.cursor };
  });
  return { recibos: items, ...lista };
}
