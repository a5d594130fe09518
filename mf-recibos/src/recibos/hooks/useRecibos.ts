import { useMemo } from 'react';
import { usePaginas } from 'shared-firebase/datos';
import type { DocumentSnapshot } from 'shared-firebase/firestore';
import useSWR, { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { usePagadoresGuardados } from '../../pagadores/hooks/usePagadoresGuardados';
import { sugerenciasDe } from '../../pagadores/sugerencias';
import type { Sugerencia } from '../../pagadores/types';
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
import { pagadoresDe, RECIBOS_PARA_PAGADORES } from '../pagadores-anteriores';
import type { Recibo } from '../types';

/**
 * After a receipt changes, every cached read of receipts (detail, totals, Inicio, the pages of
 * the lists) loads again. A list not on screen reloads when it is shown (revalidateOnMount), but
 * a mount within the shell's dedupingInterval of its last load reused that load (a receipt issued
 * within 2 s of leaving the list was missing from it): a key filter skips useSWRInfinite's keys,
 * so each list's own key (unstable_serialize, as SWR documents for global mutate) is marked too.
 */
export function useInvalidarRecibos(): () => Promise<unknown> {
  const { mutate, cache } = useSWRConfig();
  return () => {
    const listas = [...cache.keys()].flatMap((clave) => {
      // A list's first page is keyed [the list's key, null] (usePaginas).
      const pagina: unknown = (cache.get(clave) as { _k?: unknown } | undefined)?._k;
      return Array.isArray(pagina) && pagina[1] === null && esClaveDeRecibos(pagina[0])
        ? [unstable_serialize(() => pagina)]
        : [];
    });
    return Promise.all([mutate(esClaveDeRecibos), ...listas.map((lista) => mutate(lista))]);
  };
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

/**
 * The payers to suggest in the form: the payers list, then those of the most recent receipts
 * (none of either while loading or on error).
 */
export function usePagadores(): Sugerencia[] {
  const { data } = useUltimos(RECIBOS_PARA_PAGADORES);
  const { data: guardados } = usePagadoresGuardados();
  return useMemo(() => sugerenciasDe(guardados ?? [], pagadoresDe(data ?? [])), [guardados, data]);
}

/** Pages of receipts for the filters, loaded on demand ("Cargar más"), newest first. */
export function useListaRecibos(filtros: FiltrosRecibos) {
  const { items, ...lista } = usePaginas(claves.lista(filtros), async (cursor: DocumentSnapshot | null) => {
    const pagina = await listarRecibos(filtros, cursor);
    return { items: pagina.recibos, cursor: pagina.cursor };
  });
  return { recibos: items, ...lista };
}
