// Recurring receipts: a plan (users/{uid}/planes/{planId}) issues one receipt per period, and
// never two. The receipt of a period has a fixed id, so a second run of the scheduler, a retry or
// two runs at once meet the receipt already there (or the transaction that wrote it) instead of
// issuing it again.

/** The collection of the plans. */
export const COLECCION_PLANES = 'planes';

export const rutaDelPlan = (uid: string, planId: string) => ['users', uid, COLECCION_PLANES, planId] as const;

/** The period of a receipt dated `fecha`: its month, 'YYYY-MM'. */
export const periodoDeLaFecha = (fecha: string) => fecha.slice(0, 7);

/** The id of plan `planId`'s receipt for `periodo` (YYYY-MM): one per plan and period. */
export const idDelReciboDelPlan = (planId: string, periodo: string) => `${planId}-${periodo}`;

/**
 * A plan's pending charge, users/{uid}/cobros/{id}: on its date, a plan that waits for the issuer
 * to confirm the payment makes this instead of the receipt, under the id its receipt will take
 * (one per plan and period, never two), and the receipt is issued when the payment is confirmed.
 */
export const COLECCION_COBROS = 'cobros';
export const rutaDelCobro = (uid: string, cobroId: string) => ['users', uid, COLECCION_COBROS, cobroId] as const;

/** What a receipt issued by a plan says of it (the rules check its shape). */
export interface OrigenDelPlan {
  id: string;
  periodo: string;
}

export const origenDelPlan = (planId: string, periodo: string): OrigenDelPlan => ({ id: planId, periodo });

/**
 * The check record of a plan's template, users/{uid}/revisionesDePlan/{planId}, written with every
 * change of the template: its rules check the template's lines, which would not fit in the
 * plan's own evaluation budget (as a receipt's edit record does for a receipt's). `ahora` is the
 * commit's server timestamp.
 */
export const COLECCION_REVISIONES_DE_PLAN = 'revisionesDePlan';
export const rutaDeLaRevisionDelPlan = (uid: string, planId: string) =>
  ['users', uid, COLECCION_REVISIONES_DE_PLAN, planId] as const;
export const revisionDelPlan = <Ahora>(ahora: Ahora) => ({ revisadoEn: ahora });
