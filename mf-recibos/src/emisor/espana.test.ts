import { describe, expect, it } from 'vitest';
import { codigoPostalEspanol, documentoEspanol, esDeEspana } from './espana';
import { PERFIL_VACIO } from './types';
import { validarPerfil } from './validacion';

describe('Spanish tax ids', () => {
  it.each([
    ['12345678Z', '12345678Z'],
    ['12.345.678-z', '12345678Z'],
    ['X1234567L', 'X1234567L'],
    ['Y 1234567 X', 'Y1234567X'],
    ['B12345674', 'B12345674'],
    ['Q2826000H', 'Q2826000H'],
    ['G28029643', 'G28029643'],
  ])('%j is valid, written as %j', (texto, esperado) => {
    expect(documentoEspanol(texto)).toBe(esperado);
  });

  it.each(['XYZ', '12345678A', 'X1234567A', 'B12345678', 'Q2826000A', 'B1234567', '', 'I1234567A'])(
    '%j is not',
    (texto) => {
      expect(documentoEspanol(texto)).toBeNull();
    },
  );
});

describe('Spanish postal codes and the country', () => {
  it.each([
    ['28013', true],
    ['01001', true],
    ['52001', true],
    ['53000', false],
    ['00100', false],
    ['ABCDEFG', false],
    ['2801', false],
  ])('%j: %s', (texto, esperado) => {
    expect(codigoPostalEspanol(texto)).toBe(esperado);
  });

  it.each([
    ['', true],
    ['España', true],
    ['ESPAÑA', true],
    ['Spain', true],
    // A combining tilde (a paste): the same letter, as the rules read the stored NFC.
    ['Espan\u0303a', true],
    ['Reino de España', true],
    ['Espana', true],
    // Only what the rules also take for Spain: a country the form calls Spain, the rules must too.
    ['Espàña', false],
    ['Chile', false],
    ['México', false],
  ])('%j is Spain: %s', (pais, esperado) => {
    expect(esDeEspana(pais)).toBe(esperado);
  });
});

describe("the issuer's details form", () => {
  const base = { ...PERFIL_VACIO, nombre: 'Ana' };
  it('refuses, in Spain or with no country, a tax id and a postal code that are not Spanish', () => {
    expect(validarPerfil({ ...base, documento: 'XYZ', codigoPostal: 'ABCDEFG' })).toEqual({
      documento:
        'Escribe un NIF, NIE o CIF español válido (por ejemplo 12345678Z o B12345674), o indica el país si no es de España.',
      codigoPostal:
        'Escribe un código postal español, de 01000 a 52999 (por ejemplo 28013), o indica el país si no es de España.',
    });
    expect(validarPerfil({ ...base, pais: 'España', documento: '12.345.678-z', codigoPostal: '28013' })).toEqual({});
  });

  it("takes another country's as typed", () => {
    expect(validarPerfil({ ...base, pais: 'Chile', documento: '12.345.678-5', codigoPostal: '8320000' })).toEqual({});
  });
});
