import { describe, expect, it } from 'vitest';
import { validarPagador } from './validacion';

describe('validarPagador', () => {
  it('accepts a complete payer and only a name', () => {
    expect(
      validarPagador({
        nombre: 'Carla Gómez',
        email: 'carla@ejemplo.es',
        telefono: '+34 600 11 22 33',
        lineas: [{ descripcion: 'Renta mensual', cantidad: 1, precioUnitario: 0 }],
      }),
    ).toEqual({});
    expect(validarPagador({ nombre: 'Ana' })).toEqual({});
  });

  // A phone of 31 characters passed the form and was refused by the rules (a generic error; in an
  // import, its whole commit of 400).
  it('keeps a phone within the 30 characters the rules take', () => {
    expect(validarPagador({ nombre: 'Ana', telefono: `+${'1'.repeat(29)}` })).toEqual({});
    expect(validarPagador({ nombre: 'Ana', telefono: `+${'1'.repeat(30)}` }).telefono).toMatch(/30/);
  });

  it('checks default lines as a receipt’s, with the same messages', () => {
    expect(validarPagador({ nombre: 'Ana', lineas: [{ descripcion: '', cantidad: 0, precioUnitario: -1 }] })).toEqual({
      'lineas.0.descripcion': 'Describe la línea.',
      'lineas.0.cantidad': 'La cantidad debe ser mayor que 0, con dos decimales como máximo.',
      'lineas.0.precioUnitario': 'Escribe un importe válido (por ejemplo 12,50).',
    });
  });
});
