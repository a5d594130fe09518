// Sending a shared receipt to its payer: the words and the addresses of the mail, WhatsApp and
// system-share hand-offs (the app sends nothing itself; the user's own apps do).
import { formatearImporte } from './dinero';
import { formatearNumero } from './formato';
import type { Recibo } from './types';

export interface Envio {
  asunto: string;
  texto: string;
}

/** "Recibo R-2026-0007" and a short Spanish message with the amount and the link. */
export function envioAlPagador(recibo: Recibo, enlace: string): Envio {
  const numero = formatearNumero(recibo.numero, recibo.fecha);
  const saludo = recibo.pagador.nombre.trim() ? `Hola, ${recibo.pagador.nombre.trim()}:` : 'Hola:';
  return {
    asunto: `Recibo ${numero}`,
    texto: `${saludo} aquí tienes el recibo ${numero} de ${formatearImporte(recibo.total, recibo.moneda)}. Puedes verlo e imprimirlo en ${enlace}`,
  };
}

/** A mailto: to the payer's e-mail (empty when the receipt has none: the user types one). */
export function enlaceDeCorreo(email: string | undefined, { asunto, texto }: Envio): string {
  // RFC 6068: the address as is (the form checked it), the fields percent-encoded.
  const para = (email ?? '').trim().split('@').map(encodeURIComponent).join('@');
  return `mailto:${para}?subject=${encodeURIComponent(asunto)}&body=${encodeURIComponent(texto)}`;
}

/** WhatsApp's documented share address: the user picks the chat. */
export function enlaceDeWhatsApp({ texto }: Envio): string {
  return `https://wa.me/?text=${encodeURIComponent(texto)}`;
}
