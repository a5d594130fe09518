import { describe, expect, it } from 'vitest';
import { normalizarTexto, terminoConsulta, terminosDeBusqueda } from './busqueda';

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

  it('stays within the stored-array limit for long texts', () => {
    expect(terminosDeBusqueda('palabra '.repeat(200), 'x'.repeat(500)).length).toBeLessThanOrEqual(200);
  });
});
