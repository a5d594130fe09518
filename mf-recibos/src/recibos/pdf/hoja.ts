// What the app's PDFs are written with (a receipt, a certificate): A4 pages with a margin, text
// wrapped and continued on a new page, tables, the drawn signature and the verification QR.
// Real text a reader can select and search.
import { LineCapStyle, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { FIRMA_ALTO, FIRMA_ANCHO } from '../firma';
import { fraseDeVerificacion, MARGEN_DEL_QR, qrDe, tramosDelQr, urlDeVerificacion } from '../qr';
import { subconjuntosPara } from './cobertura';
import { escribeEstandar, type Letra, letraCon } from './letra';

const A4: [number, number] = [595.28, 841.89];
export const MARGEN = 50;
export const ANCHO = A4[0] - 2 * MARGEN;
export const GRIS = rgb(0.39, 0.45, 0.55);
export const NEGRO = rgb(0.06, 0.09, 0.16);
export const ROJO = rgb(0.73, 0.11, 0.11);

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

export interface OpcionesDeTexto {
  x?: number;
  ancho?: number;
  tamano?: number;
  negrita?: boolean;
  color?: ReturnType<typeof rgb>;
  derecha?: boolean;
}

export interface Columna {
  titulo: string;
  ancho: number;
  derecha?: boolean;
}

/**
 * A document being written top to bottom. `contenido`: all the text it will hold, so the fallback
 * font (Noto Sans, fetched only then: ./fuentes.ts) is embedded only for what Helvetica cannot write.
 */
export async function nuevaHoja(titulo: string, contenido: string) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(titulo);
  pdf.setLanguage('es-ES');
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  const subconjuntos = subconjuntosPara(contenido, (c) => escribeEstandar(helvetica, c));
  const respaldos: PDFFont[] =
    subconjuntos.length > 0 ? await (await import('./fuentes')).incrustar(pdf, subconjuntos) : [];
  const normal = letraCon(helvetica, respaldos);
  const negrita = letraCon(await pdf.embedFont(StandardFonts.HelveticaBold), respaldos);
  let pagina: PDFPage = pdf.addPage(A4);

  const hoja = {
    /** How far down the page the next thing goes (from the bottom, as PDF counts). */
    y: A4[1] - MARGEN,
    /** A new page when `alto` does not fit in what is left of this one. */
    espacio(alto: number) {
      if (hoja.y - alto >= MARGEN) return;
      pagina = pdf.addPage(A4);
      hoja.y = A4[1] - MARGEN;
    },
    /** The height `texto` takes wrapped to `ancho`. */
    alto(texto: string, { ancho = ANCHO, tamano = 10, negrita: gruesa = false }: OpcionesDeTexto = {}) {
      return partir(texto.normalize('NFC'), gruesa ? negrita : normal, tamano, ancho).length * tamano * 1.35;
    },
    /** Writes `texto` from x, wrapped to `ancho`, without moving down; returns the height used. */
    escribir(
      texto: string,
      {
        x = MARGEN,
        ancho = ANCHO,
        tamano = 10,
        negrita: gruesa = false,
        color = NEGRO,
        derecha = false,
      }: OpcionesDeTexto = {},
    ) {
      const fuente = gruesa ? negrita : normal;
      const lineas = partir(texto.normalize('NFC'), fuente, tamano, ancho);
      const alto = tamano * 1.35;
      hoja.espacio(alto * lineas.length);
      lineas.forEach((linea, i) => {
        const desde = derecha ? x + ancho - fuente.ancho(linea, tamano) : x;
        fuente.dibujar(pagina, linea, { x: desde, y: hoja.y - tamano - i * alto, tamano, color });
      });
      return alto * lineas.length;
    },
    /** Writes `texto` and moves down past it and `despues` points more. */
    parrafo(texto: string, opciones: OpcionesDeTexto = {}, despues = 0) {
      hoja.y -= hoja.escribir(texto, opciones) + despues;
    },
    /** One row of a table, whole on one page: each cell wrapped in its column, a rule under it. */
    fila(columnas: readonly Columna[], celdas: readonly string[], gruesa = false) {
      const alto = Math.max(
        ...celdas.map((celda, i) => hoja.alto(celda, { ancho: (columnas[i] as Columna).ancho - 6, negrita: gruesa })),
      );
      hoja.espacio(alto + 4);
      const inicio = hoja.y;
      let x = MARGEN;
      celdas.forEach((celda, i) => {
        const c = columnas[i] as Columna;
        hoja.escribir(celda, { x, ancho: c.ancho - 6, negrita: gruesa, derecha: c.derecha });
        x += c.ancho;
      });
      hoja.y = inicio - alto - 4;
      pagina.drawLine({
        start: { x: MARGEN, y: hoja.y + 2 },
        end: { x: MARGEN + ANCHO, y: hoja.y + 2 },
        thickness: 0.5,
        color: GRIS,
      });
    },
    /** The signature drawn in the issuer's details (an SVG path on a 300 × 100 box), at half size. */
    firma(trazo: string, nombre: string) {
      const escala = 0.5;
      hoja.espacio(FIRMA_ALTO * escala + 40);
      hoja.y -= 16;
      pagina.drawSvgPath(trazo, {
        x: MARGEN,
        y: hoja.y,
        scale: escala,
        borderColor: NEGRO,
        borderWidth: 2.5,
        borderLineCap: LineCapStyle.Round,
      });
      hoja.y -= FIRMA_ALTO * escala + 4;
      pagina.drawLine({
        start: { x: MARGEN, y: hoja.y },
        end: { x: MARGEN + FIRMA_ANCHO * escala, y: hoja.y },
        thickness: 0.5,
        color: GRIS,
      });
      hoja.y -= 4 + hoja.escribir(`Firmado: ${nombre}`, { color: GRIS });
    },
    /** The verification QR (about 25 mm, a black rectangle per run of modules) and its sentence beside it. */
    qr(origen: string, codigo: string, que: 'recibo' | 'certificado' = 'recibo') {
      const qr = qrDe(urlDeVerificacion(origen, codigo));
      const lado = 72;
      const modulo = lado / (qr.tamano + 2 * MARGEN_DEL_QR);
      hoja.espacio(lado + 16);
      hoja.y -= 12;
      const arriba = hoja.y;
      for (const tramo of tramosDelQr(qr))
        pagina.drawRectangle({
          x: MARGEN + (MARGEN_DEL_QR + tramo.x) * modulo,
          y: arriba - (MARGEN_DEL_QR + tramo.y + 1) * modulo,
          width: tramo.largo * modulo,
          height: modulo,
          color: rgb(0, 0, 0),
        });
      hoja.y = arriba - lado / 2 + 10;
      hoja.escribir(fraseDeVerificacion(origen, codigo, que), { x: MARGEN + lado + 12, ancho: ANCHO - lado - 12 });
      hoja.y = arriba - lado;
    },
    // Uncompressed object streams keep the file readable by every viewer.
    guardar: () => pdf.save({ useObjectStreams: false }),
  };
  return hoja;
}
