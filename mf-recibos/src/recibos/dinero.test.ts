import fc from 'fast-check';
import { contarCreaciones } from 'tooling/intl';
import { describe, expect, it, vi } from 'vitest';
import {
  formatearImporte,
  formatearImportes,
  importeLinea,
  importeParaEditar,
  parseCantidad,
  parseImporte,
  SIN_DECIMALES,
  totalRecibo,
} from './dinero';
import { MONEDAS } from './types';

describe('parseImporte', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12,50', 1250],
    ['12.50', 1250],
    ['0,01', 1],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    [' 7 € ', 700],
    // As a receipt shows them: a Chilean price typed with its sign showed «—» and a total of «$0».
    ['$15.000', 1_500_000],
    ['$ 15.000,00', 1_500_000],
    ['$15,000.00', 1_500_000],
    ['50,00 US$', 5000],
    ['£12,50', 1250],
    ['15.000 CLP', 1_500_000],
  ])('%j → %i cents', (texto, centimos) => {
    expect(parseImporte(texto)).toBe(centimos);
  });

  it.each(['', 'abc', '12,345', '-5', '1,2,3', '=1+1', '1e5', '12.'])('refuses %j', (texto) => {
    expect(parseImporte(texto)).toBeNull();
  });

  it('reads back every amount as the receipt shows it, in every currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(...MONEDAS), (unidades, moneda) => {
        const centimos = SIN_DECIMALES.has(moneda) ? unidades * 100 : unidades;
        expect(parseImporte(formatearImporte(centimos, moneda))).toBe(centimos);
      }),
    );
  });

  it('round-trips every amount through the edit format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (centimos) => {
        expect(parseImporte(importeParaEditar(centimos))).toBe(centimos);
      }),
    );
  });
});

describe('parseCantidad', () => {
  it.each([
    ['1', 1],
    ['1,5', 1.5],
    ['0.29', 0.29],
    [' 2 ', 2],
  ])('%j → %d', (texto, cantidad) => {
    expect(parseCantidad(texto)).toBe(cantidad);
  });

  it.each(['', 'x', '1,234', '-1', '1e3'])('refuses %j', (texto) => {
    expect(parseCantidad(texto)).toBeNull();
  });
});

describe('totals in integer cents', () => {
  it('rounds each line once, from the exact product', () => {
    expect(importeLinea(1.5, 333)).toBe(500n); // 4,995 → 5,00
    expect(importeLinea(3, 33)).toBe(99n);
    expect(importeLinea(0.1, 10)).toBe(1n);
    expect(importeLinea(0.29, 123456)).toBe(35802n); // 358,0224 → 358,02
  });

  it('sums many lines without float drift', () => {
    const lineas = Array.from({ length: 100 }, () => ({ cantidad: 0.1, precioUnitario: 10 }));
    expect(totalRecibo(lineas)).toBe(100n);
    expect(totalRecibo([])).toBe(0n);
  });

  // 99999999 × 99999999 € was 9.999.999.800.000.002,00 € in floating point.
  it('is exact however large the amounts typed', () => {
    const linea = { cantidad: 99_999_999, precioUnitario: 99_999_999_00 };
    expect(totalRecibo([linea])).toBe(999_999_980_000_000_100n);
    expect(formatearImporte(totalRecibo([linea]))).toBe('9.999.999.800.000.001,00\u00a0€');
  });

  it('equals the exact rational amount rounded half up, for any line', () => {
    const linea = fc.record({
      centesimas: fc.integer({ min: 1, max: 100_000_000 }),
      precioUnitario: fc.integer({ min: 0, max: 100_000_000_00 }),
    });
    fc.assert(
      fc.property(fc.array(linea, { maxLength: 5 }), (lineas) => {
        const esperado = lineas.reduce(
          (suma, l) => suma + (BigInt(l.centesimas) * BigInt(l.precioUnitario) + 50n) / 100n,
          0n,
        );
        const total = totalRecibo(
          lineas.map((l) => ({ cantidad: l.centesimas / 100, precioUnitario: l.precioUnitario })),
        );
        expect(total).toBe(esperado);
      }),
    );
  });
});

describe('formatearImporte', () => {
  it('uses es-ES currency format (a no-break space before the symbol)', () => {
    expect(formatearImporte(123456)).toBe('1234,56\u00a0€');
    expect(formatearImporte(12345678)).toBe('123.456,78\u00a0€');
    expect(formatearImporte(500, 'USD')).toBe('5,00\u00a0US$');
    expect(formatearImporte(123456n)).toBe('1234,56\u00a0€');
    expect(formatearImporte(0)).toBe('0,00\u00a0€');
  });

  // Chilean amounts read "15.000 CLP", and "8000 CLP" without the thousands dot: Spain's way.
  it('writes each currency as people do: £ for pounds, pesos as their country does', () => {
    expect(formatearImporte(1200, 'GBP')).toBe('12,00\u00a0£');
    expect(formatearImporte(3_897_300, 'CLP')).toBe('$38.973');
    expect(formatearImporte(800_000, 'CLP')).toBe('$8.000');
    expect(formatearImporte(1_500_050, 'MXN')).toBe('$15,000.50');
    expect(formatearImporte(1_500_050, 'ARS')).toBe('$\u00a015.000,50');
    expect(formatearImporte(1_500_050, 'COP')).toBe('$\u00a015.000,50');
    // In Spain a four-figure amount has no thousands dot.
    expect(formatearImporte(800_000, 'EUR')).toBe('8000,00\u00a0€');
    // An amount CLP cannot hold (older data) shows its cents rather than rounding them away.
    expect(formatearImporte(1_299_050, 'CLP')).toBe('$12.990,50');
    expect(importeParaEditar(1_299_000, 'CLP')).toBe('12990');
    expect(importeParaEditar(1_299_050, 'CLP')).toBe('12990,50');
    expect(importeParaEditar(1_299_000, 'EUR')).toBe('12990,00');
  });
});

// A USD receipt was once counted but its amount silently left out ("0,00 €").
describe('formatearImportes', () => {
  it('shows one amount per currency, never summed across currencies', () => {
    expect(formatearImportes([{ moneda: 'USD', centimos: 10000 }])).toBe('100,00\u00a0US$');
    expect(
      formatearImportes([
        { moneda: 'EUR', centimos: 2000 },
        { moneda: 'GBP', centimos: 500 },
        { moneda: 'USD', centimos: 1000 },
      ]),
    ).toBe('20,00\u00a0€, 5,00\u00a0£ y 10,00\u00a0US$');
    // A Chilean account's empty month read "0,00 €".
    expect(formatearImportes([], 'CLP')).toBe('$0');
    expect(formatearImportes([], 'EUR')).toBe('0,00\u00a0€');
    expect(formatearImportes([])).toBe('0');
  });

  it('makes the list formatter only for several currencies, once (costly to create, rarely needed)', async () => {
    const listas = contarCreaciones('ListFormat');
    try {
      vi.resetModules();
      const { formatearImportes: formatear } = await import('./dinero');
      expect(formatear([{ moneda: 'EUR', centimos: 2000 }])).toBe('20,00\u00a0€');
      expect(listas.veces()).toBe(0);
      const dos = [
        { moneda: 'EUR', centimos: 2000 },
        { moneda: 'USD', centimos: 1000 },
      ];
      expect(formatear(dos)).toBe('20,00\u00a0€ y 10,00\u00a0US$');
      formatear(dos);
      expect(listas.veces()).toBe(1);
    } finally {
      listas.restaurar();
    }
  });
});
