import { formatearImporte } from '../../src/recibos/dinero';
import { formatearFecha } from '../../src/recibos/formato';
import type { ReciboPublico } from '../../src/recibos/types';

/**
 * What a chat shows when the link is pasted: seen by everyone in the chat before anyone opens
 * it, so only what names the document — its number, amount, issuer and date, and whether it was
 * voided. Never the payer (their name or NIF), the concept or the lines: the payer forwards the
 * link, and a preview should not say who paid for what (docs/decisiones/002).
 */
export function vistaPrevia(recibo: ReciboPublico): { titulo: string; descripcion: string } {
  const partes = [`De ${recibo.emisor.nombre}`, formatearFecha(recibo.fecha)];
  if (recibo.estado === 'anulado') partes.push('Anulado');
  return {
    titulo: `Recibo ${recibo.numero} · ${formatearImporte(recibo.total, recibo.moneda)}`,
    descripcion: partes.join(' · '),
  };
}
