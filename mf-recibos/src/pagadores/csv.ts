// Payers read from a CSV file with papaparse (any of , ; or tab, quotes, line breaks in cells,
// a BOM): the app's own export of receipts (one row per receipt, so a payer repeats) or a plain
// list with a header (nombre;email;…). Nothing is written here: the page shows what was read,
// each bad row with its reason, and writes on confirmation.
import Papa from 'papaparse';
import { normalizarTexto } from '../recibos/busqueda';
import type { Pagador, PagadorInput } from './types';
import { validarPagador } from './validacion';

/** At most this many rows per file. */
export const MAX_FILAS = 5000;

/** The headers each field is read from, as written by people (accents and case aside). */
const COLUMNAS = {
  nombre: ['nombre', 'name', 'pagador', 'nombre del pagador', 'razon social'],
  documento: [
    'documento',
    'nif',
    'dni',
    'nie',
    'cif',
    'rut',
    'rfc',
    'cuit',
    'nit',
    'documento fiscal',
    'identificacion fiscal',
  ],
  email: ['email', 'e-mail', 'correo', 'correo electronico', 'correo del pagador', 'mail'],
  telefono: ['telefono', 'movil', 'celular', 'phone', 'tel'],
  direccion: ['direccion', 'domicilio', 'address'],
} as const;

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

export type Lectura = { filas: FilaLeida[] } | { error: string };

/** The same payer: name and tax ID, accents, case and spacing aside. */
const comparable = (texto: string) => normalizarTexto(texto.trim()).replace(/\s+/g, ' ');
export const claveDePagador = (p: { nombre: string; documento?: string }) =>
  `${comparable(p.nombre)}|${comparable(p.documento ?? '')}`;

/** A cell as written: the export's guard against formulas ("'=…") taken off again. */
const celda = (valor: string | undefined) => {
  const texto = (valor ?? '').trim();
  return /^'[=+\-@'\t\r]/.test(texto) ? texto.slice(1) : texto;
};

export function leerCsvDePagadores(texto: string, existentes: readonly Pagador[]): Lectura {
  const leido = Papa.parse<Record<string, string>>(texto.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (cabecera) => normalizarTexto(cabecera.trim()),
  });
  const cabeceras = leido.meta.fields ?? [];
  const columna = Object.fromEntries(
    (Object.keys(COLUMNAS) as Campo[]).map((campo) => [
      campo,
      cabeceras.find((c) => (COLUMNAS[campo] as readonly string[]).includes(c)),
    ]),
  ) as Record<Campo, string | undefined>;
  if (!columna.nombre)
    return {
      error:
        'El archivo no tiene una columna con el nombre del pagador: su primera fila debe nombrar las columnas («Nombre» o «Pagador», y si quieres «Correo», «Documento», «Teléfono», «Dirección»).',
    };
  if (leido.data.length > MAX_FILAS)
    return {
      error: `El archivo tiene ${leido.data.length} filas: como máximo ${MAX_FILAS} por archivo. Divídelo en varios.`,
    };
  const malFormadas = new Map<number, string>();
  for (const e of leido.errors)
    if (e.row !== undefined && e.type !== 'FieldMismatch')
      malFormadas.set(e.row, 'La fila está mal formada (revisa las comillas).');

  const vistos = new Set(existentes.map(claveDePagador));
  const filas = leido.data.map((fila, i): FilaLeida => {
    const leidos: Partial<Record<Campo, string>> = {};
    for (const campo of Object.keys(COLUMNAS) as Campo[]) {
      const nombre = columna[campo];
      const valor = nombre ? celda(fila[nombre]) : '';
      if (valor) leidos[campo] = valor;
    }
    const pagador: PagadorInput = { ...leidos, nombre: leidos.nombre ?? '' };
    const errores = [...new Set(Object.values(validarPagador(pagador)).filter((m): m is string => Boolean(m)))];
    const malFormada = malFormadas.get(i);
    if (malFormada) errores.unshift(malFormada);
    const clave = claveDePagador(pagador);
    const repetido = errores.length === 0 && vistos.has(clave);
    if (errores.length === 0) vistos.add(clave);
    return { linea: i + 2, pagador, errores, repetido };
  });
  return { filas };
}
