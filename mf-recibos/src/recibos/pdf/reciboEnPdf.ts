// The receipt as a PDF file: the same content as the printed document (ReciboDocumento), as real
// text a reader can select and search. Loaded only when "Descargar PDF" is clicked (./descargar.ts).
import { formatearImporte, importeLinea } from '../dinero';
import { documentoFiscal, formatearFecha, lineasDeSustitucion, NOMBRES_METODO } from '../formato';
import { importeEnLetras } from '../letras';
import { fraseRecibi, periodoDelRecibo, RENTA_VIGENTE } from '../redaccion';
import type { ReciboPublico } from '../types';
import { ANCHO, GRIS, MARGEN, nuevaHoja, ROJO } from './hoja';

/** `origen`: the app's, which the verification QR names (the page's own in the browser). */
export async function reciboEnPdf(
  recibo: ReciboPublico,
  origen: string = globalThis.location?.origin ?? '',
): Promise<Uint8Array> {
  const hoja = await nuevaHoja(`Recibo ${recibo.numero}`, JSON.stringify(recibo));
  const { parrafo } = hoja;

  parrafo(`Recibo ${recibo.numero}`, { tamano: 20, negrita: true });
  parrafo(formatearFecha(recibo.fecha), { color: GRIS }, recibo.alquiler ? 4 : 12);
  if (recibo.alquiler) parrafo('Recibo de alquiler', { negrita: true }, 8);
  if (recibo.estado === 'anulado') parrafo('ANULADO', { tamano: 16, negrita: true, color: ROJO }, 8);

  // Issuer and payer side by side, each tax ID with its name where the currency is used.
  const conNombre = (documento: string | undefined) =>
    documento ? `${documentoFiscal(recibo.moneda)}: ${documento}` : undefined;
  const columna = (ANCHO - 20) / 2;
  const parte = (titulo: string, lineas: Array<string | undefined>, x: number) => {
    const inicio = hoja.y;
    parrafo(titulo.toUpperCase(), { x, ancho: columna, tamano: 8, negrita: true, color: GRIS });
    for (const linea of lineas) if (linea) parrafo(linea, { x, ancho: columna });
    const alto = inicio - hoja.y;
    hoja.y = inicio;
    return alto;
  };
  const arriba = hoja.y;
  const altoEmisor = parte(
    'Emisor',
    [recibo.emisor.nombre, conNombre(recibo.emisor.documento), recibo.emisor.direccion, recibo.emisor.contacto],
    MARGEN,
  );
  hoja.y = arriba;
  const altoPagador = parte(
    'Pagador',
    [recibo.pagador.nombre, conNombre(recibo.pagador.documento)],
    MARGEN + columna + 20,
  );
  hoja.y = arriba - Math.max(altoEmisor, altoPagador) - 14;

  if (recibo.alquiler) {
    parrafo(`Inmueble: ${recibo.alquiler.inmueble}`);
    parrafo(`Periodo: ${periodoDelRecibo(recibo.alquiler)}`, {}, 4);
  }
  parrafo(`Concepto: ${recibo.concepto}`, {}, 12);

  // The lines: description, quantity, price, amount.
  const columnas = [
    { titulo: 'Descripción', ancho: ANCHO - 3 * 85, derecha: false },
    { titulo: 'Cantidad', ancho: 85, derecha: true },
    { titulo: 'Precio', ancho: 85, derecha: true },
    { titulo: 'Importe', ancho: 85, derecha: true },
  ];
  const fila = (celdas: string[], negrita = false) => hoja.fila(columnas, celdas, negrita);
  fila(
    columnas.map((c) => c.titulo),
    true,
  );
  recibo.lineas.forEach((linea, i) => {
    fila([
      recibo.alquiler && i === 0 ? `${RENTA_VIGENTE}: ${linea.descripcion}` : linea.descripcion,
      linea.cantidad.toLocaleString('es-ES'),
      formatearImporte(linea.precioUnitario, recibo.moneda),
      formatearImporte(importeLinea(linea.cantidad, linea.precioUnitario), recibo.moneda),
    ]);
  });
  hoja.y -= 4;
  parrafo(`Total: ${formatearImporte(recibo.total, recibo.moneda)}`, { tamano: 13, negrita: true, derecha: true }, 12);
  parrafo(`Son: ${importeEnLetras(recibo.total, recibo.moneda)}`, {}, 4);
  parrafo(`Método de pago: ${NOMBRES_METODO[recibo.metodoPago] ?? recibo.metodoPago}`);
  parrafo(`Estado: ${recibo.estado === 'anulado' ? 'Anulado' : 'Emitido'}`);
  if (recibo.motivoAnulacion) parrafo(`Motivo de la anulación: ${recibo.motivoAnulacion}`);
  for (const linea of lineasDeSustitucion(recibo)) parrafo(linea);
  if (recibo.recibi) {
    hoja.y -= 8;
    parrafo(fraseRecibi(recibo));
  }
  if (recibo.emisor.firma) hoja.firma(recibo.emisor.firma, recibo.emisor.nombre);
  if (recibo.verificacion) hoja.qr(origen, recibo.verificacion);
  return hoja.guardar();
}
