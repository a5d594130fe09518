// «Certificado de los pagos recibidos en 2026»: who certifies, the payer, each receipt (number,
// date, concept and the period for rent, amount), the totals in figures and in words per currency,
// the sentence that certifies it with place and date, the issuer's signature and the QR of its
// verification. Written with the
// receipts' own page writer (../../recibos/pdf/hoja.ts); loaded only when it is asked for.
import { formatearImporte } from '../../recibos/dinero';
import { documentoFiscal, formatearFecha, formatearNumero } from '../../recibos/formato';
import { importeEnLetras } from '../../recibos/letras';
import { ANCHO, GRIS, nuevaHoja } from '../../recibos/pdf/hoja';
import { periodoDelRecibo } from '../../recibos/redaccion';
import type { Emisor } from '../../recibos/types';
import type { Certificado } from '../certificado';

export const tituloDelCertificado = (anio: number) => `Certificado de los pagos recibidos en ${anio}`;

export interface DatosDelCertificado {
  certificado: Certificado;
  /** The issuer as their details say today (they certify today). */
  emisor: Emisor;
  lugar: string;
  /** YYYY-MM-DD: the day it is signed. */
  fecha: string;
  /** Its verification's code and the app's origin, for the QR (./api/verificacion.ts). */
  verificacion?: { origen: string; codigo: string };
}

export async function certificadoEnPdf({
  certificado,
  emisor,
  lugar,
  verificacion,
  fecha,
}: DatosDelCertificado): Promise<Uint8Array> {
  const { anio, pagador, recibos, totales } = certificado;
  const titulo = tituloDelCertificado(anio);
  const hoja = await nuevaHoja(titulo, JSON.stringify([emisor, certificado]));
  const { parrafo } = hoja;
  // The tax ID's name as the receipts' currency has it (NIF, RUT, RFC…).
  const moneda = recibos[0]?.moneda ?? 'EUR';
  const conDocumento = (persona: { nombre: string; documento?: string | undefined }) =>
    persona.documento
      ? `${persona.nombre}, con ${documentoFiscal(moneda)} ${persona.documento},`
      : `${persona.nombre},`;

  parrafo(titulo, { tamano: 18, negrita: true }, 14);
  parrafo('EMISOR', { tamano: 8, negrita: true, color: GRIS });
  for (const linea of [
    emisor.nombre,
    emisor.documento && `${documentoFiscal(moneda)}: ${emisor.documento}`,
    emisor.direccion,
  ])
    if (linea) parrafo(linea);
  hoja.y -= 8;
  parrafo('PAGADOR', { tamano: 8, negrita: true, color: GRIS });
  for (const linea of [pagador.nombre, pagador.documento && `${documentoFiscal(moneda)}: ${pagador.documento}`])
    if (linea) parrafo(linea);
  hoja.y -= 12;
  parrafo(
    `${conDocumento(emisor)} certifica que ha recibido de ${conDocumento(pagador)} durante el año ${anio}, los pagos siguientes, cada uno justificado con su recibo:`,
    {},
    10,
  );

  const columnas = [
    { titulo: 'Número', ancho: 90 },
    { titulo: 'Fecha', ancho: 75 },
    { titulo: 'Concepto', ancho: ANCHO - 90 - 75 - 90 },
    { titulo: 'Importe', ancho: 90, derecha: true },
  ];
  hoja.fila(
    columnas,
    columnas.map((c) => c.titulo),
    true,
  );
  for (const recibo of recibos)
    hoja.fila(columnas, [
      formatearNumero(recibo.numero, recibo.fecha),
      formatearFecha(recibo.fecha, 'corta'),
      recibo.alquiler ? `${recibo.concepto} (${periodoDelRecibo(recibo.alquiler)})` : recibo.concepto,
      formatearImporte(recibo.total, recibo.moneda),
    ]);
  hoja.y -= 6;
  for (const { moneda: enMoneda, centimos } of totales) {
    parrafo(`Total: ${formatearImporte(centimos, enMoneda)}`, { tamano: 12, negrita: true, derecha: true }, 2);
    parrafo(`Son: ${importeEnLetras(centimos, enMoneda)}`, {}, 6);
  }
  hoja.y -= 8;
  parrafo(`Y para que conste, lo firma en ${lugar}, a ${formatearFecha(fecha)}.`);
  if (emisor.firma) hoja.firma(emisor.firma, emisor.nombre);
  else {
    hoja.y -= 40;
    parrafo(`Firmado: ${emisor.nombre}`, { color: GRIS });
  }
  if (verificacion) hoja.qr(verificacion.origen, verificacion.codigo, 'certificado');
  return hoja.guardar();
}
