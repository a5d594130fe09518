// The receipt form's state and how it maps to and from a receipt: what the user types (text)
// becomes a ReciboInput (numbers in cents) only here.

import type { Sugerencia } from '../pagadores/types';
import { normalizarTexto } from './busqueda';
import { formatearImporte, importeLinea, importeParaEditar, parseCantidad, parseImporte, TOTAL_MAX } from './dinero';
import { hoy } from './formato';
import { mesCompleto, periodoDelMes } from './periodo';
import type { Emisor, Linea, MetodoPago, Moneda, Recibo, ReciboInput } from './types';

export interface LineaForm {
  /** Stable identity of the line while editing (React key, focus after adding or removing). */
  clave: number;
  descripcion: string;
  cantidad: string;
  precio: string;
}

export interface EstadoForm {
  fecha: string;
  emisorNombre: string;
  emisorDocumento: string;
  emisorDireccion: string;
  emisorContacto: string;
  pagadorNombre: string;
  pagadorDocumento: string;
  pagadorEmail: string;
  pagadorTelefono: string;
  concepto: string;
  lineas: LineaForm[];
  moneda: Moneda;
  metodoPago: MetodoPago;
  etiquetas: string[];
  notas: string;
  /** A rent receipt has its property and period (types.ts, Alquiler). */
  tipo: 'general' | 'alquiler';
  inmueble: string;
  /** The period as a month (`mes`, YYYY-MM) or as two days (`desde`, `hasta`). */
  periodo: 'mes' | 'fechas';
  mes: string;
  desde: string;
  hasta: string;
  /** Says «He recibido de … la cantidad de … en concepto de …». */
  recibi: boolean;
  /** The issuer's signature the receipt carries ('' for none): not edited here (firma.ts). */
  emisorFirma: string;
}

let ultimaClave = 0;

export function lineaVacia(): LineaForm {
  ultimaClave += 1;
  return { clave: ultimaClave, descripcion: '', cantidad: '1', precio: '' };
}

/** Lines as form text, in `moneda`. */
export const lineasDelForm = (lineas: readonly Linea[], moneda: string): LineaForm[] =>
  lineas.map((l) => ({
    ...lineaVacia(),
    descripcion: l.descripcion,
    cantidad: String(l.cantidad).replace('.', ','),
    precio: importeParaEditar(l.precioUnitario, moneda),
  }));

/**
 * A new receipt (issuer from the saved details, else the account's name) or the receipt being
 * edited, as form text.
 */
/** What a new receipt starts with besides the issuer (the issuer's details, «Al emitir»). */
export interface Preferencias {
  moneda?: Moneda;
  metodoPago?: MetodoPago;
}

export function estadoInicial(
  recibo: Recibo | null,
  emisorPorDefecto: Emisor,
  preferencias: Preferencias = {},
): EstadoForm {
  if (!recibo) {
    return {
      fecha: hoy(),
      emisorNombre: emisorPorDefecto.nombre,
      emisorDocumento: emisorPorDefecto.documento ?? '',
      emisorDireccion: emisorPorDefecto.direccion ?? '',
      emisorContacto: emisorPorDefecto.contacto ?? '',
      pagadorNombre: '',
      pagadorDocumento: '',
      pagadorEmail: '',
      pagadorTelefono: '',
      concepto: '',
      lineas: [lineaVacia()],
      moneda: preferencias.moneda ?? 'EUR',
      metodoPago: preferencias.metodoPago ?? 'transferencia',
      etiquetas: [],
      notas: '',
      tipo: 'general',
      inmueble: '',
      periodo: 'mes',
      mes: hoy().slice(0, 7),
      desde: '',
      hasta: '',
      recibi: false,
      emisorFirma: emisorPorDefecto.firma ?? '',
    };
  }
  const alquiler = recibo.alquiler;
  const mes = alquiler ? mesCompleto(alquiler.desde, alquiler.hasta) : null;
  return {
    fecha: recibo.fecha,
    emisorNombre: recibo.emisor.nombre,
    emisorDocumento: recibo.emisor.documento ?? '',
    emisorDireccion: recibo.emisor.direccion ?? '',
    emisorContacto: recibo.emisor.contacto ?? '',
    ...camposDelContenido(recibo),
    periodo: alquiler && !mes ? 'fechas' : 'mes',
    mes: mes ?? (alquiler?.desde ?? recibo.fecha).slice(0, 7),
    desde: alquiler?.desde ?? '',
    hasta: alquiler?.hasta ?? '',
    emisorFirma: recibo.emisor.firma ?? '',
  };
}

/** What a receipt and a plan's template both hold: who pays, for what, how much and how. */
export type ContenidoDelForm = Pick<
  ReciboInput,
  'pagador' | 'concepto' | 'lineas' | 'moneda' | 'metodoPago' | 'etiquetas' | 'notas' | 'recibi'
> & { alquiler?: { inmueble: string } };

/** The form's fields for that content (a receipt's, or a template's). */
export function camposDelContenido(c: ContenidoDelForm) {
  return {
    pagadorNombre: c.pagador.nombre,
    pagadorDocumento: c.pagador.documento ?? '',
    pagadorEmail: c.pagador.email ?? '',
    pagadorTelefono: c.pagador.telefono ?? '',
    concepto: c.concepto,
    lineas: lineasDelForm(c.lineas, c.moneda),
    moneda: c.moneda,
    metodoPago: c.metodoPago,
    etiquetas: c.etiquetas,
    notas: c.notas,
    tipo: c.alquiler ? 'alquiler' : 'general',
    inmueble: c.alquiler?.inmueble ?? '',
    recibi: c.recibi === true,
  } satisfies Partial<EstadoForm>;
}

/**
 * "Duplicar": a new receipt with the original's issuer, payer, concept, lines, currency, method
 * and labels, dated today, a rent receipt for this month. Its private notes stay with the
 * original; the number comes on save.
 */
export function estadoDeCopia(original: Recibo): EstadoForm {
  const copia = estadoInicial(original, { nombre: '' });
  // Next month's rent: a month becomes today's; a span of days is chosen again.
  const periodo = copia.periodo === 'mes' ? { mes: hoy().slice(0, 7) } : { desde: '', hasta: '' };
  return { ...copia, ...periodo, fecha: hoy(), notas: '' };
}

/** What a chosen payer filled in, to tell later whether the user has changed it since. */
export type Rellenado = Partial<
  Pick<EstadoForm, 'pagadorDocumento' | 'pagadorEmail' | 'pagadorTelefono' | 'concepto' | 'lineas' | 'etiquetas'>
>;

const sinClaves = (lineas: readonly LineaForm[]) => JSON.stringify(lineas.map(({ clave, ...l }) => l));

/** The payer's fields besides the name, and how «Se mantiene…» names each. */
const CAMPOS_DEL_PAGADOR = [
  ['pagadorDocumento', 'documento', 'el documento fiscal'],
  ['pagadorEmail', 'email', 'el correo'],
  ['pagadorTelefono', 'telefono', 'el teléfono'],
] as const;

/**
 * What the form starts with counts as filled, not typed: the payer's details of a copy
 * («Duplicar»), a correction or the receipt being edited belong to that payer, so choosing another
 * one replaces them (one member's tax ID and e-mail went out with another member's receipt).
 */
export function rellenadoInicial(e: EstadoForm): Rellenado {
  return Object.fromEntries(
    CAMPOS_DEL_PAGADOR.filter(([campo]) => e[campo].trim()).map(([campo]) => [campo, e[campo]]),
  );
}

/**
 * The payer's details still as a copy or a choice filled them for `de`, while the name typed now
 * names someone else: «Duplicar», then another name typed by hand, kept the first payer's tax ID
 * and e-mail. The form says which (never clears what may be right: a name's typo fixed).
 */
export function datosDeOtroPagador(e: EstadoForm, rellenado: Rellenado, de: string): string[] {
  const nombre = normalizarTexto(e.pagadorNombre.trim());
  if (!nombre || !de.trim() || nombre === normalizarTexto(de.trim())) return [];
  return CAMPOS_DEL_PAGADOR.filter(([campo]) => e[campo].trim() && rellenado[campo] === e[campo]).map(
    ([, , dicho]) => dicho,
  );
}

/**
 * A payer chosen in the form: its name, and its tax ID, e-mail and phone where the fields are empty or
 * still hold what the previous choice put there (choosing another payer replaces them, never
 * what was typed). On a new receipt (`conPredeterminados`), what its receipts start with too:
 * the concept and lines on the same terms, its currency and method, its labels (those the
 * previous choice added taken out). Returns the change, what it filled, and the payer's details it
 * kept because they were typed by hand and differ from the chosen payer's (the form says so).
 */
export function eleccionDePagador(
  e: EstadoForm,
  p: Sugerencia,
  anterior: Rellenado,
  conPredeterminados: boolean,
): { cambio: Partial<EstadoForm>; rellenado: Rellenado; conservados: string[] } {
  const libre = (vacio: boolean, antes: unknown, ahora: unknown) => vacio || (antes !== undefined && antes === ahora);
  const rellenado: Rellenado = {};
  const cambio: Partial<EstadoForm> = { pagadorNombre: p.nombre };
  const conservados: string[] = [];
  for (const [campo, delPagador, nombre] of CAMPOS_DEL_PAGADOR) {
    if (libre(!e[campo].trim(), anterior[campo], e[campo])) cambio[campo] = rellenado[campo] = p[delPagador] ?? '';
    else if (e[campo].trim() !== (p[delPagador] ?? '').trim()) conservados.push(nombre);
  }
  const d = conPredeterminados ? p.predeterminados : undefined;
  if (!d) return { cambio, rellenado, conservados };
  const moneda = d.moneda ?? e.moneda;
  if (libre(!e.concepto.trim(), anterior.concepto, e.concepto)) cambio.concepto = rellenado.concepto = d.concepto ?? '';
  const sinLineas = e.lineas.every((l) => !l.descripcion.trim() && !l.precio.trim());
  if (libre(sinLineas, anterior.lineas && sinClaves(anterior.lineas), sinClaves(e.lineas))) {
    cambio.lineas = rellenado.lineas = d.lineas?.length ? lineasDelForm(d.lineas, moneda) : [lineaVacia()];
  }
  cambio.moneda = moneda;
  cambio.metodoPago = d.metodoPago ?? e.metodoPago;
  const anteriores = new Set(anterior.etiquetas ?? []);
  const nuevas = (d.etiquetas ?? []).filter((id) => !e.etiquetas.includes(id) || anteriores.has(id));
  cambio.etiquetas = [...new Set([...e.etiquetas.filter((id) => !anteriores.has(id)), ...nuevas])];
  rellenado.etiquetas = nuevas;
  return { cambio, rellenado, conservados };
}

/** Whether the form still holds what it started with (the lines' keys aside). */
export function sinCambios(a: EstadoForm, b: EstadoForm): boolean {
  const sinClaves = (e: EstadoForm) => JSON.stringify({ ...e, lineas: e.lineas.map(({ clave, ...l }) => l) });
  return sinClaves(a) === sinClaves(b);
}

/**
 * What the form holds as a ReciboInput. Text that is not a number becomes a value validarRecibo
 * refuses with the right message (NaN quantity, -1 price).
 */
export function aEntrada(e: EstadoForm): ReciboInput {
  return {
    fecha: e.fecha,
    emisor: {
      nombre: e.emisorNombre,
      documento: e.emisorDocumento,
      direccion: e.emisorDireccion,
      contacto: e.emisorContacto,
      ...(e.emisorFirma ? { firma: e.emisorFirma } : {}),
    },
    pagador: {
      nombre: e.pagadorNombre,
      documento: e.pagadorDocumento,
      email: e.pagadorEmail,
      telefono: e.pagadorTelefono,
    },
    concepto: e.concepto,
    lineas: lineasDeEntrada(e.lineas),
    moneda: e.moneda,
    metodoPago: e.metodoPago,
    etiquetas: e.etiquetas,
    notas: e.notas,
    ...(e.tipo === 'alquiler'
      ? {
          alquiler: {
            inmueble: e.inmueble,
            // A month that is none gives no days: validarRecibo asks for them.
            ...(e.periodo === 'mes'
              ? (periodoDelMes(e.mes) ?? { desde: '', hasta: '' })
              : { desde: e.desde, hasta: e.hasta }),
          },
        }
      : {}),
    ...(e.recibi ? { recibi: true } : {}),
  };
}

/** Lines as typed, as numbers: text that is not one becomes what validarRecibo refuses. */
export const lineasDeEntrada = (lineas: readonly LineaForm[]): Linea[] =>
  lineas.map((l) => ({
    descripcion: l.descripcion,
    cantidad: parseCantidad(l.cantidad) ?? Number.NaN,
    precioUnitario: parseImporte(l.precio) ?? -1,
  }));

/** A line's amount while typing: null until both its quantity and price read as numbers. */
export function importeEnVivo(linea: Pick<LineaForm, 'cantidad' | 'precio'>): bigint | null {
  const cantidad = parseCantidad(linea.cantidad);
  const precio = parseImporte(linea.precio);
  return cantidad === null || precio === null ? null : importeLinea(cantidad, precio);
}

/** The live total: the exact sum of the lines that read as numbers so far. */
export function totalEnVivo(e: Pick<EstadoForm, 'lineas'>): bigint {
  return e.lineas.reduce((suma, linea) => suma + (importeEnVivo(linea) ?? 0n), 0n);
}

/**
 * A price typed with a dot can be read two ways ("1.5" is 1,50; "1.500" is 1.500,00): the form
 * says how it read it, beside the field, rather than guess silently.
 */
export function precioLeido(texto: string, moneda: string): string | null {
  if (!texto.includes('.')) return null;
  const centimos = parseImporte(texto);
  return centimos === null ? null : `Se lee ${formatearImporte(centimos, moneda)}`;
}

/**
 * A live amount as the form shows it: past the receipt's limit, the limit itself ("más de
 * 1.000.000.000,00 €"), not a number nobody can read — the save is refused there anyway.
 */
export function importeAMostrar(centimos: bigint, moneda: string): string {
  return centimos > BigInt(TOTAL_MAX)
    ? `más de ${formatearImporte(TOTAL_MAX, moneda)}`
    : formatearImporte(centimos, moneda);
}
