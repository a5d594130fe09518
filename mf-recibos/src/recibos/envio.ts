// Sending a shared receipt to its payer: the words and the addresses of the mail, WhatsApp and
// system-share hand-offs (the app sends nothing itself; the user's own apps do): WhatsApp opens
// the payer's chat when the receipt has the payer's phone.
import { formatearImporte } from './dinero';
import { formatearNumero } from './formato';
import { type Pais, paisDeLaMoneda } from './identificacion';
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

/** Each country's calling code, for a number written without one (a receipt's country is its currency's). */
const PREFIJO_DEL_PAIS: Readonly<Record<Pais, string>> = { ES: '34', CL: '56', MX: '52', AR: '54', CO: '57' };

/**
 * A phone as wa.me takes it: the international number, digits only ("+34 600 12 34 56" →
 * 34600123456; "0034…" the same). Written without a country code, it gets the currency's
 * country's (EUR: Spain), its national leading 0 dropped; with no country (USD, GBP), null: a
 * guess would open a stranger's chat.
 */
export function numeroParaWhatsApp(telefono: string, moneda: string): string | null {
  const escrito = telefono.trim();
  const cifras = escrito.replace(/\D/g, '');
  if (cifras.length < 6) return null;
  if (escrito.startsWith('+')) return cifras;
  if (cifras.startsWith('00')) return cifras.slice(2);
  const pais = paisDeLaMoneda(moneda);
  return pais ? PREFIJO_DEL_PAIS[pais] + cifras.replace(/^0+/, '') : null;
}

/**
 * WhatsApp's documented share address: to the payer's number when the receipt has one (and it
 * can be written internationally), otherwise the user picks the chat.
 */
export function enlaceDeWhatsApp({ texto }: Envio, telefono?: string, moneda = ''): string {
  const numero = telefono ? numeroParaWhatsApp(telefono, moneda) : null;
  return `https://wa.me/${numero ?? ''}?text=${encodeURIComponent(texto)}`;
}
