import type { Recibo } from './types';

/** A receipt as the data modules return it, for component tests; `cambios` overrides. */
export const reciboDePrueba = (cambios: Partial<Recibo> = {}): Recibo => ({
  id: 'r1',
  numero: 1,
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto' },
  concepto: 'Marzo',
  lineas: [{ descripcion: 'Clase', cantidad: 1, precioUnitario: 2500 }],
  total: 2500,
  moneda: 'EUR',
  metodoPago: 'bizum',
  estado: 'emitido',
  etiquetas: [],
  notas: '',
  compartido: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...cambios,
});
