import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { celdaCsv, nombreDelCsv, recibosACsv } from './csv';
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
    expect(cabecera).toBe(
      'Número;Fecha;Pagador;Documento;Correo del pagador;Concepto;Método de pago;Estado;Moneda;Total;Etiquetas;Tipo;Inmueble;Periodo desde;Periodo hasta',
    );
    expect(fila).toBe('R-2026-0007;05/03/2026;"Beto; hijo";12345678Z;;\'=cmd;Bizum;Anulado;EUR;1234,56;;General;;;');
  });

  it('says a rent receipt’s property and period', () => {
    const alquiler = { inmueble: 'Calle Mayor 1\n28013 Madrid', desde: '2026-12-01', hasta: '2026-12-31' };
    const [, fila] = recibosACsv([{ ...recibo, alquiler }])
      .slice(1)
      .split('\r\n');
    expect(fila?.endsWith(';Alquiler;"Calle Mayor 1\n28013 Madrid";01/12/2026;31/12/2026')).toBe(true);
  });

  it('holds what the list filters by: the payer’s e-mail and the labels by name (a deleted one left out)', () => {
    const conTodo: Recibo = {
      ...recibo,
      pagador: { ...recibo.pagador, email: 'beto@ejemplo.es' },
      etiquetas: ['e1', 'borrada', 'e2'],
    };
    const nombres = new Map([
      ['e1', 'Alquiler'],
      ['e2', 'Piso; centro'],
    ]);
    const [, fila] = recibosACsv([conTodo], (id) => nombres.get(id))
      .slice(1)
      .split('\r\n');
    expect(fila).toContain(';12345678Z;beto@ejemplo.es;');
    expect(fila?.endsWith(';"Alquiler, Piso; centro";General;;;')).toBe(true);
  });
});

describe('nombreDelCsv', () => {
  const Hoy = '2026-11-26';
  it.each([
    [{}, undefined, 'recibos-2026-11-26.csv'],
    [{ desde: '2026-11-01', hasta: '2026-11-30', etiqueta: 'e1' }, 'Alquiler', 'recibos-2026-11-etiqueta-alquiler.csv'],
    [{ desde: '2024-02-01', hasta: '2024-02-29' }, undefined, 'recibos-2024-02.csv'],
    [{ desde: '2026-11-01', hasta: '2026-11-15' }, undefined, 'recibos-2026-11-01_2026-11-15.csv'],
    [{ desde: '2026-10-01' }, undefined, 'recibos-2026-10-01_hoy.csv'],
    [{ etiqueta: 'e1' }, 'Luz y Gas ⚡ Ñandú', 'recibos-2026-11-26-etiqueta-luz-y-gas-nandu.csv'],
    [{ etiqueta: 'e9' }, undefined, 'recibos-2026-11-26-etiqueta-borrada.csv'],
    [{ estado: 'anulado', texto: 'José Núñez' }, undefined, 'recibos-2026-11-26-anulados-busqueda-jose-nunez.csv'],
    [{ texto: '../../etc' }, undefined, 'recibos-2026-11-26-busqueda-etc.csv'],
  ] as const)('%j (%s) → %s', (filtros, etiqueta, esperado) => {
    expect(nombreDelCsv(filtros, etiqueta, Hoy)).toBe(esperado);
  });
});
