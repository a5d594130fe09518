import { describe, expect, it } from 'vitest';
import { excesoDeLargo, largoVisible, recortar, tieneTextoVisible } from './texto';

describe('largoVisible', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['ñandú', 5],
    ['👩‍👩‍👧', 1],
    ['🧾🏷️', 2],
    ['e\u0301', 1],
  ])('%j has %i characters', (texto, n) => {
    expect(largoVisible(texto)).toBe(n);
  });
});

describe('excesoDeLargo', () => {
  it.each([
    ['x'.repeat(50), 50, null],
    ['x'.repeat(51), 50, 'caracteres'],
    // 25 family emoji: 25 characters but 200 UTF-16 units, the most the rules take for 50.
    ['👩‍👩‍👧'.repeat(25), 50, null],
    ['👩‍👩‍👧'.repeat(26), 50, 'unidades'],
  ])('%j against %i', (texto, max, exceso) => {
    expect(excesoDeLargo(texto, max)).toBe(exceso);
  });
});

describe('tieneTextoVisible and recortar (as firestore.rules see text)', () => {
  it.each(['', ' ', '\u00A0\u3000', '\u200B \u2060', '\u00AD', '\uFEFF', '\u0301', '\t\n', '\u0001'])(
    '%j has nothing visible',
    (texto) => expect(tieneTextoVisible(texto)).toBe(false),
  );
  it.each(['a', ' Ñ ', '🧾', 'e\u0301', '\u202Eabc'])('%j has something visible', (texto) =>
    expect(tieneTextoVisible(texto)).toBe(true),
  );
  it('trims spaces of every kind and control characters at both ends, nothing inside', () => {
    expect(recortar('\u00A0\u0001 Ana\u200Bbel \u3000\t')).toBe('Ana\u200Bbel');
  });
});
