import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatearImporte, importeParaEditar, parseImporte, totalLinea, totalRecibo } from './dinero';

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
  ])('%j → %i cents', (texto, centimos) => {
    expect(parseImporte(texto)).toBe(centimos);
  });

  it.each(['', 'abc', '12,345', '-5', '1,2,3', '=1+1', '1e5', '12.'])('refuses %j', (texto) => {
    expect(parseImporte(texto)).toBeNull();
  });

  it('round-trips every amount through the edit format', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (centimos) => {
        expect(parseImporte(importeParaEditar(centimos))).toBe(centimos);
      }),
    );
  });
});

describe('totals in integer cents', () => {
  it('rounds each line once, from the exact product', () => {
    expect(totalLinea(1.5, 333)).toBe(500); // 4,995 → 5,00
    expect(totalLinea(3, 33)).toBe(99);
    expect(totalLinea(0.1, 10)).toBe(1);
  });

  it('sums many lines without float drift', () => {
    const lineas = Array.from({ length: 100 }, () => ({ cantidad: 0.1, precioUnitario: 10 }));
    expect(totalRecibo(lineas)).toBe(100);
    expect(totalRecibo([])).toBe(0);
  });

  it('is always a non-negative integer', () => {
    const linea = fc.record({
      cantidad: fc.integer({ min: 1, max: 100_000_00 }).map((n) => n / 100),
      precioUnitario: fc.integer({ min: 0, max: 1_000_000_00 }),
    });
    fc.assert(
      fc.property(fc.array(linea, { maxLength: 100 }), (lineas) => {
        const total = totalRecibo(lineas);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('formatearImporte', () => {
  it('uses es-ES currency format (a no-break space before the symbol)', () => {
    expect(formatearImporte(123456)).toBe('1234,56\u00a0€');
    expect(formatearImporte(12345678)).toBe('123.456,78\u00a0€');
    expect(formatearImporte(500, 'USD')).toBe('5,00\u00a0US$');
  });
});
