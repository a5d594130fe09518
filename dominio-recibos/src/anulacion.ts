// Voiding a receipt: it stays, marked void, with its reason (shown on the receipt and to its
// payer). A receipt voided before reasons were required may get one later, once
// (firestore.rules, `reciboActualizado`). A correction voids with no reason: «Sustituido por
// R-…» says why (./sustitucion.ts).

/** The change that voids a receipt, with its reason (trimmed, visible text). */
export const anulacion = (motivo: string) => ({ estado: 'anulado' as const, motivoAnulacion: motivo });

/** The change that gives a void receipt its reason, afterwards. */
export const motivoDeLaAnulacion = (motivo: string) => ({ motivoAnulacion: motivo });
