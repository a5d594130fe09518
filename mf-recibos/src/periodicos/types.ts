import type { ReciboInput } from '../recibos/types';

export const FRECUENCIAS = ['mensual', 'trimestral', 'anual'] as const;
export type Frecuencia = (typeof FRECUENCIAS)[number];

/**
 * When a plan's receipt is issued (docs/decisiones/031): «al-confirmar», the default, makes a
 * pending charge on its date and the receipt when the issuer confirms the payment; «automatico»
 * issues it on its date, for payments that are certain (a direct debit). A plan saved before the
 * choice has none: it issues automatically, as it always did, and its page says so.
 */
export const MODOS_DE_COBRO = ['al-confirmar', 'automatico'] as const;
export type ModoDeCobro = (typeof MODOS_DE_COBRO)[number];

/** When a plan issues: every month, three months or year from `inicio`, on day `dia`. */
export interface Programacion {
  frecuencia: Frecuencia;
  /** 1–31: a shorter month issues on its last day. */
  dia: number;
  /** YYYY-MM-DD: nothing is issued before it. */
  inicio: string;
  /** YYYY-MM-DD, included; null: until ended. */
  fin: string | null;
  /** Each receipt sent to the payer's e-mail as it is issued (a plan saved before: not sent). */
  enviarPorCorreo?: boolean;
  /** Absent in a plan saved before the choice: automatic. */
  cobro?: ModoDeCobro;
}

/**
 * What each receipt of the plan starts as: a receipt without its date, and a rent receipt without
 * its period (each receipt's period is the one of its date). Texts may say `{mes}` and `{año}`.
 */
export interface Plantilla extends Omit<ReciboInput, 'fecha' | 'alquiler'> {
  alquiler?: { inmueble: string };
}

/** What the user sets for a plan. */
export interface PlanInput extends Programacion {
  plantilla: Plantilla;
}

/** activo: issues on its dates; pausado: issues nothing until resumed; terminado: never again. */
export type EstadoPlan = 'activo' | 'pausado' | 'terminado';

/** A plan as stored at users/{uid}/planes/{id}. */
export interface Plan extends PlanInput {
  id: string;
  estado: EstadoPlan;
  /** The date of its next receipt (null when paused, ended or past its end). */
  siguiente: string | null;
  /** The period (YYYY-MM) of the last receipt it issued, if any. */
  ultimoPeriodo: string | null;
  emitidos: number;
  /** Why the scheduler paused it (a receipt it could not issue), until resumed or edited. */
  fallo: string | null;
  /** When it last changed (ms): an edit saves only over the plan as its form read it. */
  actualizadoEn: number;
}
