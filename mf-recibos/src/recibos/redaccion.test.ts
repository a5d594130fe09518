import { describe, expect, it } from 'vitest';
import { fraseRecibi } from './redaccion';

describe('the «He recibido de…» sentence', () => {
  it('says who paid, how much in words and figures, and for what', () => {
    expect(
      fraseRecibi({ pagador: { nombre: 'Beto Ruiz' }, concepto: 'Cuota anual', total: 1_500_000, moneda: 'CLP' }),
    ).toBe('He recibido de Beto Ruiz la cantidad de quince mil pesos chilenos ($15.000) en concepto de Cuota anual.');
  });

  it('says the span or the day a rent covers', () => {
    const dia = { pagador: { nombre: 'Ana' }, concepto: 'Plaza de garaje', total: 1000, moneda: 'EUR' as const };
    expect(fraseRecibi({ ...dia, alquiler: { inmueble: 'x', desde: '2026-12-01', hasta: '2026-12-15' } })).toMatch(
      /en concepto de Plaza de garaje, correspondiente al periodo del 1 al 15 de diciembre de 2026\.$/,
    );
    expect(fraseRecibi({ ...dia, alquiler: { inmueble: 'x', desde: '2026-12-24', hasta: '2026-12-24' } })).toMatch(
      /, correspondiente al 24 de diciembre de 2026\.$/,
    );
  });

  // «en concepto de Alquiler diciembre 2026, correspondiente a diciembre de 2026» said the month twice.
  it('says the month once when the concept already names it, as a plan’s «{mes} {año}» does', () => {
    const alquiler = { inmueble: 'x', desde: '2026-12-01', hasta: '2026-12-31' };
    const base = { pagador: { nombre: 'Lucía' }, total: 72_000, moneda: 'EUR' as const, alquiler };
    expect(fraseRecibi({ ...base, concepto: 'Alquiler diciembre 2026' })).toMatch(
      /en concepto de Alquiler diciembre 2026\.$/,
    );
    expect(fraseRecibi({ ...base, concepto: 'Renta de Diciembre de 2026' })).toMatch(/de Diciembre de 2026\.$/);
    // Another month or year, or none: the period is said.
    expect(fraseRecibi({ ...base, concepto: 'Alquiler noviembre 2026' })).toMatch(
      /, correspondiente a diciembre de 2026\.$/,
    );
    expect(fraseRecibi({ ...base, concepto: 'Alquiler diciembre' })).toMatch(
      /, correspondiente a diciembre de 2026\.$/,
    );
  });

  it('says the period a rent covers', () => {
    expect(
      fraseRecibi({
        pagador: { nombre: 'Carla Gómez' },
        concepto: 'Alquiler',
        total: 85_000,
        moneda: 'EUR',
        alquiler: { inmueble: 'Calle Mayor 1, 2.º B', desde: '2026-12-01', hasta: '2026-12-31' },
      }),
    ).toBe(
      'He recibido de Carla Gómez la cantidad de ochocientos cincuenta euros (850,00\u00A0€) en concepto de Alquiler, correspondiente a diciembre de 2026.',
    );
  });
});
