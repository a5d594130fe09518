import useSWR from 'swr';
import { clavePagadores, listarPagadores } from '../api/pagadores';

/**
 * The payers list, by name. Read once per visit (up to MAX_PAGADORES documents): not again on
 * focus or on a timer, only when this app changes it (each writer mutates clavePagadores).
 */
export function usePagadoresGuardados() {
  return useSWR(clavePagadores, listarPagadores, { revalidateOnFocus: false, refreshInterval: 0 });
}
