import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claseDeCaracteres, excesoDeLargo, largoVisible, recortar, tieneTextoVisible } from './texto';

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
  it.each([
    '',
    ' ',
    '\u00A0\u3000',
    '\u200B \u2060',
    '\u00AD',
    '\uFEFF',
    '\u0301',
    '\t\n',
    '\u0001',
    '\u3164',
    '\u2800',
    '\u{E0041}',
  ])('%j has nothing visible', (texto) => expect(tieneTextoVisible(texto)).toBe(false));
  it.each(['a', ' Ñ ', '🧾', 'e\u0301', '\u202Eabc'])('%j has something visible', (texto) =>
    expect(tieneTextoVisible(texto)).toBe(true),
  );
  it('trims spaces of every kind and control characters at both ends, nothing inside', () => {
    expect(recortar('\u00A0\u0001 Ana\u200Bbel \u3000\t')).toBe('Ana\u200Bbel');
  });
});

describe('the same lists in firestore.rules', () => {
  // The rules cannot import: their patterns are written out, and must be these exactly.
  // Vitest runs from the repository root.
  const reglas = readFileSync('firestore.rules', 'utf8');
  const re2 = (hex: string) => `\\\\x{${hex}}`;
  const v = `[^${claseDeCaracteres('invisibles', re2)}]`;
  const n = `[^${claseDeCaracteres('recortables', re2)}]`;
  it('the visible-text pattern', () => {
    expect(reglas).toContain(`s.matches('(?s)(${v}|${n}.*${v}|${v}.*${n}|${n}.*${v}.*${n})')`);
  });
  it('the e-mail pattern', () => {
    const c = `[^@${claseDeCaracteres('invisibles', re2)}]`;
    expect(reglas).toContain(`p.email.matches('${c}+@${c}+[.]${c}+')`);
  });
});
