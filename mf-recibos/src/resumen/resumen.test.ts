import { describe, expect, it } from 'vitest';
import { reciboDePrueba } from '../recibos/recibo.fixture';
import type { Recibo } from '../recibos/types';
import { resumenACsv } from './csv';
import { claveDelPagador } from './pagador';
import { resumenDelAnio } from './resumen';

let n = 0;
const recibo = (cambios: Partial<Recibo>) => reciboDePrueba({ id: `r${++n}`, numero: n, ...cambios });
const alquiler = (inmueble: string) => ({ inmueble, desde: '2026-01-01', hasta: '2026-01-31' });

describe('the year summary', () => {
  const recibos = [
    recibo({
      fecha: '2026-01-10',
      total: 50000,
      alquiler: alquiler('Calle Mayor 1, 2º A\n28013 Madrid'),
      etiquetas: ['e1'],
      pagador: { nombre: 'Lucía', documento: '12345678Z' },
    }),
    recibo({
      fecha: '2026-02-10',
      total: 50000,
      alquiler: alquiler('calle  mayor 1, 2º a \n28013 Madrid'),
      etiquetas: ['e1', 'e2'],
      pagador: { nombre: 'Lucía Gómez', documento: '12345678-z' },
    }),
    recibo({ fecha: '2026-02-20', total: 1500000, moneda: 'CLP', pagador: { nombre: 'Pedro', email: 'P@x.cl' } }),
    recibo({ fecha: '2026-03-01', total: 2000, moneda: 'USD', pagador: { nombre: 'Pedro', email: 'p@x.cl ' } }),
    // Voided, replaced by the next one: counted once, as the correction.
    recibo({
      id: 'viejo',
      fecha: '2026-04-01',
      total: 900,
      estado: 'anulado',
      sustituidoPor: { id: 'nuevo', numero: 'R-2026-0006' },
    }),
    recibo({ id: 'nuevo', fecha: '2026-04-02', total: 1000, sustituye: { id: 'viejo', numero: 'R-2026-0005' } }),
    // Voided alone.
    recibo({ fecha: '2026-12-31', total: 7000, estado: 'anulado' }),
    // Other years.
    recibo({ fecha: '2025-12-31', total: 111 }),
    recibo({ fecha: '2027-01-01', total: 222 }),
  ];
  const resumen = resumenDelAnio(2026, recibos);

  it('adds the issued receipts of the year per currency, voids counted apart, a correction once', () => {
    expect(resumen.emitidos).toEqual({
      recibos: 5,
      importes: [
        { moneda: 'EUR', centimos: 101000 },
        { moneda: 'USD', centimos: 2000 },
        { moneda: 'CLP', centimos: 1500000 },
      ],
    });
    expect(resumen.monedas).toEqual(['EUR', 'USD', 'CLP']);
    expect([resumen.anulados, resumen.sustituidos]).toEqual([2, 1]);
  });

  it('has twelve months, empty ones at zero, and they add up to the year', () => {
    expect(resumen.porMes).toHaveLength(12);
    expect(resumen.porMes.map((m) => m.recibos)).toEqual([1, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(resumen.porMes[1]?.importes).toEqual([
      { moneda: 'EUR', centimos: 50000 },
      { moneda: 'CLP', centimos: 1500000 },
    ]);
    expect(resumen.porMes[11]).toEqual({ recibos: 0, importes: [] });
  });

  it('groups rent by property however its address was spaced or cased, named as last written', () => {
    expect(resumen.porInmueble).toEqual([
      {
        clave: expect.any(String),
        nombre: 'calle mayor 1, 2º a, 28013 Madrid',
        recibos: 2,
        importes: [{ moneda: 'EUR', centimos: 100000 }],
      },
    ]);
  });

  it('counts a receipt in each of its labels, and apart when it has none', () => {
    expect(resumen.porEtiqueta.map((g) => [g.clave, g.recibos])).toEqual([
      ['e1', 2],
      ['e2', 1],
    ]);
    expect(resumen.sinEtiqueta.recibos).toBe(3);
  });

  it('groups payers by tax ID, else e-mail, else name', () => {
    expect(resumen.porPagador.map((g) => [g.nombre, g.recibos, g.importes.length])).toEqual([
      ['Lucía Gómez', 2, 1],
      ['Pedro', 2, 2],
      ['Beto', 1, 1],
    ]);
  });

  it('a year without receipts has every figure at zero', () => {
    const vacio = resumenDelAnio(2030, recibos);
    expect(vacio.emitidos).toEqual({ recibos: 0, importes: [] });
    expect(vacio.anulados).toBe(0);
    expect(vacio.porPagador).toEqual([]);
  });
});

describe('who counts as one payer', () => {
  it('one tax ID written any way; else one e-mail in any case; else the exact name', () => {
    expect(claveDelPagador({ nombre: 'A', documento: '12.345.678-5' })).toBe(
      claveDelPagador({ nombre: 'B', documento: '123456785' }),
    );
    expect(claveDelPagador({ nombre: 'A', documento: 'x1234567l', email: 'a@b.es' })).toBe('documento:X1234567L');
    expect(claveDelPagador({ nombre: 'A', email: ' Ana@B.es' })).toBe(
      claveDelPagador({ nombre: 'Otra', email: 'ana@b.es' }),
    );
    expect(claveDelPagador({ nombre: 'Ana ' })).toBe(claveDelPagador({ nombre: 'Ana' }));
    expect(claveDelPagador({ nombre: 'Ana' })).not.toBe(claveDelPagador({ nombre: 'ana' }));
  });
});

describe('the summary as CSV', () => {
  it('one row per figure and currency, labels by name, as the list writes amounts', () => {
    const resumen = resumenDelAnio(2026, [
      recibo({ fecha: '2026-02-01', total: 123456, etiquetas: ['e1'], alquiler: alquiler('Mayor 1\nMadrid') }),
      recibo({
        fecha: '2026-02-03',
        total: 1500000,
        moneda: 'CLP',
        etiquetas: ['borrada'],
        pagador: { nombre: '=Pía' },
      }),
      recibo({ fecha: '2026-03-03', total: 1, estado: 'anulado' }),
    ]);
    const filas = resumenACsv(resumen, (id) => (id === 'e1' ? 'Casa' : undefined))
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(filas.slice(0, 5)).toEqual([
      'Apartado;Nombre;Recibos;Moneda;Importe',
      'Año;2026;2;EUR;1234,56',
      'Año;2026;2;CLP;15000',
      'Anulados (fuera de las cifras);;1;;',
      'Mes;enero;0;;',
    ]);
    expect(filas).toContain('Mes;febrero;2;CLP;15000');
    expect(filas).toContain('Inmueble;Mayor 1, Madrid;1;EUR;1234,56');
    expect(filas).toContain('Etiqueta;Casa;1;EUR;1234,56');
    expect(filas).toContain('Etiqueta;Etiqueta eliminada;1;CLP;15000');
    expect(filas).toContain("Pagador;'=Pía;1;CLP;15000");
  });
});

describe('the summary as a PDF', () => {
  it('has the year, its totals and voids, every month, and each property, label and payer', async () => {
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { resumenEnPdf } = await import('./pdf/resumenEnPdf');
    const resumen = resumenDelAnio(2026, [
      recibo({ fecha: '2026-02-01', total: 70000, etiquetas: ['e1'], alquiler: alquiler('Mayor 1\nMadrid') }),
      recibo({ fecha: '2026-02-03', total: 1500000, moneda: 'CLP', pagador: { nombre: 'Pía' } }),
      recibo({ fecha: '2026-03-03', total: 1, estado: 'anulado' }),
    ]);
    const pdf = await resumenEnPdf(resumen, { emisor: 'Ana', nombreDeEtiqueta: () => 'Casa', hoy: '2027-01-10' });
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    const texto = text.replace(/\s+/g, ' ');
    for (const parte of [
      'Resumen de 2026',
      'Ana · hecho el 10 de enero de 2027',
      'Importe emitido: 700,00 € y $15.000',
      'Recibos emitidos: 2',
      'Anulados, fuera de las cifras: 1',
      'enero 0',
      'febrero 2 700,00 € y $15.000',
      'diciembre 0',
      'Mayor 1, Madrid 1 700,00 €',
      'Casa 1 700,00 €',
      'Pía 1 $15.000',
    ])
      expect(texto).toContain(parte);
  });
});
