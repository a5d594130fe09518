// Voiding a receipt: it stays, marked void, with the reason when one is given (shown on the
// receipt and to its payer). A void receipt without a reason may get one later, once
// (firestore.rules, `reciboActualizado`).

/** The change that voids a receipt, `motivo` (trimmed, visible text) when there is one. */
export const anulacion = (motivo?: string) => ({
  estado: 'anulado' as const,
  ...(motivo ? { motivoAnulacion: motivo } : {}),
});

/** The change that gives a void receipt its reason, afterwards. */
export const motivoDeLaAnulacion = (motivo: string) => ({ motivoAnulacion: motivo });
