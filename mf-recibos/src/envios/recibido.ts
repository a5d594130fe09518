import type { Envio } from './types';

/**
 * Whether the payer had the receipt by e-mail: a sending of it arrived (a voiding notice does not
 * count). Then a void is told to them, and a correction sent to them, by the same path
 * (the function checks the same before sending a voided receipt).
 */
export const recibidoPorCorreo = (envios: readonly Envio[] | undefined) =>
  (envios ?? []).some((e) => e.estado === 'enviado' && e.origen !== 'anulacion');

/** Whether the notice of its void went (or is on its way): the function sends one only. */
export const anulacionAvisada = (envios: readonly Envio[] | undefined) =>
  (envios ?? []).some((e) => e.origen === 'anulacion' && e.estado !== 'fallido');
