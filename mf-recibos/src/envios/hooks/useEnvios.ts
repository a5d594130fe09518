import useSWR from 'swr';
import { claveEnvios, enviosDelRecibo } from '../api/envios';

/** The receipt's sendings by e-mail, newest first. */
export function useEnvios(reciboId: string) {
  return useSWR(claveEnvios(reciboId), ([, id]) => enviosDelRecibo(id));
}
