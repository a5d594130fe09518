import { describe, expect, it } from 'vitest';
import { documentoFiscal, etiquetaDelDocumento, formatearFecha, formatearNumero } from './formato';

describe('formato', () => {
  it('numbers receipts as R-<year>-<4 digits>', () => {
    expect(formatearNumero(1, '2026-01-15')).toBe('R-2026-0001');
    expect(formatearNumero(12345, '2027-12-31')).toBe('R-2027-12345');
  });

  it('shows calendar dates in es-ES without shifting the day', () => {
    expect(formatearFecha('2026-03-01')).toBe('1 de marzo de 2026');
    expect(formatearFecha('2026-12-31', 'corta')).toBe('31/12/2026');
  });

  // The tax ID was always "NIF/CIF", for a Chilean or a Mexican receipt too.
  it('names the tax ID as the country of the currency does', () => {
    expect(['EUR', 'CLP', 'MXN', 'ARS', 'COP', 'USD', 'GBP'].map(documentoFiscal)).toEqual([
      'NIF',
      'RUT',
      'RFC',
      'CUIT',
      'NIT',
      'Identificación fiscal',
      'Identificación fiscal',
    ]);
    expect(etiquetaDelDocumento('EUR')).toBe('NIF/NIE');
    expect(etiquetaDelDocumento('CLP')).toBe('RUT');
  });
});
