import { largoVisible as largo } from 'shared-firebase';
import { totalRecibo } from './dinero';
import { METODOS_PAGO, MONEDAS, type ReciboInput } from './types';

export const LIMITES = {
  nombre: 100,
  documento: 30,
  email: 120,
  concepto: 200,
  descripcion: 200,
  notas: 1000,
  lineas: 100,
  cantidadMax: 1_000_000,
  precioMax: 100_000_000_00, // 100 million in cents
  etiquetas: 20,
} as const;

export type ErroresRecibo = Partial<Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** The form's checks; firestore.rules enforce the same limits. Keys are field paths. */
export function validarRecibo(r: ReciboInput): ErroresRecibo {
  const e: ErroresRecibo = {};
  if (!FECHA.test(r.fecha) || Number.isNaN(Date.parse(`${r.fecha}T00:00:00Z`))) e.fecha = 'Indica una fecha válida.';
  if (!r.emisor.nombre.trim()) e['emisor.nombre'] = 'Indica quién emite el recibo.';
  else if (largo(r.emisor.nombre.trim()) > LIMITES.nombre) e['emisor.nombre'] = `Máximo ${LIMITES.nombre} caracteres.`;
  if (largo(r.emisor.documento?.trim() ?? '') > LIMITES.documento)
    e['emisor.documento'] = `Máximo ${LIMITES.documento} caracteres.`;
  if (!r.pagador.nombre.trim()) e['pagador.nombre'] = 'El nombre del pagador es obligatorio.';
  else if (largo(r.pagador.nombre.trim()) > LIMITES.nombre)
    e['pagador.nombre'] = `Máximo ${LIMITES.nombre} caracteres.`;
  if (largo(r.pagador.documento?.trim() ?? '') > LIMITES.documento)
    e['pagador.documento'] = `Máximo ${LIMITES.documento} caracteres.`;
  const email = r.pagador.email?.trim() ?? '';
  if (email && (!EMAIL.test(email) || largo(email) > LIMITES.email))
    e['pagador.email'] = 'Escribe un correo electrónico válido.';
  if (!r.concepto.trim()) e.concepto = 'El concepto es obligatorio.';
  else if (largo(r.concepto.trim()) > LIMITES.concepto) e.concepto = `Máximo ${LIMITES.concepto} caracteres.`;
  if (largo(r.notas) > LIMITES.notas) e.notas = `Máximo ${LIMITES.notas} caracteres.`;
  if (!MONEDAS.includes(r.moneda)) e.moneda = 'Elige una moneda.';
  if (!METODOS_PAGO.includes(r.metodoPago)) e.metodoPago = 'Elige un método de pago.';
  if (r.lineas.length === 0) e.lineas = 'Añade al menos una línea.';
  if (r.lineas.length > LIMITES.lineas) e.lineas = `Como máximo ${LIMITES.lineas} líneas.`;
  r.lineas.forEach((linea, i) => {
    if (!linea.descripcion.trim()) e[`lineas.${i}.descripcion`] = 'Describe la línea.';
    else if (largo(linea.descripcion.trim()) > LIMITES.descripcion)
      e[`lineas.${i}.descripcion`] = `Máximo ${LIMITES.descripcion} caracteres.`;
    if (
      !(linea.cantidad > 0) ||
      linea.cantidad > LIMITES.cantidadMax ||
      Math.round(linea.cantidad * 100) !== linea.cantidad * 100
    ) {
      e[`lineas.${i}.cantidad`] = 'Cantidad mayor que 0, con dos decimales como máximo.';
    }
    if (
      !Number.isInteger(linea.precioUnitario) ||
      linea.precioUnitario < 0 ||
      linea.precioUnitario > LIMITES.precioMax
    ) {
      e[`lineas.${i}.precioUnitario`] = 'Escribe un importe válido (por ejemplo 12,50).';
    }
  });
  if (r.etiquetas.length > LIMITES.etiquetas) e.etiquetas = `Como máximo ${LIMITES.etiquetas} etiquetas.`;
  if (Object.keys(e).length === 0 && !Number.isSafeInteger(totalRecibo(r.lineas)))
    e.lineas = 'El total es demasiado grande.';
  return e;
}
