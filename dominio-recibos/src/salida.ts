// A receipt that has left the app: once a copy of it may be in someone's hands, its number names
// that document for ever, so it is only voided or corrected, never edited or deleted
// (docs/decisiones/030). Sharing leaves its own trace (`compartido`, never null again); every
// other way out writes `salida` once, before the copy leaves: the sending function in the same
// transaction that queues the e-mail, the owner's page before it makes the PDF or prints.
// firestore.rules (`reciboActualizado`, delete) read both.

/** How a receipt first left the app, besides sharing. */
export const VIAS_DE_SALIDA = ['correo', 'pdf', 'impresion'] as const;
export type ViaDeSalida = (typeof VIAS_DE_SALIDA)[number];

/** The ways out of a person who reads another's book: they download and print, nothing else. */
export const VIAS_DE_QUIEN_LEE = ['pdf', 'impresion'] as const satisfies readonly ViaDeSalida[];

/**
 * The first way out, and when (`Fecha`: the server's timestamp where it is written); `por`, the
 * person with access to the book who made that copy (the owner's own marks name nobody).
 */
export interface Salida<Fecha = unknown> {
  via: ViaDeSalida;
  en: Fecha;
  por?: string;
}

/** The change that marks a receipt as out of the app (only if it had no mark: the first one stays). */
export const marcaDeSalida = <Fecha>(via: ViaDeSalida, ahora: Fecha, por?: string) => ({
  salida: { via, en: ahora, ...(por ? { por } : {}) } satisfies Salida<Fecha>,
  updatedAt: ahora,
});

/** Who made the first copy, as its owner's page says it: «Ya lo has …», or someone with access. */
export const yaLoHas = (recibo: { salida?: Salida | null }): string =>
  recibo.salida?.por ? 'Una persona con acceso al libro ya lo ha' : 'Ya lo has';

/** Whether a copy of the receipt may be outside the app: then it is only voided or corrected. */
export const haSalido = (recibo: { compartido: unknown; salida?: unknown }): boolean =>
  recibo.compartido != null || recibo.salida != null;

/** How it left, as «Ya lo has …» says it. */
export function comoSalio(recibo: { compartido: unknown; salida?: Salida | null }): string | null {
  if (recibo.compartido != null) return 'compartido';
  switch (recibo.salida?.via) {
    case 'correo':
      return 'enviado por correo';
    case 'pdf':
      return 'descargado en PDF';
    case 'impresion':
      return 'impreso';
    default:
      return null;
  }
}
