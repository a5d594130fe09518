import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRMA_MAX, firmaValida, PATRON_DE_FIRMA, trazosEnTexto } from './firma';

describe('a signature as a path', () => {
  it('keeps each stroke from its first point, rounded into the box', () => {
    const firma = trazosEnTexto([
      [
        [10.4, 20.6],
        [11, 22],
        [400, -3],
      ],
      [],
      [[5, 5]],
    ]);
    expect(firma).toBe('M10 21L11 22L300 0M5 5L5 5');
    expect(firmaValida(firma)).toBe(true);
  });

  it('refuses anything else, and a path over its size', () => {
    for (const otra of [
      '',
      'L1 1',
      'M1 1Z',
      'M1 1 L2 2',
      '<svg/>',
      'M1000 1',
      'M301 1',
      'M1 101',
      'M01 1',
      'M1 1C2 2 3 3 4 4',
    ])
      expect(firmaValida(otra), otra).toBe(false);
    expect(firmaValida('M300 100L0 0')).toBe(true);
    const larga = `M1 1${'L100 100'.repeat(4000)}`;
    expect(larga.length).toBeGreaterThan(FIRMA_MAX);
    expect(firmaValida(larga)).toBe(false);
  });

  it('is the very pattern firestore.rules check', () => {
    const reglas = readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8');
    const bloque = reglas.slice(reglas.indexOf('function validFirma('), reglas.indexOf('function validAlquiler('));
    expect(bloque).toContain(`f.matches('${PATRON_DE_FIRMA}')`);
  });
});
