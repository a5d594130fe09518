import { describe, expect, it } from 'vitest';
import type { ReciboInput } from './types';
import { validarMotivo, validarRecibo } from './validacion';

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

  // Its number belongs to the series of its date's year: R-2026-0008 dated 2027 would read
  // R-2027-0008, a number of another series.
  it('keeps an issued receipt’s date in the year of its series', () => {
    const emitido = { numero: 8, fecha: '2026-11-30' };
    expect(validarRecibo({ ...valido, fecha: '2026-01-02' }, emitido)).toEqual({});
    expect(validarRecibo({ ...valido, fecha: '2027-01-02' }, emitido)).toEqual({
      fecha:
        'El número R-2026-0008 es de la serie de 2026: la fecha debe ser de 2026. Para otro año, anula este recibo y emite uno nuevo.',
    });
    expect(validarRecibo({ ...valido, fecha: '2027-01-02' })).toEqual({});
  });

  it('asks a rent receipt for its property and a period that ends no earlier than it starts', () => {
    const alquiler = { inmueble: 'Calle Mayor 1', desde: '2026-12-01', hasta: '2026-12-31' };
    expect(validarRecibo({ ...valido, alquiler })).toEqual({});
    expect(validarRecibo({ ...valido, alquiler: { ...alquiler, desde: '2026-12-31' } })).toEqual({});
    expect(validarRecibo({ ...valido, alquiler: { inmueble: ' \u200b', desde: '', hasta: '2026-02-30' } })).toEqual({
      'alquiler.inmueble': 'Indica la dirección del inmueble.',
      'alquiler.desde': 'Indica desde qué día cubre el pago.',
      'alquiler.hasta': 'Indica hasta qué día cubre el pago.',
    });
    expect(validarRecibo({ ...valido, alquiler: { ...alquiler, hasta: '2026-11-30' } })).toEqual({
      'alquiler.hasta': 'El periodo termina antes de empezar: revisa las fechas.',
    });
    expect(
      validarRecibo({ ...valido, alquiler: { ...alquiler, inmueble: 'x'.repeat(201) } })['alquiler.inmueble'],
    ).toMatch(/200/);
    expect(validarRecibo({ ...valido, emisor: { nombre: 'Ana', firma: '<svg/>' } })).toEqual({
      'emisor.firma': 'La firma guardada no es válida: vuelve a firmar en los datos del emisor.',
    });
  });

  // A Chilean payer's RUT with a wrong check digit was taken as typed.
  it('checks a tax ID by the check digit of the currency’s country', () => {
    expect(validarRecibo({ ...valido, emisor: { nombre: 'Ana', documento: '12345678A' } })).toEqual({
      'emisor.documento':
        'Este NIF, NIE o CIF no es válido: revisa la letra o el dígito de control (por ejemplo 12345678Z).',
    });
    const chileno = {
      ...valido,
      moneda: 'CLP' as const,
      lineas: [{ descripcion: 'Cuota', cantidad: 1, precioUnitario: 1_500_000 }],
    };
    expect(validarRecibo({ ...chileno, pagador: { nombre: 'Beto', documento: '12.345.678-5' } })).toEqual({});
    expect(validarRecibo({ ...chileno, pagador: { nombre: 'Beto', documento: '12.345.678-0' } })).toEqual({
      'pagador.documento': 'Este RUT no es válido: revisa el dígito verificador (por ejemplo 12.345.678-5).',
    });
  });

  // "12990,50" CLP was once stored as cents, shown as 12.991 and summed to 38.972.
  it('refuses fractions of a currency with no minor unit, and says which', () => {
    const clp = (cantidad: number, precioUnitario: number) =>
      validarRecibo({ ...valido, moneda: 'CLP', lineas: [{ descripcion: 'Clase', cantidad, precioUnitario }] });
    expect(clp(3, 1_299_050)).toEqual({
      'lineas.0.precioUnitario': 'En CLP los importes no llevan decimales: escribe un número entero.',
    });
    expect(clp(1.5, 1_299_100)).toEqual({
      'lineas.0.cantidad': 'En CLP el importe de la línea debe ser un número entero: cambia la cantidad o el precio.',
    });
    expect(clp(1.5, 1_299_000)).toEqual({});
    // A price that is no amount gets an example in whole pesos, not one with cents.
    expect(clp(1, -1)).toEqual({ 'lineas.0.precioUnitario': 'Escribe un importe válido (por ejemplo 15.000).' });
  });

  it.each([
    ['pagador.nombre', { pagador: { nombre: '  ' } }],
    ['pagador.email', { pagador: { nombre: 'B', email: 'no-es-correo' } }],
    ['pagador.telefono', { pagador: { nombre: 'B', telefono: 'llámame' } }],
    ['pagador.telefono', { pagador: { nombre: 'B', telefono: `+34 ${'6'.repeat(27)}` } }],
    ['concepto', { concepto: '' }],
    ['fecha', { fecha: '2026-13-45' }],
    ['lineas', { lineas: [] }],
    ['lineas', { lineas: Array(6).fill(valido.lineas[0]) }],
    // Refused by firestore.rules too: dates that are not days, invisible text.
    ['fecha', { fecha: '2026-02-30' }],
    ['fecha', { fecha: '2027-02-29' }],
    ['fecha', { fecha: '9999-99-99' }],
    ['concepto', { concepto: '\u00A0\u200B\u3000' }],
    ['concepto', { concepto: '\u00AD \u00AD' }],
    ['emisor.nombre', { emisor: { nombre: '\u0301' } }],
    ['lineas.0.descripcion', { lineas: [{ descripcion: '\u200B', cantidad: 1, precioUnitario: 1 }] }],
    ['lineas.0.cantidad', { lineas: [{ descripcion: 'x', cantidad: 0.001, precioUnitario: 1 }] }],
    // 101 family emoji are 101 characters, but 808 UTF-16 units: over what the rules allow.
    ['concepto', { concepto: '👩‍👩‍👧'.repeat(101) }],
    ['pagador.email', { pagador: { nombre: 'B', email: 'b\u0001@x.es' } }],
    ['lineas.0.cantidad', { lineas: [{ descripcion: 'x', cantidad: 0, precioUnitario: 1 }] }],
    ['lineas.0.cantidad', { lineas: [{ descripcion: 'x', cantidad: 1.234, precioUnitario: 1 }] }],
    ['lineas.0.precioUnitario', { lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: -1 }] }],
    ['lineas.0.descripcion', { lineas: [{ descripcion: '', cantidad: 1, precioUnitario: 1 }] }],
    ['notas', { notas: 'n'.repeat(1001) }],
    ['pagador.nombre', { pagador: { nombre: '<script>'.repeat(20) } }],
  ])('refuses %s', (campo, cambio) => {
    expect(validarRecibo({ ...valido, ...cambio } as ReciboInput)[campo]).toBeTruthy();
  });

  it('allows exactly 5 lines (what firestore.rules can check line by line)', () => {
    expect(validarRecibo({ ...valido, lineas: Array(5).fill(valido.lineas[0]) })).toEqual({});
  });

  it.each([
    [
      'quantities like 0,29 and 1,15 (binary fractions)',
      {
        lineas: [
          { descripcion: 'x', cantidad: 0.29, precioUnitario: 1 },
          { descripcion: 'y', cantidad: 1.15, precioUnitario: 1 },
        ],
      },
    ],
    ['29 February of a leap year', { fecha: '2024-02-29' }],
    ['a concept of 200 emoji', { concepto: '🧾'.repeat(200) }],
    ['a concept of 25 family emoji', { concepto: '👩‍👩‍👧'.repeat(25) }],
    ['a payer document of only spaces (treated as absent)', { pagador: { nombre: 'Beto', documento: '\u00A0 ' } }],
  ])('accepts %s', (_caso, cambio) => {
    expect(validarRecibo({ ...valido, ...cambio } as ReciboInput)).toEqual({});
  });

  // Limits named in the message; a receipt of 0,00 is not a receipt.
  it.each([
    [
      'a quantity over 1.000.000',
      { lineas: [{ descripcion: 'x', cantidad: 1_000_000.01, precioUnitario: 1 }] },
      'lineas.0.cantidad',
      'La cantidad no puede superar 1.000.000.',
    ],
    [
      'a price of 1.000.000.000',
      { lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: 1_000_000_000_00 }] },
      'lineas.0.precioUnitario',
      'El precio no puede superar 100.000.000,00\u00a0€.',
    ],
    [
      'a price over the limit, in dollars',
      { moneda: 'USD', lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: 100_000_000_01 }] },
      'lineas.0.precioUnitario',
      'El precio no puede superar 100.000.000,00\u00a0US$.',
    ],
    [
      'a total over 1.000.000.000',
      { lineas: [{ descripcion: 'x', cantidad: 11, precioUnitario: 100_000_000_00 }] },
      'total',
      'El total no puede superar 1.000.000.000,00\u00a0€.',
    ],
    [
      'a total of 0,00',
      { lineas: [{ descripcion: 'x', cantidad: 3, precioUnitario: 0 }] },
      'total',
      'El total debe ser mayor que 0: un recibo acredita un pago recibido.',
    ],
    [
      'a total of 0,00 that rounds down (0,01 × 0,49)',
      { lineas: [{ descripcion: 'x', cantidad: 0.01, precioUnitario: 49 }] },
      'total',
      'El total debe ser mayor que 0: un recibo acredita un pago recibido.',
    ],
  ])('refuses %s, naming the limit', (_caso, cambio, campo, mensaje) => {
    expect(validarRecibo({ ...valido, ...cambio } as ReciboInput)[campo]).toBe(mensaje);
  });

  it('accepts the limits themselves', () => {
    const lineas = [
      { descripcion: 'x', cantidad: 1_000_000, precioUnitario: 100_000 },
      { descripcion: 'y', cantidad: 1, precioUnitario: 100_000_000_00 },
      { descripcion: 'z', cantidad: 9, precioUnitario: 100_000_000_00 },
    ];
    // 1.000.000.000 + 100.000.000 + 900.000.000 = 2.000.000.000,00 > the total limit
    expect(validarRecibo({ ...valido, lineas }).total).toBeTruthy();
    // Each line at its limits is accepted: a quantity of 1.000.000, and a price of 100.000.000,00.
    expect(validarRecibo({ ...valido, lineas: lineas.slice(0, 1) })).toEqual({});
    expect(validarRecibo({ ...valido, lineas: lineas.slice(1) })).toEqual({});
  });

  it('names the limit in characters, or says why when composed emoji exceed it', () => {
    expect(validarRecibo({ ...valido, concepto: 'x'.repeat(201) }).concepto).toBe('Máximo 200 caracteres.');
    expect(validarRecibo({ ...valido, concepto: '👩‍👩‍👧'.repeat(101) }).concepto).toMatch(
      /^Demasiado largo: usa menos emojis/,
    );
  });
});

describe('validarMotivo', () => {
  it('asks for a reason with visible text, within 200 characters', () => {
    expect(validarMotivo('Importe equivocado')).toBeNull();
    expect(validarMotivo('')).toBe('Escribe el motivo de la anulación.');
    expect(validarMotivo('   ')).toBe('Escribe el motivo de la anulación.');
    expect(validarMotivo('\u200B')).toBe('Escribe el motivo de la anulación.');
    expect(validarMotivo('x'.repeat(200))).toBeNull();
    expect(validarMotivo('x'.repeat(201))).toMatch(/200/);
  });
});
