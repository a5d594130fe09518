import { importeParaEditar } from './dinero';
import { formatearFecha, formatearNumero, NOMBRES_METODO } from './formato';
import type { Recibo } from './types';

const SEPARADOR = ';'; // Spanish spreadsheets use the comma for decimals.
const BOM = '\uFEFF';

/**
 * One CSV cell: quoted when it holds the separator, quotes or line breaks; and a leading
 * =, +, -, @ (or tab / carriage return) is neutralised with an apostrophe so a spreadsheet never
 * runs it as a formula. A value that already starts with an apostrophe gets one too: spreadsheets
 * hide the first one, and "'+1" must not read back as "+1".
 */
export function celdaCsv(valor: string): string {
  let texto = valor;
  if (/^['=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return /[";\n\r]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

export const CABECERA_CSV = [
  'Número',
  'Fecha',
  'Pagador',
  'Documento',
  'Concepto',
  'Método de pago',
  'Estado',
  'Moneda',
  'Total',
];

/** UTF-8 CSV with BOM (so spreadsheets detect the encoding), es-ES dates and decimals. */
export function recibosACsv(recibos: readonly Recibo[]): string {
  const filas = recibos.map((r) => [
    formatearNumero(r.numero, r.fecha),
    formatearFecha(r.fecha, 'corta'),
    r.pagador.nombre,
    r.pagador.documento ?? '',
    r.concepto,
    NOMBRES_METODO[r.metodoPago] ?? r.metodoPago,
    r.estado === 'anulado' ? 'Anulado' : 'Emitido',
    r.moneda,
    importeParaEditar(r.total, r.moneda),
  ]);
  return BOM + [CABECERA_CSV, ...filas].map((fila) => fila.map(celdaCsv).join(SEPARADOR)).join('\r\n');
}
