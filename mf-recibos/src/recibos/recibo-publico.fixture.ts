import type { ReciboPublico } from './types';

/** A shared receipt's public copy, as recibosPublicos/{token}.snapshot holds it. */
export const reciboPublico = (cambios: Partial<ReciboPublico> = {}): ReciboPublico => ({
  numero: 'R-2026-0007',
  fecha: '2026-10-07',
  emisor: {
    nombre: 'Academia Sol S.L.',
    documento: 'B12345678',
    direccion: 'Calle Mayor 1\n28013 Madrid',
    contacto: 'hola@academiasol.es',
  },
  pagador: { nombre: 'Beto Núñez', documento: '87654321X' },
  concepto: 'Clases de octubre',
  lineas: [
    { descripcion: 'Clase individual', cantidad: 4, precioUnitario: 2500 },
    { descripcion: 'Material', cantidad: 1, precioUnitario: 2000 },
  ],
  total: 12000,
  moneda: 'EUR',
  metodoPago: 'bizum',
  estado: 'emitido',
  ...cambios,
});

export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
