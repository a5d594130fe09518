// «Archivo del año»: one zip with every receipt's PDF of the year (named by its number), the
// year's CSV and the summary's PDF, which is what a gestor asks for. Streamed with client-zip:
// each receipt's PDF is made when the zip asks for it and dropped once written, so memory holds
// one PDF at a time, not 2,000 (docs/decisiones/033 measures it). Stopped by `senal` between two.
import { downloadZip } from 'client-zip';
import { instantanea } from '../recibos/api/recibos-publicos';
import { formatearNumero } from '../recibos/formato';
import { reciboEnPdf } from '../recibos/pdf/reciboEnPdf';
import type { Recibo } from '../recibos/types';

export interface ContenidoDelArchivo {
  anio: number;
  /** The year's receipts, voided ones too (their PDFs say so). */
  recibos: readonly Recibo[];
  csv: string;
  resumenPdf: Uint8Array;
  /** The app's origin, which each receipt's verification QR names. */
  origen: string;
  senal?: AbortSignal;
  /** Receipts written so far. */
  alAvanzar?: (hechos: number) => void;
}

export const nombreDelArchivo = (anio: number) => `archivo-${anio}.zip`;

async function* entradas({ anio, recibos, csv, resumenPdf, origen, senal, alAvanzar }: ContenidoDelArchivo) {
  yield { name: `resumen-${anio}.pdf`, input: resumenPdf };
  yield { name: `recibos-${anio}.csv`, input: csv };
  let hechos = 0;
  for (const recibo of recibos) {
    senal?.throwIfAborted();
    yield {
      name: `recibos/${formatearNumero(recibo.numero, recibo.fecha)}.pdf`,
      input: await reciboEnPdf(instantanea(recibo), origen),
      lastModified: recibo.updatedAt,
    };
    alAvanzar?.(++hechos);
  }
}

/** The zip as a stream (a Response): read it into a Blob to save it, or count its bytes. */
export const archivoDelAnio = (contenido: ContenidoDelArchivo): Response => downloadZip(entradas(contenido));
