import useSWR from 'swr';
import { claves, leerSalud } from '../api/salud';

export function useSalud(dias: number) {
  return useSWR(claves.salud(dias), () => leerSalud(dias));
}
