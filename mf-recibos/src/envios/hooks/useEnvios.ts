import useSWR from 'swr';
import { claveEnvios, enviosDelRecibo } from '../api/envios';

/** The receipt's sendings by e-mail, newest first (none read without a receipt). */
export function useEnvios(reciboId: string | null) {
  return useSWR(reciboId ? claveEnvios(reciboId) : null, ([, id]) => enviosDelRecibo(id));
}
