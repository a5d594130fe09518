// firestore.rules write the currencies and payment methods as patterns (one per field that holds
// them: the receipt's and the issuer's usual ones); each must be exactly the form's list.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METODOS_PAGO, MONEDAS } from './types';

const REGLAS = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');

describe.each([
  ['moneda', MONEDAS],
  ['metodoPago', METODOS_PAGO],
] as const)('every %s the rules accept', (campo, lista) => {
  it('is the form’s list, in every rule that checks one', () => {
    const patrones = [...REGLAS.matchAll(new RegExp(`\\.${campo}\\.matches\\('([^']*)'\\)`, 'g'))].map((m) => m[1]);
    expect(patrones.length).toBeGreaterThanOrEqual(2);
    for (const patron of patrones) expect(patron?.split('|')).toEqual([...lista]);
  });
});
