import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TERMINOS, normalizarTexto, numeroBuscado, seBusca, terminoConsulta, terminosDeBusqueda } from './busqueda';

describe('search terms', () => {
  it('stores word prefixes without accents or case', () => {
    const terminos = terminosDeBusqueda('José Núñez', 'Alquiler');
    expect(terminos).toEqual(expect.arrayContaining(['jo', 'jos', 'jose', 'nu', 'nunez', 'al', 'alquiler']));
    expect(terminos).not.toContain('j');
  });

  it('queries the longest typed word, normalised', () => {
    expect(terminoConsulta('  Núñez al ')).toBe('nunez');
    expect(terminoConsulta('a')).toBeNull();
    expect(normalizarTexto('ÁÉÍÓÚ Ñ')).toBe('aeiou n');
  });

  it('stays within the stored-array limit for long texts, keeping every whole word', () => {
    const palabras = Array.from({ length: 380 }, (_, i) => `palabra${i}`);
    const terminos = terminosDeBusqueda(palabras.join(' '), 'x'.repeat(500));
    expect(terminos.length).toBe(MAX_TERMINOS);
    for (const palabra of palabras) expect(terminos).toContain(palabra);
  });

  // A prefix cut by UTF-16 units stored half a surrogate pair, which the rules refuse.
  it('cuts words between code points, never inside a pair', () => {
    const terminos = terminosDeBusqueda('Yoshiko 田𠮷', '𝐀𝐁𝐂 𐐷𐐸');
    expect(terminos).toEqual(expect.arrayContaining(['yoshiko', '田𠮷', '𝐀𝐁', '𝐀𝐁𝐂', '𐐷𐐸']));
    expect(terminoConsulta('田𠮷')).toBe('田𠮷');
    expect(terminoConsulta('😀'.repeat(30))).toBeNull();
    expect(terminoConsulta('𝐀'.repeat(30))).toBe('𝐀'.repeat(20));
  });

  it('any text: every term is whole text of 2 to 20 code points, and a typed word finds its terms', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        (a, b) => {
          const terminos = terminosDeBusqueda(a, b);
          for (const t of terminos) {
            expect(/\p{Cs}/u.test(t)).toBe(false); // no half surrogate pair
            expect(Array.from(t).length).toBeGreaterThanOrEqual(2);
            expect(Array.from(t).length).toBeLessThanOrEqual(20);
          }
          for (const texto of [a, b]) {
            const consulta = terminoConsulta(texto);
            if (consulta) expect(terminos).toContain(consulta);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a search that reads as a receipt number', () => {
  it('finds the number as shown, with or without its year and zeros', () => {
    expect(numeroBuscado('R-2026-0003')).toEqual({ numero: 3, anio: '2026' });
    expect(numeroBuscado(' r-2026-0003 ')).toEqual({ numero: 3, anio: '2026' });
    expect(numeroBuscado('2026-0003')).toEqual({ numero: 3, anio: '2026' });
    expect(numeroBuscado('0003')).toEqual({ numero: 3, anio: null });
    expect(numeroBuscado('3')).toEqual({ numero: 3, anio: null });
    expect(numeroBuscado('R-12')).toEqual({ numero: 12, anio: null });
  });

  it('leaves words, zero and anything else to the text search', () => {
    for (const texto of ['', 'jose', '0', '0000', 'R-2026-', 'Clase 3', '3,5', '12a'])
      expect(numeroBuscado(texto)).toBeNull();
  });
});

describe('seBusca', () => {
  it.each([
    ['', true],
    ['jo', true],
    ['3', true],
    ['R-2026-0003', true],
    ['田𠮷', true],
    ['L', false],
    ['🙂', false],
    ['a 🙂 b', false],
    ['-', false],
  ])('%j: %s', (texto, esperado) => {
    expect(seBusca(texto)).toBe(esperado);
  });
});
