import { useMemo } from 'react';
import useSWR from 'swr';
import { claves, todosLosRecibos } from '../../recibos/api/recibos';
import { useTotales } from '../../recibos/hooks/useRecibos';
import type { Recibo } from '../../recibos/types';
import { filtrosDelAnio, resumenDelAnio } from '../resumen';

/**
 * The year's figures. Its totals are the list's own (Firestore's aggregations for the same
 * filter: shown at once, whatever the year's size); the groupings need every receipt, read once in
 * the list's order and pages of 500 (one read per receipt).
 */
export function useResumenDelAnio(anio: number) {
  const filtros = filtrosDelAnio(anio);
  const totales = useTotales({ ...filtros, estado: 'emitido' });
  // Not read again on every return to the tab (a whole year's reads each time): after a change,
  // as every read of receipts is (useInvalidarRecibos), or on «Reintentar».
  const recibos = useSWR<Recibo[]>(claves.todos(filtros), () => todosLosRecibos(filtros), { revalidateOnFocus: false });
  const resumen = useMemo(() => (recibos.data ? resumenDelAnio(anio, recibos.data) : undefined), [anio, recibos.data]);
  return { totales, recibos, resumen };
}
