import { codigoNuevo, formatearCodigo } from 'dominio-recibos';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { reciboPublico } from '../recibo-publico.fixture';
import { reciboEnPdf } from './reciboEnPdf';

// The shared public copy, a fractional line, and voided.
const recibo = reciboPublico({
  lineas: [
    { descripcion: 'Clase individual', cantidad: 4, precioUnitario: 2500 },
    { descripcion: 'Material', cantidad: 1.5, precioUnitario: 333 },
  ],
  total: 10500,
  estado: 'anulado',
});

/** The text a PDF reader selects and searches (pdf.js), its line breaks and spaces as one space. */
async function textoDe(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the receipt as a PDF', () => {
  it('is a PDF whose text is the printed document: number, date, parties, lines, total, state', async () => {
    const pdf = await reciboEnPdf(recibo);
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const texto = await textoDe(pdf);
    for (const esperado of [
      'Recibo R-2026-0007',
      '7 de octubre de 2026',
      'ANULADO',
      'Academia Sol S.L.',
      'NIF: B12345678',
      'Calle Mayor 1',
      '28013 Madrid',
      'hola@academiasol.es',
      'Concepto: Clases de octubre',
      'Clase individual',
      '25,00 €',
      '100,00 €',
      '1,5',
      '5,00 €',
      'Total: 105,00 €',
      'Son: ciento cinco euros',
      'Método de pago: Bizum',
      'Estado: Anulado',
    ])
      expect(texto).toContain(esperado);
  });

  // A shared receipt is corrected by another, never edited: both say so, on paper too.
  it('says which receipt it replaces, and which replaced it', async () => {
    const texto = await textoDe(
      await reciboEnPdf({ ...recibo, sustituye: 'R-2026-0003', sustituidoPor: 'R-2026-0009' }),
    );
    expect(texto).toContain('Sustituye al recibo R-2026-0003.');
    expect(await textoDe(await reciboEnPdf({ ...recibo, motivoAnulacion: 'Importe equivocado' }))).toContain(
      'Motivo de la anulación: Importe equivocado',
    );
    expect(texto).toContain('Sustituido por el recibo R-2026-0009.');
    expect(await textoDe(await reciboEnPdf(recibo))).not.toContain('Sustitu');
  });

  // Every such letter was a "?": names of payers from Romania, Poland, Greece, Ukraine, Vietnam.
  it('writes names in Latin, Greek and Cyrillic letters beyond Spanish ones, as selectable text', async () => {
    const nombres = ['Ștefan Țurcanu', 'Łukasz Wałęsa', 'Ελένη Παπαδοπούλου', 'Оксана Ковальчук', 'Nguyễn Thị Hằng'];
    const texto = await textoDe(
      await reciboEnPdf({
        ...recibo,
        pagador: { nombre: nombres.join(' · ') },
        lineas: [{ descripcion: 'Clase de ελληνικά', cantidad: 1, precioUnitario: 10500 }],
      }),
    );
    for (const nombre of nombres) expect(texto).toContain(nombre);
    expect(texto).toContain('Clase de ελληνικά');
    expect(texto).not.toContain('?');
  });

  it('writes what no font here has (Chinese, emoji) as "?", never failing', async () => {
    const texto = await textoDe(await reciboEnPdf({ ...recibo, pagador: { nombre: 'Beto Núñez 田中 🙂' } }));
    expect(texto).toContain('Beto Núñez ?? ?');
  });

  it("writes the issuer's and the payer's lines one under another, never on top of each other", async () => {
    const pagina = await (await getDocumentProxy((await reciboEnPdf(recibo)).slice())).getPage(1);
    const { items } = await pagina.getTextContent();
    const alturas = new Map(
      items.flatMap((item) => ('str' in item && item.str.trim() ? [[item.str, Math.round(item.transform[5])]] : [])),
    );
    const columna = (lineas: string[]) => lineas.map((linea) => alturas.get(linea));
    for (const lineas of [
      ['EMISOR', 'Academia Sol S.L.', 'NIF: B12345678', 'Calle Mayor 1', '28013 Madrid', 'hola@academiasol.es'],
      ['PAGADOR', 'Beto Núñez', 'NIF: 87654321X'],
    ]) {
      const y = columna(lineas);
      // Down the page, each line lower than the one before it.
      expect(
        y.every((altura, i) => altura !== undefined && (i === 0 || altura < (y[i - 1] as number))),
        `${lineas.join(' / ')}: ${y.join(', ')}`,
      ).toBe(true);
    }
  });

  it('wraps a long description instead of running off the page', async () => {
    const largo = 'Servicios profesionales de asesoría fiscal '.repeat(5).trim();
    const pdf = await reciboEnPdf({
      ...recibo,
      lineas: [{ descripcion: largo, cantidad: 1, precioUnitario: 100 }],
      total: 100,
    });
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: false });
    const lineas = (text as string[]).join('\n').split('\n');
    const trozos = lineas.map((l) => l.trim()).filter((l) => largo.includes(l) && l.length > 10);
    expect(trozos.length).toBeGreaterThan(2);
    // Nothing dropped nor repeated: the pieces give back the description.
    expect(trozos.join(' ')).toBe(largo);
  });

  it('carries its verification: the sentence with the address and the code, on one A4 page with the largest content', async () => {
    const codigo = codigoNuevo();
    const pdf = await reciboEnPdf(
      {
        ...reciboPublico({ recibi: true, emisor: { ...reciboPublico().emisor, firma: 'M10 10L200 90' } }),
        lineas: Array.from({ length: 5 }, (_, i) => ({ descripcion: `Línea ${i}`, cantidad: 1, precioUnitario: 100 })),
        total: 500,
        verificacion: codigo,
      },
      'https://recibos-app.web.app',
    );
    const documento = await getDocumentProxy(pdf.slice());
    expect(documento.numPages).toBe(1);
    const { text } = await extractText(documento, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Verifica este recibo en recibos-app.web.app/verificar con el código ${formatearCodigo(codigo)}`,
    );
  });
});
