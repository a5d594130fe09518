import { describe, expect, it } from 'vitest';
import type { ReciboInput } from './types';
import { validarRecibo } from './validacion';

const valido: ReciboInput = {
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto', email: 'beto@ejemplo.es' },
  concepto: 'Marzo',
  lineas: [{ descripcion: 'Clase', cantidad: 1.5, precioUnitario: 2500 }],
  moneda: 'EUR',
  metodoPago: 'bizum',
  etiquetas: [],
  notas: '',
};

describe('validarRecibo', () => {
  it('accepts a complete receipt', () => {
    expect(validarRecibo(valido)).toEqual({});
  });

  it.each([
    ['pagador.nombre', { pagador: { nombre: '  ' } }],
    ['pagador.email', { pagador: { nombre: 'B', email: 'no-es-correo' } }],
    ['concepto', { concepto: '' }],
    ['fecha', { fecha: '2026-13-45' }],
    ['lineas', { lineas: [] }],
    ['lineas', { lineas: Array(101).fill(valido.lineas[0]) }],
    ['lineas.0.cantidad', { lineas: [{ descripcion: 'x', cantidad: 0, precioUnitario: 1 }] }],
    ['lineas.0.cantidad', { lineas: [{ descripcion: 'x', cantidad: 1.234, precioUnitario: 1 }] }],
    ['lineas.0.precioUnitario', { lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: -1 }] }],
    ['lineas.0.descripcion', { lineas: [{ descripcion: '', cantidad: 1, precioUnitario: 1 }] }],
    ['notas', { notas: 'n'.repeat(1001) }],
    ['pagador.nombre', { pagador: { nombre: '<script>'.repeat(20) } }],
  ])('refuses %s', (campo, cambio) => {
    expect(validarRecibo({ ...valido, ...cambio } as ReciboInput)[campo]).toBeTruthy();
  });

  it('allows exactly 100 lines', () => {
    expect(validarRecibo({ ...valido, lineas: Array(100).fill(valido.lineas[0]) })).toEqual({});
  });
});
