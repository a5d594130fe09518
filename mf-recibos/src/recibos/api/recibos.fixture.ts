// Test fixture for the emulator tests that drive this data module: a receipt as the form sends
// it, and a receipt as stored now.
import type { ReciboInput } from '../types';
import { obtenerRecibo } from './recibos';

/** An ordinary one-line receipt with concept `concepto`. */
export const entrada = (concepto: string): ReciboInput => ({
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana Emisora' },
  pagador: { nombre: 'Beto Pagador' },
  concepto,
  lineas: [{ descripcion: 'Clase', cantidad: 1, precioUnitario: 1000 }],
  moneda: 'EUR',
  metodoPago: 'transferencia',
  etiquetas: [],
  notas: '',
});

/** Receipt `id` as stored now (the caller's), or a failure if it does not exist. */
export async function actual(id: string) {
  const recibo = await obtenerRecibo(id);
  if (!recibo) throw new Error(`falta el recibo ${id}`);
  return recibo;
}
