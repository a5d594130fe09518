import useSWR, { useSWRConfig } from 'swr';
import { clavesPlanes, listarPlanes, obtenerPlan, recibosDelPlan } from '../api/planes';

/** The plans, read once per visit and after each change made here. */
export const usePlanes = () => useSWR(clavesPlanes.lista, listarPlanes, { revalidateOnFocus: false });

export const usePlan = (id: string) => useSWR(clavesPlanes.plan(id), () => obtenerPlan(id));

/** A plan's receipts (the scheduler adds them: read again on focus). */
export const useRecibosDelPlan = (id: string) => useSWR(clavesPlanes.recibos(id), () => recibosDelPlan(id));

/** After a change to the plans: every plan read goes stale. */
export function useInvalidarPlanes() {
  const { mutate } = useSWRConfig();
  return () => mutate((clave) => Array.isArray(clave) && clave[0] === 'planes');
}
