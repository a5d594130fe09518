// A plan's receipt for one of its dates: the template with `{mes}` and `{año}` written out, dated
// that day, a rent receipt covering that day's period, and signed as the issuer signs today.
import type { ReciboInput } from '../recibos/types';
import { conPeriodo, periodoDeLaVez } from './calendario';
import type { Frecuencia, Plan, Plantilla } from './types';

/**
 * The concept of the plan's next receipt, as it will read («Alquiler diciembre 2026», not the
 * template's «Alquiler {mes} {año}»); of its last one when it issues no more.
 */
export const conceptoDelPlan = (plan: Pick<Plan, 'plantilla' | 'siguiente' | 'ultimoPeriodo' | 'inicio'>) =>
  conPeriodo(
    plan.plantilla.concepto,
    plan.siguiente ?? (plan.ultimoPeriodo ? `${plan.ultimoPeriodo}-01` : plan.inicio),
  );

export function entradaDeLaVez(
  plantilla: Plantilla,
  frecuencia: Frecuencia,
  fecha: string,
  firma?: string | null,
): ReciboInput {
  const { alquiler, emisor, ...resto } = plantilla;
  const { firma: _antes, ...sinFirma } = emisor;
  return {
    ...resto,
    fecha,
    emisor: firma ? { ...sinFirma, firma } : sinFirma,
    concepto: conPeriodo(plantilla.concepto, fecha),
    lineas: plantilla.lineas.map((l) => ({ ...l, descripcion: conPeriodo(l.descripcion, fecha) })),
    ...(alquiler ? { alquiler: { inmueble: alquiler.inmueble, ...periodoDeLaVez(frecuencia, fecha) } } : {}),
  };
}
