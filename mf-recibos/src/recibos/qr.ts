// A receipt's verification address, in words and as a QR code (docs/decisiones/032). The code is encoded by the
// `qrcode` package's core (its renderers and their PNG dependency stay out of the bundles); this
// only draws its modules: as one SVG path on the document, as squares in the PDF.
import { formatearCodigo, rutaDeVerificar } from 'dominio-recibos';
import { create } from 'qrcode/lib/core/qrcode';

/** Where a code is verified, the QR's content: the app's origin and /verificar/<código>. */
export const urlDeVerificacion = (origen: string, codigo: string) => `${origen}${rutaDeVerificar(codigo)}`;

/** The address as said in words: the app's host and /verificar (https:// is understood). */
export const direccionDeVerificar = (origen: string) => `${origen.replace(/^https?:\/\//, '')}/verificar`;

/** The sentence under the QR, the same on screen, on paper and in the PDF. */
export const fraseDeVerificacion = (origen: string, codigo: string, que: 'recibo' | 'certificado' = 'recibo') =>
  `Verifica este ${que} en ${direccionDeVerificar(origen)} con el código ${formatearCodigo(codigo)}`;

/** The quiet zone the standard asks for around the symbol, in modules. */
export const MARGEN_DEL_QR = 4;

export interface Qr {
  /** Modules per side (without the quiet zone). */
  tamano: number;
  /** Whether module (x, y) is dark. */
  oscuro: (x: number, y: number) => boolean;
}

/** The QR of `texto`, level M (15 % of it can be lost, a fold or a stain on paper). */
export function qrDe(texto: string): Qr {
  const { modules } = create(texto, { errorCorrectionLevel: 'M' });
  return { tamano: modules.size, oscuro: (x, y) => Boolean(modules.get(y, x)) };
}

/** Each row's runs of dark modules (x, y from the symbol's top left, without the quiet zone). */
export function tramosDelQr(qr: Qr): Array<{ x: number; y: number; largo: number }> {
  const tramos: Array<{ x: number; y: number; largo: number }> = [];
  for (let y = 0; y < qr.tamano; y++) {
    for (let x = 0; x < qr.tamano; ) {
      if (!qr.oscuro(x, y)) {
        x++;
        continue;
      }
      let fin = x;
      while (fin < qr.tamano && qr.oscuro(fin, y)) fin++;
      tramos.push({ x, y, largo: fin - x });
      x = fin;
    }
  }
  return tramos;
}

/** The dark modules as one SVG path in module units, quiet zone included, a rectangle per run. */
export const caminoDelQr = (qr: Qr) =>
  tramosDelQr(qr)
    .map(({ x, y, largo }) => `M${x + MARGEN_DEL_QR} ${y + MARGEN_DEL_QR}h${largo}v1h${-largo}z`)
    .join('');
