import { describe, expect, it } from 'vitest';
import { errorDelDocumento, nombreDelDocumento, paisDelPerfil, rutValido } from './identificacion';

describe('tax IDs', () => {
  it('checks a RUT by its check digit, 0 and K included, written with dots and hyphen or without', () => {
    for (const rut of ['12.345.678-5', '12345678-5', '123456785', '5.126.663-3', '11.111.111-1', '6-K', '10.000.013-K'])
      expect(rutValido(rut), rut).toBe(true);
    expect(rutValido('10.000.013-k')).toBe(true);
    for (const rut of ['12.345.678-4', '5.126.663-K', '12.345.67-5', 'abc', '', '123.456.789-0'])
      expect(rutValido(rut), rut).toBe(false);
  });

  it('refuses a Spanish or Chilean ID with a wrong check, and takes a foreign one as typed', () => {
    expect(errorDelDocumento('12345678Z', 'ES')).toBeNull();
    expect(errorDelDocumento('12345678A', 'ES')).toMatch(/^Este NIF, NIE o CIF no es válido/);
    expect(errorDelDocumento('X1234567L', 'ES')).toBeNull();
    expect(errorDelDocumento('B12345674', 'ES')).toBeNull();
    expect(errorDelDocumento('B12345675', 'ES')).toMatch(/no es válido/);
    // A German payer's tax number in a euro receipt.
    expect(errorDelDocumento('DE123456789', 'ES')).toBeNull();
    expect(errorDelDocumento('12.345.678-5', 'CL')).toBeNull();
    expect(errorDelDocumento('12.345.678-9', 'CL')).toBe(
      'Este RUT no es válido: revisa el dígito verificador (por ejemplo 12.345.678-5).',
    );
    expect(errorDelDocumento('P1234567', 'CL')).toBeNull();
    // Digits alone are no RUT as written on a receipt: an Argentine payer's DNI.
    expect(errorDelDocumento('30123456', 'CL')).toBeNull();
    expect(errorDelDocumento('12345678-0', 'CL')).toMatch(/^Este RUT no es válido/);
    expect(errorDelDocumento('5126663-3', 'CL')).toBeNull();
    // No check digit known for the others.
    expect(errorDelDocumento('12345678A', 'MX')).toBeNull();
    expect(errorDelDocumento('12.345.678-9', null)).toBeNull();
    expect(errorDelDocumento('', 'ES')).toBeNull();
  });

  it('names it as each country does, and «Identificación fiscal» elsewhere', () => {
    expect(['España', '', 'Chile', 'México', 'argentina', 'Colombia', 'Portugal'].map(paisDelPerfil)).toEqual([
      'ES',
      'ES',
      'CL',
      'MX',
      'AR',
      'CO',
      null,
    ]);
    expect(nombreDelDocumento('CL')).toBe('RUT');
    expect(nombreDelDocumento(null)).toBe('Identificación fiscal');
  });
});
