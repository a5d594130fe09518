import useSWR from 'swr';
import { clavePagadores, listarPagadores } from '../api/pagadores';

/** The payers list, by name. */
export function usePagadoresGuardados() {
  return useSWR(clavePagadores, listarPagadores);
}
