import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enteroEnLetras, importeEnLetras } from './letras';

/** Spanish number words back to the number (only what enteroEnLetras writes): for the property. */
function leer(texto: string): number {
  const valores: Record<string, number> = {
    cero: 0,
    un: 1,
    una: 1,
    uno: 1,
    veintiún: 21,
    cien: 100,
    ciento: 100,
  };
  const simples = [
    ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
    ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve'],
    ['veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete'],
  ];
  simples[0]?.forEach((p, i) => {
    if (p) valores[p] = i;
  });
  simples[1]?.forEach((p, i) => {
    valores[p] = 10 + i;
  });
  simples[2]?.forEach((p, i) => {
    valores[p] = 20 + i;
  });
  Object.assign(valores, { veintiocho: 28, veintinueve: 29, veintiuna: 21 });
  ['treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'].forEach((p, i) => {
    valores[p] = 30 + 10 * i;
  });
  ['dosc', 'tresc', 'cuatroc', 'quin', 'seisc', 'setec', 'ochoc', 'novec'].forEach((p, i) => {
    valores[`${p}ientos`] = 200 + 100 * i;
    valores[`${p}ientas`] = 200 + 100 * i;
  });
  let total = 0;
  let grupo = 0;
  for (const palabra of texto.split(' ')) {
    if (palabra === 'y') continue;
    if (palabra === 'mil') grupo = (grupo || 1) * 1000;
    else if (palabra === 'millón' || palabra === 'millones') {
      total += grupo * 1e6;
      grupo = 0;
    } else if (palabra in valores) grupo += valores[palabra] as number;
    else throw new Error(`palabra desconocida: ${palabra}`);
  }
  // "mil millones": the thousand multiplies the millions that follow.
  return total + grupo;
}

describe('the amount in words', () => {
  it.each([
    [85000, 'EUR', 'ochocientos cincuenta euros'],
    [12050, 'EUR', 'ciento veinte euros con cincuenta céntimos'],
    [1500000, 'CLP', 'quince mil pesos chilenos'],
    [100, 'EUR', 'un euro'],
    [50, 'EUR', 'cincuenta céntimos'],
    [101, 'USD', 'un dólar estadounidense con un centavo'],
    [0, 'EUR', 'cero euros'],
    [10100, 'EUR', 'ciento un euros'],
    [2100, 'MXN', 'veintiún pesos mexicanos'],
    [3100, 'ARS', 'treinta y un pesos argentinos'],
    [100000000, 'EUR', 'un millón de euros'],
    [2100000000, 'COP', 'veintiún millones de pesos colombianos'],
    [120000000, 'EUR', 'un millón doscientos mil euros'],
    [100000000000, 'EUR', 'mil millones de euros'],
    [2100000, 'EUR', 'veintiún mil euros'],
    [100000, 'EUR', 'mil euros'],
    [100, 'GBP', 'una libra esterlina'],
    [2100, 'GBP', 'veintiuna libras esterlinas'],
    [20000000, 'GBP', 'doscientas mil libras esterlinas'],
    [50100, 'GBP', 'quinientas una libras esterlinas'],
    [100000000, 'GBP', 'un millón de libras esterlinas'],
    [2199, 'GBP', 'veintiuna libras esterlinas con noventa y nueve peniques'],
    [1600, 'EUR', 'dieciséis euros'],
    [2200, 'EUR', 'veintidós euros'],
  ])('%i cents of %s: %s', (centimos, moneda, esperado) => {
    expect(importeEnLetras(centimos, moneda)).toBe(esperado);
  });

  // Every whole number the form allows (up to a thousand million), read back, is itself.
  it('says every number so that it reads back as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (n) => {
        for (const [final, femenino] of [
          ['uno', false],
          ['un', false],
          ['una', true],
        ] as const) {
          expect(leer(enteroEnLetras(n, final, femenino))).toBe(n);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never says "uno" before a noun, nor "de" unless after whole millions', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 100_000_000_000 }),
          // Whole millions, with or without cents: where "de" goes.
          fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 99 })).map(([m, c]) => m * 1e8 + c),
        ),
        (centimos) => {
          const texto = importeEnLetras(centimos, 'EUR');
          const euros = Math.floor(centimos / 100);
          expect(texto).not.toMatch(/\buno (euros?|céntimos?|mil|millón|millones)\b/);
          expect(texto.includes(' de euros')).toBe(euros >= 1e6 && euros % 1e6 === 0);
        },
      ),
    );
  });
});
