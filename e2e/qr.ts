// The QR of a receipt's PDF, read as a phone's camera would: the first page drawn as an image
// (pdf.js through unpdf, on @napi-rs/canvas) and decoded with jsQR. Never from the PDF's source.
import jsQR from 'jsqr';
import { renderPageAsImage } from 'unpdf';

// pdf.js renders with ArrayBuffer#transferToFixedLength, which Node has from 21; Node 20 runs the
// tests. A copy does what the drawing needs of it (the old buffer is not read again).
const prototipo = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (largo?: number) => ArrayBuffer };
prototipo.transferToFixedLength ??= function (this: ArrayBuffer, largo = this.byteLength) {
  const copia = new ArrayBuffer(largo);
  new Uint8Array(copia).set(new Uint8Array(this, 0, Math.min(largo, this.byteLength)));
  return copia;
};

export async function qrDelPdf(pdf: Uint8Array): Promise<string> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const png = await renderPageAsImage(pdf.slice(), 1, { canvasImport: () => import('@napi-rs/canvas'), scale: 2 });
  const imagen = await loadImage(Buffer.from(png));
  const lienzo = createCanvas(imagen.width, imagen.height);
  const contexto = lienzo.getContext('2d');
  contexto.drawImage(imagen, 0, 0);
  const { data, width, height } = contexto.getImageData(0, 0, imagen.width, imagen.height);
  const qr = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height);
  if (!qr) throw new Error('El PDF no tiene un QR que se pueda leer');
  return qr.data;
}
