import type { FiltrosRecibos } from './api/recibos';
import { normalizarTexto } from './busqueda';
import { importeParaEditar } from './dinero';
import { formatearFecha, formatearNumero, NOMBRES_METODO } from './formato';
import { mesCompleto } from './periodo';
import type { Recibo } from './types';

const SEPARADOR = ';'; // Spanish spreadsheets use the comma for decimals.
const BOM = '\uFEFF';

/**
 * One CSV cell: quoted when it holds the separator, quotes or line breaks; and a leading
 * =, +, -, @ (or tab / carriage return) is neutralised with an apostrophe so a spreadsheet never
 * runs it as a formula. A value that already starts with an apostrophe gets one too: spreadsheets
 * hide the first one, and "'+1" must not read back as "+1".
 */
/** How a cell a spreadsheet would run as a formula starts (an apostrophe too: see celdaCsv). */
export const INICIO_DE_FORMULA = /^['=+\-@\t\r]/;

export function celdaCsv(valor: string): string {
  let texto = valor;
  if (INICIO_DE_FORMULA.test(texto)) texto = `'${texto}`;
  return /[";\n\r]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

export const CABECERA_CSV = [
  'Número',
  'Fecha',
  'Pagador',
  'Documento',
  'Correo del pagador',
  'Concepto',
  'Método de pago',
  'Estado',
  'Moneda',
  'Total',
  'Etiquetas',
  'Tipo',
  'Inmueble',
  'Periodo desde',
  'Periodo hasta',
];

/**
 * UTF-8 CSV with BOM (so spreadsheets detect the encoding), es-ES dates and decimals. Labels by
 * name (`nombreDeEtiqueta`), as the list shows them; one deleted since is left out.
 */
export function recibosACsv(
  recibos: readonly Recibo[],
  nombreDeEtiqueta: (id: string) => string | undefined = () => undefined,
): string {
  const filas = recibos.map((r) => [
    formatearNumero(r.numero, r.fecha),
    formatearFecha(r.fecha, 'corta'),
    r.pagador.nombre,
    r.pagador.documento ?? '',
    r.pagador.email ?? '',
    r.concepto,
    NOMBRES_METODO[r.metodoPago] ?? r.metodoPago,
    r.estado === 'anulado' ? 'Anulado' : 'Emitido',
    r.moneda,
    importeParaEditar(r.total, r.moneda),
    r.etiquetas
      .map(nombreDeEtiqueta)
      .filter((nombre): nombre is string => Boolean(nombre))
      .join(', '),
    r.alquiler ? 'Alquiler' : 'General',
    r.alquiler?.inmueble ?? '',
    r.alquiler ? formatearFecha(r.alquiler.desde, 'corta') : '',
    r.alquiler ? formatearFecha(r.alquiler.hasta, 'corta') : '',
  ]);
  return csvDeFilas([CABECERA_CSV, ...filas]);
}

/** Rows as the app's CSV files are written: UTF-8 with BOM, `;`, CRLF, every cell made safe. */
export function csvDeFilas(filas: ReadonlyArray<readonly string[]>): string {
  return BOM + filas.map((fila) => fila.map(celdaCsv).join(SEPARADOR)).join('\r\n');
}

/** A file name's part: lower case, no accents, words joined by hyphens (at most 40 characters). */
export const enNombre = (texto: string) =>
  normalizarTexto(texto)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');

/**
 * The export's file name says what it holds: its dates (a whole month as 2026-11; otherwise the
 * range, or today's date when none), then each filter: recibos-2026-11-etiqueta-alquiler.csv.
 */
export function nombreDelCsv(filtros: FiltrosRecibos, nombreEtiqueta: string | undefined, hoy: string): string {
  const { desde, hasta } = filtros;
  const mes = desde && hasta ? mesCompleto(desde, hasta) : null;
  const fechas = mes ? mes : desde || hasta ? `${desde ?? 'inicio'}_${hasta ?? 'hoy'}` : hoy;
  const partes = [
    'recibos',
    fechas,
    filtros.etiqueta ? `etiqueta-${enNombre(nombreEtiqueta ?? '') || 'borrada'}` : '',
    filtros.estado === 'anulado' ? 'anulados' : filtros.estado === 'emitido' ? 'emitidos' : '',
    filtros.texto && enNombre(filtros.texto) ? `busqueda-${enNombre(filtros.texto)}` : '',
  ];
  return `${partes.filter(Boolean).join('-')}.csv`;
}
