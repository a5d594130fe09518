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

/**
 * A country's calling code and the shape of a mobile number written without it, where that shape
 * is unambiguous (Spain: 9 digits from 6 or 7; Chile: 9 and 8 more; Mexico: 10 digits; Colombia:
 * 3 and 9 more). Argentina's mobiles need a 9 and lose their 15 when written internationally:
 * only a number written with its code is taken there.
 */
const MOVIL_DEL_PAIS: Readonly<Partial<Record<Pais, { prefijo: string; nacional: RegExp }>>> = {
  ES: { prefijo: '34', nacional: /^[67]\d{8}$/ },
  CL: { prefijo: '56', nacional: /^9\d{8}$/ },
  MX: { prefijo: '52', nacional: /^\d{10}$/ },
  CO: { prefijo: '57', nacional: /^3\d{9}$/ },
};

/**
 * A phone as wa.me takes it: the international number, digits only ("+34 600 12 34 56" →
 * 34600123456; "0034…" the same). Without + or 00 it is taken only where its shape says whose it
 * is: a mobile of the currency's country, written with or without that country's code ("600 12 34
 * 56" or "34 600…" in euros). Anything else is null, and the user picks the chat: a guess would
 * open a stranger's.
 */
export function numeroParaWhatsApp(telefono: string, moneda: string): string | null {
  const escrito = telefono.trim();
  const cifras = escrito.replace(/\D/g, '');
  if (escrito.startsWith('+')) return cifras.length >= 8 ? cifras : null;
  if (cifras.startsWith('00')) return cifras.length >= 10 ? cifras.slice(2) : null;
  const pais = paisDeLaMoneda(moneda);
  const movil = pais ? MOVIL_DEL_PAIS[pais] : undefined;
  if (!movil) return null;
  if (movil.nacional.test(cifras)) return movil.prefijo + cifras;
  const sinPrefijo = cifras.startsWith(movil.prefijo) ? cifras.slice(movil.prefijo.length) : '';
  return movil.nacional.test(sinPrefijo) ? cifras : null;
}

/**
 * WhatsApp's documented share address: to the payer's number when the receipt has one (and it
 * can be written internationally), otherwise the user picks the chat.
 */
export function enlaceDeWhatsApp({ texto }: Envio, telefono?: string, moneda = ''): string {
  const numero = telefono ? numeroParaWhatsApp(telefono, moneda) : null;
  return `https://wa.me/${numero ?? ''}?text=${encodeURIComponent(texto)}`;
}
