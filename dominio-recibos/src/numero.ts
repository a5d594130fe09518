// A receipt's number as people see it: on the document, the payer's page, the registry of its
// link and the admin's search.

/** R-<year of the receipt's date>-0001 (four digits at least). */
export function formatearNumero(numero: number, fecha: string): string {
  return `R-${fecha.slice(0, 4)}-${String(numero).padStart(4, '0')}`;
}
