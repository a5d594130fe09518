import { describe, expect, it } from 'vitest';
import { emisorDelPerfil, preferenciasDelPerfil } from './emisor-del-perfil';
import { PERFIL_COMPLETO } from './perfil.fixture';
import { PERFIL_VACIO } from './types';
import { validarPerfil } from './validacion';

const completo = PERFIL_COMPLETO;

describe('the issuer a new receipt starts with', () => {
  it('writes the address as the lines printed and the contact as one line, and carries the signature', () => {
    expect(emisorDelPerfil(completo)).toEqual({
      nombre: 'Academia Sol S.L.',
      documento: 'B12345674',
      direccion: 'Calle Mayor 1, 2.º\n28013 Madrid\nMadrid\nEspaña',
      contacto: 'hola@academiasol.es · +34 600 12 34 56',
      firma: completo.firma,
    });
  });

  it('leaves out what was not given, never an empty line', () => {
    expect(emisorDelPerfil({ ...PERFIL_VACIO, nombre: ' Ana ', ciudad: 'Sevilla', telefono: '600123456' })).toEqual({
      nombre: 'Ana',
      direccion: 'Sevilla',
      contacto: '600123456',
    });
  });
});

describe('validarPerfil', () => {
  it('accepts complete details and only a name', () => {
    expect(validarPerfil(completo)).toEqual({});
    expect(validarPerfil({ ...PERFIL_VACIO, nombre: 'Ana' })).toEqual({});
  });

  it('refuses, in Spanish, a missing name, a bad e-mail or phone and text over its limit', () => {
    expect(
      validarPerfil({
        ...completo,
        nombre: '  \u200b ',
        email: 'no-es-un-correo',
        telefono: '600-ABC',
        codigoPostal: '1'.repeat(13),
      }),
    ).toEqual({
      nombre: 'Indica tu nombre o el de tu empresa.',
      email: 'Escribe un correo electrónico válido.',
      telefono: 'Escribe un teléfono con números (por ejemplo +34 600 12 34 56).',
      codigoPostal: 'Máximo 12 caracteres.',
    });
  });
});

describe('what a new receipt starts with besides the issuer', () => {
  it('is the usual currency and method the details name, and nothing where they name none', () => {
    expect(preferenciasDelPerfil({ ...PERFIL_VACIO, moneda: 'CLP', metodoPago: 'bizum' })).toEqual({
      moneda: 'CLP',
      metodoPago: 'bizum',
    });
    expect(preferenciasDelPerfil(PERFIL_VACIO)).toEqual({});
  });
});
