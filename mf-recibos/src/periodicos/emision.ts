// The writes that issue a plan's receipt for one date, built once for every writer: the
// scheduled function (Admin SDK) commits them, and its tests commit the very same through the
// rules as the owner. The receipt is the form's (camposRecibo, checked by validarRecibo), with the
// series' number and the plan's fixed id (dominio-recibos).
import {
  codigoNuevo,
  idDelReciboDelPlan,
  numeroTomado,
  origenDelPlan,
  periodoDeLaFecha,
  reciboEmitido,
  type Verificacion,
  verificacionDe,
} from 'dominio-recibos';
import { camposRecibo } from '../recibos/campos';
import { formatearFecha } from '../recibos/formato';
import type { ReciboInput } from '../recibos/types';
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
  /** Its verification code and document (verificaciones/{codigo}), created in the same commit. */
  verificacion: { codigo: string; documento: Verificacion<Ahora> };
  plan: ReturnType<typeof trasEmitir> & { updatedAt: Ahora };
}

/** The receipt's id for the plan's date (fixed: one per plan and period). */
export const reciboDeLaFecha = (planId: string, fecha: string) => idDelReciboDelPlan(planId, periodoDeLaFecha(fecha));

/**
 * The plan's receipt for `fecha` as the form would take it, or the plan's pause saying why not
 * («No se pudo `que` del …»): a template the form refuses (a label's text, data written past the
 * form) never becomes a receipt or a charge.
 */
function entradaValida<Ahora>(
  plan: Plan,
  fecha: string,
  firma: string | null,
  que: string,
  ahora: Ahora,
): ReciboInput | { fallo: ReturnType<typeof conFallo> & { updatedAt: Ahora } } {
  const entrada = entradaDeLaVez(plan.plantilla, plan.frecuencia, fecha, firma);
  const errores = Object.values(validarRecibo(entrada)).filter(Boolean);
  if (errores.length === 0) return entrada;
  return { fallo: { ...conFallo(`No se pudo ${que} del ${formatearFecha(fecha)}: ${errores[0]}`), updatedAt: ahora } };
}

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
  const entrada = entradaValida(plan, fecha, firma, 'emitir el recibo', ahora);
  if ('fallo' in entrada) return entrada;
  const reciboId = reciboDeLaFecha(plan.id, fecha);
  const campos = { ...camposRecibo(entrada, etiquetas), plan: origenDelPlan(plan.id, periodoDeLaFecha(fecha)) };
  const codigo = codigoNuevo();
  return {
    reciboId,
    recibo: reciboEmitido(campos, numero, ahora, codigo),
    contador: numeroTomado(numero, reciboId),
    verificacion: { codigo, documento: verificacionDe(reciboId, { ...campos, numero, estado: 'emitido' }, ahora) },
    plan: { ...trasEmitir(plan, fecha, plan.emitidos + 1), updatedAt: ahora },
  };
}

/**
 * A pending charge as stored (users/{uid}/cobros/{id}, written only by the scheduled function):
 * the receipt as it was due, without its signature (the one saved when it is confirmed), and
 * whether to send it by e-mail once issued.
 */
export interface CobroGuardado<Ahora> {
  plan: { id: string; periodo: string };
  /** The date it was due (YYYY-MM-DD): the receipt is dated when the payment is confirmed. */
  fecha: string;
  entrada: ReciboInput;
  enviarPorCorreo: boolean;
  createdAt: Ahora;
}

/**
 * What `plan` does on its date `fecha` when it waits for the payment to be confirmed: the pending
 * charge, under the id its receipt will take, and the plan moved to its next date (no receipt
 * issued, none counted). A template the form would refuse pauses the plan, as when issuing.
 */
export function cobroDelPlan<Ahora>(
  plan: Plan,
  fecha: string,
  etiquetas: ReadonlySet<string>,
  ahora: Ahora,
):
  | { cobroId: string; cobro: CobroGuardado<Ahora>; plan: ReturnType<typeof trasEmitir> & { updatedAt: Ahora } }
  | { fallo: ReturnType<typeof conFallo> & { updatedAt: Ahora } } {
  const entrada = entradaValida(plan, fecha, null, 'preparar el cobro', ahora);
  if ('fallo' in entrada) return entrada;
  // Stored as plain data (no undefined fields): labels that no longer exist left out, as in the form.
  const guardada = JSON.parse(
    JSON.stringify({ ...entrada, etiquetas: entrada.etiquetas.filter((e) => etiquetas.has(e)) }),
  ) as ReciboInput;
  return {
    cobroId: reciboDeLaFecha(plan.id, fecha),
    cobro: {
      plan: origenDelPlan(plan.id, periodoDeLaFecha(fecha)),
      fecha,
      entrada: guardada,
      enviarPorCorreo: plan.enviarPorCorreo === true,
      createdAt: ahora,
    },
    plan: { ...trasEmitir(plan, fecha, plan.emitidos), updatedAt: ahora },
  };
}

/**
 * The receipt of a confirmed charge: as it was due, dated `hoy` (the day the payment is
 * confirmed: what the receipt certifies) and signed as the issuer signs today. A rent receipt
 * keeps the period it was due for.
 */
export function reciboDelCobro(entrada: ReciboInput, hoy: string, firma: string | null): ReciboInput {
  const { firma: _sin, ...emisor } = entrada.emisor;
  return { ...entrada, fecha: hoy, emisor: firma ? { ...emisor, firma } : emisor };
}
