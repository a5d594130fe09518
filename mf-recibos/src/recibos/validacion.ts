import { anioDeLaSerie, formatearNumero } from 'dominio-recibos';
import { perezoso } from 'shared-firebase/perezoso';
import { EMAIL_VALIDO, excesoDeLargo, mensajeDeLargo, recortar, tieneTextoVisible } from 'shared-firebase/texto';
import {
  CANTIDAD_MAX,
  formatearImporte,
  importeExpresable,
  importeLinea,
  PRECIO_MAX,
  SIN_DECIMALES,
  TOTAL_MAX,
  totalRecibo,
} from './dinero';
import { firmaValida } from './firma';
import { errorDelDocumento, paisDeLaMoneda } from './identificacion';
import { ultimoDia } from './periodo';
import { METODOS_PAGO, MONEDAS, type Moneda, type ReciboInput } from './types';

/**
 * An address (trimmed) the forms accept: well formed and within `max`, counted as the rules count.
 * Here, not in shared-firebase/texto: a new export of a shared entry would need the shell deployed
 * before this remote.
 */
export const correoValido = (email: string, max: number): boolean =>
  EMAIL_VALIDO.test(email) && excesoDeLargo(email, max) === null;

export const LIMITES = {
  nombre: 100,
  documento: 30,
  direccion: 420,
  contacto: 160,
  email: 120,
  concepto: 200,
  descripcion: 200,
  notas: 1000,
  motivo: 200,
  inmueble: 200,
  // Digits and symbols, one UTF-16 unit each (firestore.rules' validTelefono): every phone of the app.
  telefono: 30,
  // firestore.rules check every line by index and the total as their sum within their budget
  // of 1,000 expressions per document: 5 lines is what fits with a margin
  // (docs/decisiones/009-cinco-lineas-por-recibo.md).
  lineas: 5,
  etiquetas: 20,
} as const;

export type ErroresRecibo = Partial<Record<string, string>>;

/** Digits, spaces, + ( ) . -: "+34 600 12 34 56", "(91) 123-45-67" (firestore.rules, same pattern). */
export const TELEFONO = /^\+?[0-9][0-9 ().-]{3,28}[0-9]$/;
export const MENSAJE_TELEFONO = 'Escribe un teléfono con números (por ejemplo +34 600 12 34 56).';

const FECHA = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not; firestore.rules' `validFecha`). */
export function fechaValida(fecha: string): boolean {
  const m = FECHA.exec(fecha);
  if (!m) return false;
  return Number(m[3]) <= ultimoDia(Number(m[1]), Number(m[2]));
}

/** Over 0, at most two decimals, tolerating binary fractions (0.29 × 100 is 28.999999999999996). */
function cantidadConDecimalesValidos(cantidad: number): boolean {
  return Number.isFinite(cantidad) && cantidad > 0 && Math.abs(cantidad * 100 - Math.round(cantidad * 100)) < 1e-6;
}

const enteroEs = perezoso(() => new Intl.NumberFormat('es-ES'));

/** The line messages name the limit they enforce, in the receipt's currency. */
export const mensajesDinero = {
  cantidad: 'La cantidad debe ser mayor que 0, con dos decimales como máximo.',
  get cantidadMax() {
    return `La cantidad no puede superar ${enteroEs().format(CANTIDAD_MAX)}.`;
  },
  /** With an example written as that currency is (pesos chilenos have no cents). */
  precio: (moneda: string) =>
    `Escribe un importe válido (por ejemplo ${SIN_DECIMALES.has(moneda) ? '15.000' : '12,50'}).`,
  precioMax: (moneda: string) => `El precio no puede superar ${formatearImporte(PRECIO_MAX, moneda)}.`,
  totalCero: 'El total debe ser mayor que 0: un recibo acredita un pago recibido.',
  totalMax: (moneda: string) => `El total no puede superar ${formatearImporte(TOTAL_MAX, moneda)}.`,
  sinDecimales: (moneda: string) => `En ${moneda} los importes no llevan decimales: escribe un número entero.`,
  importeSinDecimales: (moneda: string) =>
    `En ${moneda} el importe de la línea debe ser un número entero: cambia la cantidad o el precio.`,
};

/** A required text: something visible, within its limit. */
function obligatorio(e: ErroresRecibo, campo: string, texto: string, max: number, vacio: string) {
  const limpio = recortar(texto);
  const exceso = excesoDeLargo(limpio, max);
  if (!tieneTextoVisible(limpio)) e[campo] = vacio;
  else if (exceso) e[campo] = mensajeDeLargo(exceso, max);
}

/** An optional text: nothing visible means absent; otherwise within its limit. */
function opcional(e: ErroresRecibo, campo: string, texto: string | undefined, max: number) {
  const limpio = recortar(texto ?? '');
  const exceso = tieneTextoVisible(limpio) ? excesoDeLargo(limpio, max) : null;
  if (exceso) e[campo] = mensajeDeLargo(exceso, max);
}

/** A void receipt's reason: visible text within its limit. The message, or null when it is fine. */
export function validarMotivo(texto: string): string | null {
  const limpio = recortar(texto);
  if (!tieneTextoVisible(limpio)) return 'Escribe el motivo de la anulación.';
  const exceso = excesoDeLargo(limpio, LIMITES.motivo);
  return exceso ? mensajeDeLargo(exceso, LIMITES.motivo) : null;
}

/**
 * The form's checks; firestore.rules enforce the same limits. Keys are field paths. `emitido`:
 * the receipt being edited, whose date stays in the year of its series (its number is that year's).
 */
export function validarRecibo(r: ReciboInput, emitido?: { numero: number; fecha: string }): ErroresRecibo {
  const e: ErroresRecibo = {};
  if (!fechaValida(r.fecha)) e.fecha = 'Indica una fecha válida.';
  else if (emitido && anioDeLaSerie(r.fecha) !== anioDeLaSerie(emitido.fecha)) {
    const anio = anioDeLaSerie(emitido.fecha);
    e.fecha = `El número ${formatearNumero(emitido.numero, emitido.fecha)} es de la serie de ${anio}: la fecha debe ser de ${anio}. Para otro año, anula este recibo y emite uno nuevo.`;
  }
  obligatorio(e, 'emisor.nombre', r.emisor.nombre, LIMITES.nombre, 'Indica quién emite el recibo.');
  opcional(e, 'emisor.documento', r.emisor.documento, LIMITES.documento);
  opcional(e, 'emisor.direccion', r.emisor.direccion, LIMITES.direccion);
  opcional(e, 'emisor.contacto', r.emisor.contacto, LIMITES.contacto);
  obligatorio(e, 'pagador.nombre', r.pagador.nombre, LIMITES.nombre, 'El nombre del pagador es obligatorio.');
  opcional(e, 'pagador.documento', r.pagador.documento, LIMITES.documento);
  const pais = paisDeLaMoneda(r.moneda);
  for (const campo of ['emisor', 'pagador'] as const) {
    const error = e[`${campo}.documento`] ? null : errorDelDocumento(r[campo].documento ?? '', pais);
    if (error) e[`${campo}.documento`] = error;
  }
  const email = recortar(r.pagador.email ?? '');
  if (email && !correoValido(email, LIMITES.email)) e['pagador.email'] = 'Escribe un correo electrónico válido.';
  const telefono = recortar(r.pagador.telefono ?? '');
  if (telefono.length > LIMITES.telefono)
    e['pagador.telefono'] = `El teléfono no puede superar ${LIMITES.telefono} caracteres.`;
  else if (telefono && !TELEFONO.test(telefono)) e['pagador.telefono'] = MENSAJE_TELEFONO;
  obligatorio(e, 'concepto', r.concepto, LIMITES.concepto, 'El concepto es obligatorio.');
  const excesoNotas = excesoDeLargo(recortar(r.notas), LIMITES.notas);
  if (excesoNotas) e.notas = mensajeDeLargo(excesoNotas, LIMITES.notas);
  if (!MONEDAS.includes(r.moneda)) e.moneda = 'Elige una moneda.';
  const moneda = MONEDAS.includes(r.moneda) ? r.moneda : 'EUR';
  if (!METODOS_PAGO.includes(r.metodoPago)) e.metodoPago = 'Elige un método de pago.';
  Object.assign(e, validarLineas(r.lineas, moneda));
  if (r.alquiler) {
    const { inmueble, desde, hasta } = r.alquiler;
    obligatorio(e, 'alquiler.inmueble', inmueble, LIMITES.inmueble, 'Indica la dirección del inmueble.');
    if (!fechaValida(desde)) e['alquiler.desde'] = 'Indica desde qué día cubre el pago.';
    if (!fechaValida(hasta)) e['alquiler.hasta'] = 'Indica hasta qué día cubre el pago.';
    else if (fechaValida(desde) && hasta < desde)
      e['alquiler.hasta'] = 'El periodo termina antes de empezar: revisa las fechas.';
  }
  if (r.emisor.firma !== undefined && !firmaValida(r.emisor.firma))
    e['emisor.firma'] = 'La firma guardada no es válida: vuelve a firmar en los datos del emisor.';
  if (r.etiquetas.length > LIMITES.etiquetas) e.etiquetas = `Como máximo ${LIMITES.etiquetas} etiquetas.`;
  const lineasConErrores = Object.keys(e).some((campo) => /^lineas\b/.test(campo));
  if (!lineasConErrores) {
    const total = totalRecibo(r.lineas);
    if (total <= 0n) e.total = mensajesDinero.totalCero;
    else if (total > BigInt(TOTAL_MAX)) e.total = mensajesDinero.totalMax(moneda);
  }
  return e;
}

/**
 * A receipt's lines, each as the receipt's check has it (a payer's default lines are checked with
 * it too): how many, and each one's description, quantity and price in `moneda`.
 */
export function validarLineas(lineas: ReciboInput['lineas'], moneda: Moneda): ErroresRecibo {
  const e: ErroresRecibo = {};
  if (lineas.length === 0) e.lineas = 'Añade al menos una línea.';
  if (lineas.length > LIMITES.lineas) e.lineas = `Como máximo ${LIMITES.lineas} líneas.`;
  lineas.forEach((linea, i) => {
    obligatorio(e, `lineas.${i}.descripcion`, linea.descripcion, LIMITES.descripcion, 'Describe la línea.');
    if (!cantidadConDecimalesValidos(linea.cantidad)) e[`lineas.${i}.cantidad`] = mensajesDinero.cantidad;
    else if (linea.cantidad > CANTIDAD_MAX) e[`lineas.${i}.cantidad`] = mensajesDinero.cantidadMax;
    if (!Number.isInteger(linea.precioUnitario) || linea.precioUnitario < 0)
      e[`lineas.${i}.precioUnitario`] = mensajesDinero.precio(moneda);
    else if (linea.precioUnitario > PRECIO_MAX) e[`lineas.${i}.precioUnitario`] = mensajesDinero.precioMax(moneda);
    else if (!importeExpresable(linea.precioUnitario, moneda))
      e[`lineas.${i}.precioUnitario`] = mensajesDinero.sinDecimales(moneda);
    else if (
      !e[`lineas.${i}.cantidad`] &&
      !importeExpresable(importeLinea(linea.cantidad, linea.precioUnitario), moneda)
    )
      e[`lineas.${i}.cantidad`] = mensajesDinero.importeSinDecimales(moneda);
  });
  return e;
}
