import useSWR from 'swr';
import { clavePerfil, leerPerfilEmisor } from '../api/perfil';

/** The issuer's saved details (null before the first save). */
export function usePerfilEmisor() {
  return useSWR(clavePerfil, leerPerfilEmisor);
}
