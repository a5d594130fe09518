// The writes that issue a plan's receipt for one date, built once for every writer: the
// scheduled function (Admin SDK) commits them, and its tests commit the very same through the
// rules as the owner. The receipt is the form's (camposRecibo, checked by validarRecibo), with the
// series' number and the plan's fixed id (dominio-recibos).
import { idDelReciboDelPlan, numeroTomado, origenDelPlan, periodoDeLaFecha, reciboEmitido } from 'dominio-recibos';
import { camposRecibo } from '../recibos/campos';
import { formatearFecha } from '../recibos/formato';
import { validarRecibo } from '../recibos/validacion';
import { conFallo, trasEmitir } from './ciclo';
import { entradaDeLaVez } from './plantilla';
import type { Plan } from './types';

export interface Emision<Ahora> {
  reciboId: string;
  recibo: ReturnType<
    typeof reciboEmitido<ReturnType<typeof camposRecibo> & { plan: { id: string; periodo: string } }, Ahora>
  >;
  contador: ReturnType<typeof numeroTomado>;
  plan: ReturnType<typeof trasEmitir> & { updatedAt: Ahora };
}

/** The receipt's id for the plan's date (fixed: one per plan and period). */
export const reciboDeLaFecha = (planId: string, fecha: string) => idDelReciboDelPlan(planId, periodoDeLaFecha(fecha));

/**
 * Issuing `plan`'s receipt dated `fecha` as number `numero` of its year, signed `firma` (the
 * issuer's saved one, if any), with the labels that still exist. A template that would make a
 * receipt the form refuses (a label's text, data written past the form) gives the plan's pause
 * with the reason instead.
 */
export function emisionDelPlan<Ahora>(
  plan: Plan,
  fecha: string,
  numero: number,
  firma: string | null,
  etiquetas: ReadonlySet<string>,
  ahora: Ahora,
): Emision<Ahora> | { fallo: ReturnType<typeof conFallo> & { updatedAt: Ahora } } {
  const entrada = entradaDeLaVez(plan.plantilla, plan.frecuencia, fecha, firma);
  const errores = Object.values(validarRecibo(entrada)).filter(Boolean);
  if (errores.length > 0)
    return {
      fallo: {
        ...conFallo(`No se pudo emitir el recibo del ${formatearFecha(fecha)}: ${errores[0]}`),
        updatedAt: ahora,
      },
    };
  const reciboId = reciboDeLaFecha(plan.id, fecha);
  const campos = { ...camposRecibo(entrada, etiquetas), plan: origenDelPlan(plan.id, periodoDeLaFecha(fecha)) };
  return {
    reciboId,
    recibo: reciboEmitido(campos, numero, ahora),
    contador: numeroTomado(numero, reciboId),
    plan: { ...trasEmitir(plan, fecha, plan.emitidos + 1), updatedAt: ahora },
  };
}
