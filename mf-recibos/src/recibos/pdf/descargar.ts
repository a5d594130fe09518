import { descargarArchivo } from '../descarga';
import type { ReciboPublico } from '../types';

/**
 * "Descargar PDF": makes the file in the browser and saves it as R-2026-0007.pdf. The PDF code
 * (pdf-lib) is fetched on this click only: no page loads it before.
 */
export async function descargarPdf(recibo: ReciboPublico): Promise<void> {
  const { reciboEnPdf } = await import('./reciboEnPdf');
  const bytes = await reciboEnPdf(recibo);
  descargarArchivo(`${recibo.numero}.pdf`, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
}
