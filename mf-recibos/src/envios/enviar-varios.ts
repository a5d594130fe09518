// Several receipts (a group's) or certificates (a year's) sent by e-mail one after another: each gets its outcome, and once
// the day's limit is reached the rest are not tried, each saying why. What was sent is recorded by
// the function as each goes.
import { RECHAZOS_DEL_ENVIO } from 'dominio-recibos';
import type { Recibo } from '../recibos/types';
import { EnvioNoRealizado } from './api/envios';

export type ResultadoDelEnvio = { enviado: true } | { enviado: false; motivo: string };

export const SIN_CORREO_DEL_PAGADOR = RECHAZOS_DEL_ENVIO['sin-correo'];

export const YA_ENVIADO = 'Ya se envió por correo antes (su página dice cómo fue): no se envía otra vez.';

/** Sends each of `recibos` with `enviar` (one call each, in order) and says how each went, by id. */
export function enviarVarios(
  recibos: readonly Recibo[],
  enviar: (recibo: Recibo) => Promise<void>,
  alAvanzar: (hechos: number) => void = () => {},
): Promise<Map<string, ResultadoDelEnvio>> {
  return enviarUnoTrasOtro(
    recibos,
    {
      clave: (recibo) => recibo.id,
      // A group resumed after a reload lists the receipts issued before it too: one already sent
      // (or tried) is not sent again from here.
      noSeEnvia: (recibo) =>
        !recibo.pagador.email?.trim() ? SIN_CORREO_DEL_PAGADOR : recibo.salida?.via === 'correo' ? YA_ENVIADO : null,
    },
    enviar,
    alAvanzar,
  );
}

/**
 * Sends each of `cosas` (receipts, certificates) with `enviar`, one call each, in order, and says
 * how each went by `clave`: one that `noSeEnvia` gives a reason for is not tried, and once the
 * day's limit is reached the rest are not either, each saying why.
 */
export async function enviarUnoTrasOtro<T>(
  cosas: readonly T[],
  { clave, noSeEnvia }: { clave: (cosa: T) => string; noSeEnvia: (cosa: T) => string | null },
  enviar: (cosa: T) => Promise<void>,
  alAvanzar: (hechos: number) => void = () => {},
): Promise<Map<string, ResultadoDelEnvio>> {
  const resultados = new Map<string, ResultadoDelEnvio>();
  let limite = false;
  for (const cosa of cosas) {
    const motivo = limite ? RECHAZOS_DEL_ENVIO.limite : noSeEnvia(cosa);
    if (motivo) resultados.set(clave(cosa), { enviado: false, motivo });
    else {
      try {
        await enviar(cosa);
        resultados.set(clave(cosa), { enviado: true });
      } catch (error) {
        limite = error instanceof EnvioNoRealizado && error.rechazo === 'limite';
        resultados.set(clave(cosa), {
          enviado: false,
          motivo: error instanceof Error ? error.message : 'No se pudo enviar. Inténtalo de nuevo.',
        });
      }
    }
    alAvanzar(resultados.size);
  }
  return resultados;
}
