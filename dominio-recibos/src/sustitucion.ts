// A receipt replaced by another: once a payer may have seen a receipt (it was ever shared), its
// content never changes; a correction is a new receipt that replaces it, issued in the same commit
// that voids it (firestore.rules, `sustitucion`; docs/decisiones/017). Each names the other.
import type { Autor } from './libro';
import { formatearNumero } from './numero';

/** The other receipt of a replacement: its id (for the owner's link) and its number as shown. */
export interface ReferenciaDeRecibo {
  id: string;
  numero: string;
}

/** `recibo` as the other one names it. */
export const referenciaA = (recibo: { id: string; numero: number; fecha: string }): ReferenciaDeRecibo => ({
  id: recibo.id,
  numero: formatearNumero(recibo.numero, recibo.fecha),
});

/**
 * The change that voids a receipt replaced by `nuevo` (issued in the same commit), naming who
 * voided it when not the book's owner.
 */
export const anulacionPorSustitucion = (nuevo: { id: string; numero: number; fecha: string }, anuladoPor?: Autor) => ({
  estado: 'anulado' as const,
  sustituidoPor: referenciaA(nuevo),
  ...(anuladoPor ? { anuladoPor } : {}),
});
