// A receipt's number as people see it: on the document, the payer's page, the registry of its
// link and the admin's search.

/** What every receipt's number starts with. */
export const PREFIJO_DEL_NUMERO = 'R-';
/** The number within its year's series is written with at least this many digits. */
export const CIFRAS_DEL_NUMERO = 4;

/** R-<year of the receipt's date>-0001 (firestore.rules' `numeroVisible` is generated from the same constants). */
export function formatearNumero(numero: number, fecha: string): string {
  return `${PREFIJO_DEL_NUMERO}${fecha.slice(0, 4)}-${String(numero).padStart(CIFRAS_DEL_NUMERO, '0')}`;
}
