import useSWR from 'swr';
import { claveGruposPendientes, gruposPendientes } from '../api/grupo';

/**
 * The groups left half-issued. Read again on focus (the global default): a group another tab
 * starts shows here before this one could start the same payers again.
 */
export function useGruposPendientes() {
  return useSWR(claveGruposPendientes, gruposPendientes, { refreshInterval: 0 });
}
