import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { celdaCsv, recibosACsv } from './csv';
import type { Recibo } from './types';

describe('celdaCsv', () => {
  it.each([
    ['simple', 'simple'],
    ['con; punto y coma', '"con; punto y coma"'],
    ['con "comillas"', '"con ""comillas"""'],
    ['dos\nlíneas', '"dos\nlíneas"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+34 600', "'+34 600"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['1,5', '1,5'],
    // Found by the property below (seed -886635409): an apostrophe of its own is kept.
    ["'+1", "''+1"],
  ])('%j → %j', (valor, esperado) => {
    expect(celdaCsv(valor)).toBe(esperado);
  });

  it('never lets a cell start a formula and always round-trips its text', () => {
    fc.assert(
      fc.property(fc.string(), (valor) => {
        const celda = celdaCsv(valor);
        const contenido = celda.startsWith('"') ? celda.slice(1, -1).replace(/""/g, '"') : celda;
        expect(/^[=+\-@\t\r]/.test(contenido)).toBe(false);
        expect(contenido.replace(/^'(?=['=+\-@\t\r])/, '')).toBe(valor);
      }),
    );
  });
});

describe('recibosACsv', () => {
  const recibo: Recibo = {
    id: 'r1',
    numero: 7,
    fecha: '2026-03-05',
    emisor: { nombre: 'Ana' },
    pagador: { nombre: 'Beto; hijo', documento: '12345678Z' },
    concepto: '=cmd',
    lineas: [{ descripcion: 'x', cantidad: 1, precioUnitario: 123456 }],
    total: 123456,
    moneda: 'EUR',
    metodoPago: 'bizum',
    estado: 'anulado',
    etiquetas: [],
    notas: '',
    compartido: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  };

  it('starts with a BOM, uses ; and CRLF, es-ES dates and decimals', () => {
    const csv = recibosACsv([recibo]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [cabecera, fila] = csv.slice(1).split('\r\n');
    expect(cabecera).toBe('Número;Fecha;Pagador;Documento;Concepto;Método de pago;Estado;Moneda;Total');
    expect(fila).toBe('R-2026-0007;05/03/2026;"Beto; hijo";12345678Z;\'=cmd;Bizum;Anulado;EUR;1234,56');
  });
});
