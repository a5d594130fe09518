// How a plan moves: the state and next date after each thing that happens to it. Pure, shared by
// the browser (edit, pause, resume, end) and the scheduled function (issue, fail).
import { periodoDeLaFecha } from 'dominio-recibos';
import { formatearFecha } from '../recibos/formato';
import { fechaSiguiente, periodoDeLaVez, primeraFechaDesde } from './calendario';
import type { Plan, Programacion } from './types';

type Ciclo = Pick<Plan, 'estado' | 'siguiente' | 'fallo'>;

/** The first day of the month after `periodo` (YYYY-MM). */
function mesSiguiente(periodo: string): string {
  const [anio, mes] = [Number(periodo.slice(0, 4)), Number(periodo.slice(5, 7))];
  return mes === 12 ? `${anio + 1}-01-01` : `${anio}-${String(mes + 1).padStart(2, '0')}-01`;
}

/**
 * The last month the plan's last receipt covers (YYYY-MM), under the frequency it was issued
 * with: a quarterly receipt of January covers to March. A plan whose frequency changes starts the
 * new one after that month, so a rent receipt's period never overlaps the one before
 * (docs/decisiones/020, «Cambiar la frecuencia»).
 */
export function ultimoMesCubierto(ultimoPeriodo: string | null, frecuencia: Programacion['frecuencia']): string | null {
  return ultimoPeriodo && periodoDeLaVez(frecuencia, `${ultimoPeriodo}-01`).hasta.slice(0, 7);
}

/**
 * Issuing from `hoy` on (dates before today are not issued: those receipts are made by hand),
 * never again in a period the plan has issued. Past its end, the plan is over.
 */
export function enMarcha(
  p: Programacion,
  ultimoPeriodo: string | null,
  hoy: string,
  /** An active plan's date not issued yet (the morning's run has not come): kept, not skipped. */
  pendiente: string | null = null,
): Ciclo {
  let desde = ultimoPeriodo && mesSiguiente(ultimoPeriodo) > hoy ? mesSiguiente(ultimoPeriodo) : hoy;
  if (pendiente && pendiente < desde && (!ultimoPeriodo || pendiente >= mesSiguiente(ultimoPeriodo))) desde = pendiente;
  const siguiente = primeraFechaDesde(p, desde);
  return siguiente
    ? { estado: 'activo', siguiente, fallo: null }
    : { estado: 'terminado', siguiente: null, fallo: null };
}

export const PAUSADO: Ciclo = { estado: 'pausado', siguiente: null, fallo: null };
export const TERMINADO: Ciclo = { estado: 'terminado', siguiente: null, fallo: null };

/** Once the receipt dated `fecha` is issued (or found issued): the next date, or the end. */
export function trasEmitir(p: Programacion, fecha: string, emitidos: number) {
  const siguiente = fechaSiguiente(p, fecha);
  return {
    siguiente,
    ultimoPeriodo: periodoDeLaFecha(fecha),
    emitidos,
    ...(siguiente ? {} : { estado: 'terminado' as const }),
  };
}

/** A receipt the plan cannot issue: it pauses, saying why, until edited or resumed. */
export const conFallo = (motivo: string): Ciclo => ({ estado: 'pausado', siguiente: null, fallo: motivo });

/** How far back the scheduler catches up: a date older than this pauses the plan instead. */
export const DIAS_DE_RECUPERACION = 92;

/**
 * Why the scheduler must not issue the plan's receipt dated `fecha` on `hoy`, or null: a date
 * that is not one of the plan's (data written past the app), or one older than the catch-up
 * window (the function down for months, or a date sent back: those receipts are made by hand).
 */
export function fechaQueNoToca(p: Programacion, fecha: string, hoy: string): string | null {
  if (primeraFechaDesde(p, fecha) !== fecha)
    return `El ${formatearFecha(fecha)} no es una de las fechas del plan: revisa el plan y reanúdalo.`;
  const limite = new Date(`${hoy}T00:00:00Z`);
  limite.setUTCDate(limite.getUTCDate() - DIAS_DE_RECUPERACION);
  if (fecha < limite.toISOString().slice(0, 10))
    return `El recibo del ${formatearFecha(fecha)} lleva más de tres meses pendiente: emítelo a mano si hace falta, y reanuda el plan.`;
  return null;
}
