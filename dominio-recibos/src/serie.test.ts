import { describe, expect, it } from 'vitest';
import { anioDeLaSerie, contadoresPorAnio, rutaDelContador } from './serie';

describe('the series per year', () => {
  it('names a series by the year of the receipt’s date', () => {
    expect(anioDeLaSerie('2027-01-01')).toBe('2027');
    expect(rutaDelContador('u1', anioDeLaSerie('2026-11-30')).join('/')).toBe('users/u1/contadores/recibos-2026');
  });

  // An account numbered across years before the series were per year: each year continues from
  // its own highest number, held by its receipt.
  it('continues each year from its highest number, whatever the order of the receipts', () => {
    const contadores = contadoresPorAnio([
      { id: 'a', numero: 1, fecha: '2026-03-01' },
      { id: 'd', numero: 8, fecha: '2026-11-30' },
      { id: 'c', numero: 7, fecha: '2027-01-01' },
      { id: 'b', numero: 6, fecha: '2026-10-01' },
    ]);
    expect(Object.fromEntries(contadores)).toEqual({
      '2026': { recibos: 8, ultimo: 'd' },
      '2027': { recibos: 7, ultimo: 'c' },
    });
  });

  it('gives no counter to an account without receipts', () => {
    expect(contadoresPorAnio([]).size).toBe(0);
  });
});
