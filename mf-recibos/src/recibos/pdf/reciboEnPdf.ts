// The receipt as a PDF file: the same content as the printed document (ReciboDocumento), as real
// text a reader can select and search. Loaded only when "Descargar PDF" is clicked (./descargar.ts).
import { LineCapStyle, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatearImporte, importeLinea } from '../dinero';
import { FIRMA_ALTO, FIRMA_ANCHO } from '../firma';
import { documentoFiscal, formatearFecha, lineasDeSustitucion, NOMBRES_METODO } from '../formato';
import { importeEnLetras } from '../letras';
import { fraseDeVerificacion, MARGEN_DEL_QR, qrDe, tramosDelQr, urlDeVerificacion } from '../qr';
import { fraseRecibi, periodoDelRecibo, RENTA_VIGENTE } from '../redaccion';
import type { ReciboPublico } from '../types';
import { subconjuntosPara } from './cobertura';
import { escribeEstandar, type Letra, letraCon } from './letra';

const A4: [number, number] = [595.28, 841.89];
const MARGEN = 50;
const ANCHO = A4[0] - 2 * MARGEN;
const GRIS = rgb(0.39, 0.45, 0.55);
const NEGRO = rgb(0.06, 0.09, 0.16);
const ROJO = rgb(0.73, 0.11, 0.11);

/** Lines of at most `ancho` points: words kept whole where they fit, cut where they do not. */
function partir(texto: string, fuente: Letra, tamano: number, ancho: number): string[] {
  const lineas: string[] = [];
  for (const parrafo of texto.split('\n')) {
    let actual = '';
    for (const palabra of parrafo.split(' ')) {
      const candidata = actual ? `${actual} ${palabra}` : palabra;
      if (fuente.ancho(candidata, tamano) <= ancho) {
        actual = candidata;
        continue;
      }
      if (actual) lineas.push(actual);
      actual = '';
      for (const caracter of palabra) {
        if (fuente.ancho(actual + caracter, tamano) > ancho && actual) {
          lineas.push(actual);
          actual = '';
        }
        actual += caracter;
      }
    }
    lineas.push(actual);
  }
  return lineas;
}

/** `origen`: the app's, which the verification QR names (the page's own in the browser). */
export async function reciboEnPdf(
  recibo: ReciboPublico,
  origen: string = globalThis.location?.origin ?? '',
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Recibo ${recibo.numero}`);
  pdf.setLanguage('es-ES');
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  // Noto Sans, only for what Helvetica cannot write, and only then fetched (./fuentes.ts).
  const subconjuntos = subconjuntosPara(JSON.stringify(recibo), (c) => escribeEstandar(helvetica, c));
  const respaldos: PDFFont[] =
    subconjuntos.length > 0 ? await (await import('./fuentes')).incrustar(pdf, subconjuntos) : [];
  const normal = letraCon(helvetica, respaldos);
  const negrita = letraCon(await pdf.embedFont(StandardFonts.HelveticaBold), respaldos);
  let pagina: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGEN;

  const espacio = (alto: number) => {
    if (y - alto >= MARGEN) return;
    pagina = pdf.addPage(A4);
    y = A4[1] - MARGEN;
  };
  /** Writes `texto` from x, wrapped to `ancho`; returns the height used. */
  const escribir = (
    texto: string,
    { x = MARGEN, ancho = ANCHO, tamano = 10, fuente = normal, color = NEGRO, derecha = false } = {},
  ) => {
    const lineas = partir(texto.normalize('NFC'), fuente, tamano, ancho);
    const alto = tamano * 1.35;
    espacio(alto * lineas.length);
    lineas.forEach((linea, i) => {
      const desde = derecha ? x + ancho - fuente.ancho(linea, tamano) : x;
      fuente.dibujar(pagina, linea, { x: desde, y: y - tamano - i * alto, tamano, color });
    });
    return alto * lineas.length;
  };

  y -= escribir(`Recibo ${recibo.numero}`, { tamano: 20, fuente: negrita });
  y -= escribir(formatearFecha(recibo.fecha), { color: GRIS }) + (recibo.alquiler ? 4 : 12);
  if (recibo.alquiler) y -= escribir('Recibo de alquiler', { fuente: negrita }) + 8;
  if (recibo.estado === 'anulado') y -= escribir('ANULADO', { tamano: 16, fuente: negrita, color: ROJO }) + 8;

  // Issuer and payer side by side, each tax ID with its name where the currency is used.
  const conNombre = (documento: string | undefined) =>
    documento ? `${documentoFiscal(recibo.moneda)}: ${documento}` : undefined;
  const columna = (ANCHO - 20) / 2;
  const parte = (titulo: string, lineas: Array<string | undefined>, x: number) => {
    let alto = escribir(titulo.toUpperCase(), { x, ancho: columna, tamano: 8, fuente: negrita, color: GRIS });
    for (const linea of lineas) if (linea) alto += escribir(linea, { x, ancho: columna });
    return alto;
  };
  const arriba = y;
  const altoEmisor = parte(
    'Emisor',
    [recibo.emisor.nombre, conNombre(recibo.emisor.documento), recibo.emisor.direccion, recibo.emisor.contacto],
    MARGEN,
  );
  y = arriba;
  const altoPagador = parte(
    'Pagador',
    [recibo.pagador.nombre, conNombre(recibo.pagador.documento)],
    MARGEN + columna + 20,
  );
  y = arriba - Math.max(altoEmisor, altoPagador) - 14;

  if (recibo.alquiler) {
    y -= escribir(`Inmueble: ${recibo.alquiler.inmueble}`);
    y -= escribir(`Periodo: ${periodoDelRecibo(recibo.alquiler)}`) + 4;
  }
  y -= escribir(`Concepto: ${recibo.concepto}`) + 12;

  // The lines: description, quantity, price, amount.
  const columnas = [
    { titulo: 'Descripción', ancho: ANCHO - 3 * 85, derecha: false },
    { titulo: 'Cantidad', ancho: 85, derecha: true },
    { titulo: 'Precio', ancho: 85, derecha: true },
    { titulo: 'Importe', ancho: 85, derecha: true },
  ];
  const fila = (celdas: string[], fuente = normal) => {
    let x = MARGEN;
    let alto = 0;
    const inicio = y;
    celdas.forEach((celda, i) => {
      const c = columnas[i] as (typeof columnas)[number];
      y = inicio;
      alto = Math.max(alto, escribir(celda, { x, ancho: c.ancho - 6, fuente, derecha: c.derecha }));
      x += c.ancho;
    });
    y = inicio - alto - 4;
    pagina.drawLine({
      start: { x: MARGEN, y: y + 2 },
      end: { x: MARGEN + ANCHO, y: y + 2 },
      thickness: 0.5,
      color: GRIS,
    });
  };
  fila(
    columnas.map((c) => c.titulo),
    negrita,
  );
  recibo.lineas.forEach((linea, i) => {
    fila([
      recibo.alquiler && i === 0 ? `${RENTA_VIGENTE}: ${linea.descripcion}` : linea.descripcion,
      linea.cantidad.toLocaleString('es-ES'),
      formatearImporte(linea.precioUnitario, recibo.moneda),
      formatearImporte(importeLinea(linea.cantidad, linea.precioUnitario), recibo.moneda),
    ]);
  });
  y -= 4;
  y -=
    escribir(`Total: ${formatearImporte(recibo.total, recibo.moneda)}`, {
      tamano: 13,
      fuente: negrita,
      derecha: true,
    }) + 12;
  y -= escribir(`Son: ${importeEnLetras(recibo.total, recibo.moneda)}`) + 4;
  y -= escribir(`Método de pago: ${NOMBRES_METODO[recibo.metodoPago] ?? recibo.metodoPago}`);
  y -= escribir(`Estado: ${recibo.estado === 'anulado' ? 'Anulado' : 'Emitido'}`);
  if (recibo.motivoAnulacion) y -= escribir(`Motivo de la anulación: ${recibo.motivoAnulacion}`);
  for (const linea of lineasDeSustitucion(recibo)) y -= escribir(linea);
  if (recibo.recibi) y -= 8 + escribir(fraseRecibi(recibo));
  if (recibo.emisor.firma) {
    // The 300 × 100 box at half size, its top left at (MARGEN, y): SVG's y grows downwards.
    const escala = 0.5;
    espacio(FIRMA_ALTO * escala + 40);
    y -= 16;
    pagina.drawSvgPath(recibo.emisor.firma, {
      x: MARGEN,
      y,
      scale: escala,
      borderColor: NEGRO,
      borderWidth: 2.5,
      borderLineCap: LineCapStyle.Round,
    });
    y -= FIRMA_ALTO * escala + 4;
    pagina.drawLine({
      start: { x: MARGEN, y },
      end: { x: MARGEN + FIRMA_ANCHO * escala, y },
      thickness: 0.5,
      color: GRIS,
    });
    y -= 4 + escribir(`Firmado: ${recibo.emisor.nombre}`, { color: GRIS });
  }

  if (recibo.verificacion) {
    // The verification QR (about 25 mm, black squares, a run of modules each) and its sentence beside it.
    const qr = qrDe(urlDeVerificacion(origen, recibo.verificacion));
    const lado = 72;
    const modulo = lado / (qr.tamano + 2 * MARGEN_DEL_QR);
    espacio(lado + 16);
    y -= 12;
    const arribaDelQr = y;
    for (const tramo of tramosDelQr(qr))
      pagina.drawRectangle({
        x: MARGEN + (MARGEN_DEL_QR + tramo.x) * modulo,
        y: arribaDelQr - (MARGEN_DEL_QR + tramo.y + 1) * modulo,
        width: tramo.largo * modulo,
        height: modulo,
        color: rgb(0, 0, 0),
      });
    y = arribaDelQr - lado / 2 + 10;
    escribir(fraseDeVerificacion(origen, recibo.verificacion), { x: MARGEN + lado + 12, ancho: ANCHO - lado - 12 });
    y = arribaDelQr - lado;
  }

  // Uncompressed object streams keep the file readable by every viewer.
  return pdf.save({ useObjectStreams: false });
}
