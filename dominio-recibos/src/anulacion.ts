// Voiding a receipt: it stays, marked void, with its reason (shown on the receipt and to its
// payer). A receipt voided before reasons were required may get one later, once
// (firestore.rules, `reciboActualizado`). A correction voids with no reason: «Sustituido por
// R-…» says why (./sustitucion.ts).

import type { Autor } from './libro';

/**
 * The change that voids a receipt, with its reason (trimmed, visible text), naming who voided it
 * when not the book's owner (./libro.ts, `autorEnElLibro`).
 */
export const anulacion = (motivo: string, anuladoPor?: Autor) => ({
  estado: 'anulado' as const,
  motivoAnulacion: motivo,
  ...(anuladoPor ? { anuladoPor } : {}),
});

/** The change that gives a void receipt its reason, afterwards. */
export const motivoDeLaAnulacion = (motivo: string) => ({ motivoAnulacion: motivo });
