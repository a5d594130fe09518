// Payers read from a CSV file with papaparse (any of , ; or tab, quotes, line breaks in cells,
// a BOM): the app's own export of receipts (one row per receipt, so a payer repeats) or a plain
// list with a header (nombre;email;…). Nothing is written here: the page shows what was read,
// each bad row with its reason, and writes on confirmation.
import Papa from 'papaparse';
import { normalizarTexto } from '../recibos/busqueda';
import { INICIO_DE_FORMULA } from '../recibos/csv';
import { parseImporte } from '../recibos/dinero';
import { errorDelDocumento, escritoComoRut, rutNormalizado } from '../recibos/identificacion';
import type { Pagador, PagadorInput } from './types';
import { validarPagador } from './validacion';

/** At most this many rows per file (the app's export has one per receipt, so payers repeat). */
export const MAX_FILAS = 20_000;

/**
 * The headers each field is read from, as Spanish and Chilean sheets write them (accents, case
 * and the spaces around a «/» aside).
 */
const COLUMNAS = {
  nombre: [
    'nombre',
    'name',
    'pagador',
    'nombre del pagador',
    'razon social',
    'nombre y apellidos',
    'nombre completo',
    'inquilino',
    'inquilina',
    'arrendatario',
    'arrendataria',
    'socio',
    'socia',
    'cliente',
  ],
  documento: [
    'documento',
    'nif',
    'dni',
    'nie',
    'cif',
    'dni/nie',
    'nif/nie',
    'nie/dni',
    'nif/cif',
    'rut',
    'run',
    'rfc',
    'cuit',
    'nit',
    'documento fiscal',
    'identificacion fiscal',
    'documento de identidad',
  ],
  email: ['email', 'e-mail', 'correo', 'correo electronico', 'correo del pagador', 'mail'],
  telefono: ['telefono', 'movil', 'telefono movil', 'celular', 'whatsapp', 'phone', 'tel'],
  direccion: ['direccion', 'domicilio', 'address'],
} as const;

/** A rent's or a fee's column: the amount of the line a payer's receipts start with. */
const COLUMNAS_DE_IMPORTE = ['renta', 'renta mensual', 'alquiler', 'cuota', 'cuota mensual', 'mensualidad', 'importe'];

/** A header as compared: accents, case and the spaces around a «/» aside. */
const cabeceraComparable = (texto: string) => normalizarTexto(texto.trim()).replace(/\s*\/\s*/g, '/');

type Campo = keyof typeof COLUMNAS;

export interface FilaLeida {
  /** Its line in the file (the header is line 1). */
  linea: number;
  pagador: PagadorInput;
  /** Why it cannot be imported; none when it can. */
  errores: string[];
  /** Already among the payers, or earlier in the file: skipped, not an error. */
  repetido: boolean;
}

/**
 * The rows read, and the columns of the file that are not imported (as written in its header),
 * said before anything is written.
 */
export type Lectura =
  | {
      filas: FilaLeida[];
      ignoradas: string[];
      /** The rent's or fee's column, read as each payer's first line, if the file has one. */
      columnaDeImporte: string | null;
    }
  | { error: string };

/** The same payer: name and tax ID, accents, case and spacing aside. */
const comparable = (texto: string) => normalizarTexto(texto.trim()).replace(/\s+/g, ' ');
export const claveDePagador = (p: { nombre: string; documento?: string }) =>
  `${comparable(p.nombre)}|${comparable(p.documento ?? '')}`;

/** A cell as written: the export's guard against formulas ("'=…") taken off again. */
const celda = (valor: string | undefined) => {
  const texto = (valor ?? '').trim();
  return texto.startsWith("'") && INICIO_DE_FORMULA.test(texto.slice(1)) ? texto.slice(1) : texto;
};

/**
 * A file's text: UTF-8 (with or without BOM), or else Windows-1252, as Excel in Spanish saves a
 * «CSV (delimitado por comas)» (a UTF-8 reading of it would turn «Gómez» into «G�mez» silently).
 */
export function textoDelArchivo(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator the header line uses: ; or tab or , (none: a single column, never split). */
function separadorDe(cabecera: string): string {
  if (cabecera.includes(';')) return ';';
  if (cabecera.includes('\t')) return '\t';
  if (cabecera.includes(',')) return ',';
  return Papa.RECORD_SEP;
}

export function leerCsvDePagadores(texto: string, existentes: readonly Pagador[]): Lectura {
  const limpio = texto.replace(/^\uFEFF/, '');
  // Each record with the line it starts on (a quoted cell may hold line breaks) and its own errors.
  const registros: { celdas: string[]; linea: number; errores: Papa.ParseError[] }[] = [];
  let desde = 0;
  let linea = 1;
  Papa.parse<string[]>(limpio, {
    delimiter: separadorDe(limpio.split(/\r?\n/, 1)[0] ?? ''),
    step: (resultado) => {
      registros.push({ celdas: resultado.data, linea, errores: resultado.errors });
      // The cursor is past the record's own line break: the next one starts on the line after.
      const hasta = resultado.meta.cursor;
      linea += (limpio.slice(desde, hasta).match(/\n/g) ?? []).length;
      desde = hasta;
    },
  });
  const conTexto = registros.filter((r) => r.celdas.some((c) => c.trim()));
  const [cabecera, ...datos] = conTexto;
  const escritas = (cabecera?.celdas ?? []).map((c) => c.trim());
  const cabeceras = escritas.map(cabeceraComparable);
  const columna = Object.fromEntries(
    (Object.keys(COLUMNAS) as Campo[]).map((campo) => [
      campo,
      cabeceras.findIndex((c) => (COLUMNAS[campo] as readonly string[]).includes(c)),
    ]),
  ) as Record<Campo, number>;
  const importe = cabeceras.findIndex((c) => COLUMNAS_DE_IMPORTE.includes(c));
  const usadas = new Set([...Object.values(columna), importe]);
  const ignoradas = escritas.filter((c, i) => c && !usadas.has(i));
  // A column named RUT (or RUN) holds RUTs however written; elsewhere, one written with dots.
  const deRuts = columna.documento >= 0 && ['rut', 'run'].includes(cabeceras[columna.documento] ?? '');
  if (columna.nombre < 0)
    return {
      error:
        'El archivo no tiene una columna con el nombre del pagador: su primera fila debe nombrar las columnas («Nombre» o «Pagador», y si quieres «Correo», «Documento», «Teléfono», «Dirección»).',
    };
  if (datos.length > MAX_FILAS)
    return {
      error: `El archivo tiene ${datos.length} filas: como máximo ${MAX_FILAS} por archivo. Divídelo en varios.`,
    };

  const vistos = new Set(existentes.map(claveDePagador));
  const filas = datos.map(({ celdas, linea, errores: delParser }): FilaLeida => {
    const leidos: Partial<Record<Campo, string>> = {};
    for (const campo of Object.keys(COLUMNAS) as Campo[]) {
      const valor = columna[campo] >= 0 ? celda(celdas[columna[campo]]) : '';
      if (valor) leidos[campo] = valor;
    }
    const pagador: PagadorInput = { ...leidos, nombre: leidos.nombre ?? '' };
    const previos: string[] = [];
    const documento = pagador.documento;
    if (documento && (deRuts ? escritoComoRut(documento) : /\./.test(documento) && escritoComoRut(documento))) {
      const error = errorDelDocumento(documento, 'CL');
      if (error) previos.push(error);
      else pagador.documento = rutNormalizado(documento) ?? documento;
    }
    const cuota = importe >= 0 ? celda(celdas[importe]) : '';
    if (cuota) {
      const precioUnitario = parseImporte(cuota);
      if (precioUnitario === null)
        previos.push(`«${cuota}» no es un importe válido en la columna «${escritas[importe]}».`);
      else pagador.lineas = [{ descripcion: escritas[importe] ?? 'Cuota', cantidad: 1, precioUnitario }];
    }
    const errores = [
      ...new Set([...previos, ...Object.values(validarPagador(pagador)).filter((m): m is string => Boolean(m))]),
    ];
    if (celdas.slice(cabeceras.length).some((c) => c.trim()))
      errores.unshift('La fila tiene más columnas que la cabecera: revisa el separador o las comillas.');
    if (delParser.length > 0) errores.unshift('La fila está mal formada: revisa las comillas.');
    const clave = claveDePagador(pagador);
    const repetido = errores.length === 0 && vistos.has(clave);
    if (errores.length === 0) vistos.add(clave);
    return { linea, pagador, errores, repetido };
  });
  return { filas, ignoradas, columnaDeImporte: importe >= 0 ? (escritas[importe] ?? null) : null };
}
