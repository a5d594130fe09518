// A receipt for a group: the same receipt for each of several payers (from Pagadores), each with
// the payer's own name, tax ID and e-mail, each checked as the form checks one.
import { aleatorio } from 'dominio-recibos';
import type { Pagador } from '../pagadores/types';
import type { ReciboInput } from '../recibos/types';
import { type ErroresRecibo, validarRecibo } from '../recibos/validacion';

/** One payer's receipt of the group, and what the form would say of it (empty: it can be issued). */
export interface Previsto {
  pagador: Pagador;
  entrada: ReciboInput;
  errores: ErroresRecibo;
}

/** Each chosen payer's receipt, in the order chosen. */
export function previstos(base: ReciboInput, pagadores: readonly Pagador[]): Previsto[] {
  return pagadores.map((pagador) => {
    const entrada: ReciboInput = {
      ...base,
      pagador: {
        nombre: pagador.nombre,
        ...(pagador.documento ? { documento: pagador.documento } : {}),
        ...(pagador.email ? { email: pagador.email } : {}),
        ...(pagador.telefono ? { telefono: pagador.telefono } : {}),
      },
    };
    return { pagador, entrada, errores: validarRecibo(entrada) };
  });
}

/** The first reason the form gives for a payer's receipt, if any. */
export const motivo = (p: Previsto) => Object.values(p.errores).find(Boolean) ?? null;

/** The payers whose receipts start with label `etiqueta` (Pagadores' defaults). */
export const conEtiqueta = (pagadores: readonly Pagador[], etiqueta: string) =>
  pagadores.filter((p) => p.etiquetas?.includes(etiqueta));

/**
 * A group's id, made once when the group is issued: each of its receipts has the id
 * `{grupo}-{pagador}`, so a retry issues only those not issued yet, never one twice.
 */
export const nuevoGrupo = () => aleatorio().slice(0, 12);
export const idDelReciboDelGrupo = (grupo: string, pagadorId: string) => `${grupo}-${pagadorId}`;
