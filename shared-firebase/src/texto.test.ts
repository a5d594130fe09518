import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORTABLES } from './invisibles';
import { excesoDeLargo, largoVisible, recortar, tieneTextoVisible } from './texto';
import { clasesParaReglas, claseVisibleLiteral } from './texto-reglas';

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

describe('the invisible list', () => {
  // Node's Unicode tables here; the list is what both sides read, so it must not lag behind them.
  const invisiblesDeUnicode = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Mn}\p{Me}]/u;
  it('holds every default-ignorable code point, format character and nonspacing or enclosing mark', () => {
    const faltan: string[] = [];
    for (let c = 0; c < 0x110000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const caracter = String.fromCodePoint(c);
      if (invisiblesDeUnicode.test(caracter) && tieneTextoVisible(`${caracter}${caracter}`))
        faltan.push(c.toString(16));
    }
    expect(faltan).toEqual([]);
  });
  it.each([
    ['\u{1BCA0}\u{1BCA3}', 'shorthand format controls'],
    ['\u0483\u0483', 'a Cyrillic combining titlo'],
    ['\u{1D17B}', 'a musical combining accent'],
    ['\u{16FE4}', 'the Khitan filler'],
    ['\u20DD', 'an enclosing circle'],
    ['\u070F\u{13430}', 'a Syriac abbreviation mark and an Egyptian hieroglyph joiner'],
  ])('%j (%s) alone is not visible', (texto) => {
    expect(tieneTextoVisible(texto)).toBe(false);
  });
  it.each(['a\u20DD', '\u0915\u0941', 'Ж\u0483'])('%j, a base character with its marks, is visible', (texto) => {
    expect(tieneTextoVisible(texto)).toBe(true);
  });
});

describe('the same lists in firestore.rules', () => {
  // The rules cannot import: their patterns are written out, and must be these exactly.
  // Vitest runs from the repository root.
  const reglas = readFileSync('firestore.rules', 'utf8');
  const [recortables] = clasesParaReglas('recortables');
  const visible = claseVisibleLiteral();
  it('the visible-text pattern: trimmed ends, and one character that is not invisible', () => {
    // Visible characters are never trimmed, so a text starting (or ending) with one is trimmed there.
    for (const [desde, hasta] of RECORTABLES)
      for (let c = desde; c <= hasta; c++) expect(tieneTextoVisible(String.fromCodePoint(c))).toBe(false);
    const fuera = `[^${recortables}]`;
    expect(reglas).toContain(
      `texto.matches('(?s)(?:[${visible}](?:.*${fuera})?|${fuera}.*[${visible}](?:.*${fuera})?)')`,
    );
    expect(reglas.split(' texto.matches(').length - 1).toBe(1);
  });
  it('the e-mail pattern: the shape, with every character visible', () => {
    const parte = `[${claseVisibleLiteral(['@'.codePointAt(0) as number])}]+`;
    expect(reglas).toContain(`e.matches('${parte}@${parte}[.]${parte}')`);
    expect(reglas.split(' e.matches(').length - 1).toBe(1);
  });
  it('the rules read the same after an editor normalises them (NFC)', () => {
    expect(reglas.normalize('NFC') === reglas).toBe(true);
  });
  it('no regular expression in the rules is longer than the engine takes', () => {
    const patrones = [...reglas.matchAll(/matches\('((?:[^'\\]|\\.)*)'\)/g)].map(
      (m) => m[1]?.replaceAll('\\\\', '\\') ?? '',
    );
    expect(patrones.length).toBeGreaterThan(10);
    expect(Math.max(...patrones.map((p) => p.length))).toBeLessThanOrEqual(4096);
  });
  it('the search-term pattern: no separator, nothing the trim removes', () => {
    const termino = `[^|${recortables}]{2,20}`;
    expect(reglas).toContain(`bs.join('|').matches('${termino}([|]${termino})*')`);
  });
});
