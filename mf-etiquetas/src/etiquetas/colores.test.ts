import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  customColorId,
  DEFAULT_COLOR_ID,
  esColorDePaleta,
  MIN_CONTRAST,
  normalizeHex,
  PALETA,
  resolveColor,
} from './colores';

describe('normalizeHex', () => {
  it.each([
    ['#abc', '#aabbcc'],
    ['ABC', '#aabbcc'],
    ['#1E40AF', '#1e40af'],
    [' #fef3c7 ', '#fef3c7'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeHex(input)).toBe(expected);
  });

  it.each(['', '#', '#ab', '#abcd', '#ggg', 'rgb(0,0,0)', '#1234567', 'red'])('refuses %j', (input) => {
    expect(normalizeHex(input)).toBeNull();
  });

  it('always yields #rrggbb in lower case, idempotently', () => {
    const hex = fc.stringMatching(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/);
    fc.assert(
      fc.property(hex, (input) => {
        const out = normalizeHex(input);
        expect(out).toMatch(/^#[0-9a-f]{6}$/);
        expect(normalizeHex(out as string)).toBe(out);
      }),
    );
  });
});

describe('customColorId', () => {
  it("is 'custom-' + background + text without '#' (docs/producto.md, Modelo de datos)", () => {
    expect(customColorId({ background: '#1e40af', text: '#fef3c7' })).toBe('custom-1e40affef3c7');
  });

  it('normalises first, so #abc and #aabbcc give the same id', () => {
    expect(customColorId({ background: '#ABC', text: '#000' })).toBe(
      customColorId({ background: '#aabbcc', text: '#000000' }),
    );
  });

  it('rejects invalid colours', () => {
    expect(() => customColorId({ background: 'azul', text: '#000' })).toThrow('Color no válido');
  });

  it('is injective over valid colours (different values, different ids)', () => {
    const hex6 = fc.stringMatching(/^#[0-9a-f]{6}$/);
    fc.assert(
      fc.property(hex6, hex6, hex6, hex6, (a, b, c, d) => {
        const same = a === c && b === d;
        expect(customColorId({ background: a, text: b }) === customColorId({ background: c, text: d })).toBe(same);
      }),
    );
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1e40af', '#1e40af')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG reference value for #777 on white (4.48, just under AA)', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio < MIN_CONTRAST).toBe(true);
  });

  it('every built-in palette pair meets WCAG AA', () => {
    for (const color of PALETA)
      expect(contrastRatio(color.background, color.text)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});

describe('palette', () => {
  it('has the spec default class first, and ids are class pairs', () => {
    expect(DEFAULT_COLOR_ID).toBe('bg-slate-100 text-slate-800');
    expect(PALETA[0]?.id).toBe(DEFAULT_COLOR_ID);
    for (const color of PALETA) expect(color.id).toMatch(/^bg-[a-z]+-100 text-[a-z]+-800$/);
  });

  it('lists exactly the ids firestore.rules accepts', () => {
    const rules = readFileSync(path.join(process.cwd(), 'firestore.rules'), 'utf8');
    const block = rules.slice(rules.indexOf('function paletteIds()'), rules.indexOf('function isHex'));
    const inRules = [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(inRules).toEqual(PALETA.map((color) => color.id));
  });

  it('resolves unknown or deleted colours to the default', () => {
    expect(resolveColor('custom-000000ffffff', []).id).toBe(DEFAULT_COLOR_ID);
    expect(esColorDePaleta('bg-red-100 text-red-800')).toBe(true);
    expect(esColorDePaleta('custom-000000ffffff')).toBe(false);
  });
});
