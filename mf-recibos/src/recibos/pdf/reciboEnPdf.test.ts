import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { reciboPublico } from '../recibo-publico.fixture';
import { reciboEnPdf } from './reciboEnPdf';

// The shared public copy, with a name in another script, a fractional line, and voided.
const recibo = reciboPublico({
  pagador: { nombre: 'Beto Núñez 田中' },
  lineas: [
    { descripcion: 'Clase individual', cantidad: 4, precioUnitario: 2500 },
    { descripcion: 'Material', cantidad: 1.5, precioUnitario: 333 },
  ],
  total: 10500,
  estado: 'anulado',
});

// Windows-1252 where it differs from Latin-1 (Node's TextDecoder may lack it): what receipts use.
const CP1252: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
};
const decodificar = (hex: string) =>
  Array.from(Buffer.from(hex, 'hex'), (b) => CP1252[b] ?? String.fromCharCode(b)).join('');

/** The text the PDF draws: its content streams' strings, decoded (Windows-1252). */
function textoDe(pdf: Uint8Array): string {
  const bruto = Buffer.from(pdf).toString('latin1');
  const flujos = [...bruto.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const datos = Buffer.from(m[1] ?? '', 'latin1');
    try {
      return inflateSync(datos).toString('latin1');
    } catch {
      return datos.toString('latin1');
    }
  });
  return flujos
    .join('\n')
    .split('\n')
    .flatMap((linea) => [...linea.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map((m) => decodificar(m[1] ?? ''))
    .join('\n');
}

describe('the receipt as a PDF', () => {
  it('is a PDF whose text is the printed document: number, date, parties, lines, total, state', async () => {
    const pdf = await reciboEnPdf(recibo);
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const texto = textoDe(pdf);
    for (const esperado of [
      'Recibo R-2026-0007',
      '7 de octubre de 2026',
      'ANULADO',
      'Academia Sol S.L.',
      'B12345678',
      'Calle Mayor 1',
      '28013 Madrid',
      'hola@academiasol.es',
      'Concepto: Clases de octubre',
      'Clase individual',
      '25,00\u00a0€',
      '100,00\u00a0€',
      '1,5',
      '5,00\u00a0€',
      'Total: 105,00\u00a0€',
      'Método de pago: Bizum',
      'Estado: Anulado',
    ])
      expect(texto).toContain(esperado);
    // What the standard fonts cannot write is a question mark, never a failure.
    expect(texto).toContain('Beto Núñez ??');
  });

  it('wraps a long description instead of running off the page', async () => {
    const largo = 'Servicios profesionales de asesoría fiscal '.repeat(5).trim();
    const texto = textoDe(
      await reciboEnPdf({ ...recibo, lineas: [{ descripcion: largo, cantidad: 1, precioUnitario: 100 }], total: 100 }),
    );
    const trozos = texto.split('\n').filter((l) => largo.includes(l) && l.length > 10);
    expect(trozos.length).toBeGreaterThan(2);
    expect(trozos.join(' ')).toBe(largo);
  });
});
