// Several receipts sent by e-mail one after another (a group's): each gets its outcome, and once
// the day's limit is reached the rest are not tried, each saying why. What was sent is recorded by
// the function as each goes.
import { RECHAZOS_DEL_ENVIO } from 'dominio-recibos';
import type { Recibo } from '../recibos/types';
import { EnvioNoRealizado } from './api/envios';

export type ResultadoDelEnvio = { enviado: true } | { enviado: false; motivo: string };

export const SIN_CORREO_DEL_PAGADOR = RECHAZOS_DEL_ENVIO['sin-correo'];

/** Sends each of `recibos` with `enviar` (one call each, in order) and says how each went, by id. */
export const YA_ENVIADO = 'Ya se envió por correo antes (su página dice cómo fue): no se envía otra vez.';

export async function enviarVarios(
  recibos: readonly Recibo[],
  enviar: (recibo: Recibo) => Promise<void>,
  alAvanzar: (hechos: number) => void = () => {},
): Promise<Map<string, ResultadoDelEnvio>> {
  const resultados = new Map<string, ResultadoDelEnvio>();
  let limite = false;
  for (const recibo of recibos) {
    if (limite) resultados.set(recibo.id, { enviado: false, motivo: RECHAZOS_DEL_ENVIO.limite });
    else if (!recibo.pagador.email?.trim())
      resultados.set(recibo.id, { enviado: false, motivo: SIN_CORREO_DEL_PAGADOR });
    // A group resumed after a reload lists the receipts issued before it too: one already sent
    // (or tried) is not sent again from here.
    else if (recibo.salida?.via === 'correo') resultados.set(recibo.id, { enviado: false, motivo: YA_ENVIADO });
    else {
      try {
        await enviar(recibo);
        resultados.set(recibo.id, { enviado: true });
      } catch (error) {
        limite = error instanceof EnvioNoRealizado && error.rechazo === 'limite';
        resultados.set(recibo.id, {
          enviado: false,
          motivo: error instanceof Error ? error.message : 'No se pudo enviar. Inténtalo de nuevo.',
        });
      }
    }
    alAvanzar(resultados.size);
  }
  return resultados;
}
