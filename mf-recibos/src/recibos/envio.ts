// Sending a receipt to its payer: the words of the e-mail the app sends (the Cloud Function
// enviarRecibo), and of the WhatsApp and system-share hand-offs of a shared receipt, which the
// user's own apps send: WhatsApp opens the payer's chat when the receipt has the payer's phone.
import { formatearImporte } from './dinero';
import { formatearFecha, formatearNumero } from './formato';
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

/**
 * The e-mail the app sends to the payer (the PDF goes attached): only the receipt's own data, no
 * free text from the issuer, so nobody can use the app's name to send their own words.
 */
export function correoAlPagador(recibo: ReciboGuardado, enlace: string | null): Envio {
  const numero = formatearNumero(recibo.numero, recibo.fecha);
  const emisor = recibo.emisor.nombre.trim();
  const saludo = recibo.pagador.nombre.trim() ? `Hola, ${recibo.pagador.nombre.trim()}:` : 'Hola:';
  const importe = formatearImporte(recibo.total, recibo.moneda);
  // A voided receipt goes only to whoever had it by e-mail: as the notice that it no longer holds.
  const anulado = recibo.estado === 'anulado';
  const parrafos = [
    saludo,
    anulado
      ? `${emisor} ha anulado el recibo ${numero} de ${importe}, con fecha ${formatearFecha(recibo.fecha)}, que te envió: ya no vale como justificante.${recibo.motivoAnulacion ? ` Motivo: ${recibo.motivoAnulacion}` : ''}`
      : `${emisor} te envía el recibo ${numero} de ${importe}, con fecha ${formatearFecha(recibo.fecha)}. Lo tienes adjunto en PDF.`,
    ...(anulado && recibo.sustituidoPor
      ? [`Lo sustituye el recibo ${recibo.sustituidoPor.numero}: pídeselo a ${emisor} si no te ha llegado.`]
      : []),
    ...(!anulado && recibo.sustituye
      ? [`Sustituye al recibo ${recibo.sustituye.numero}, que queda anulado: guarda este en su lugar.`]
      : []),
    ...(anulado ? ['Lo tienes adjunto en PDF, marcado como anulado.'] : []),
    ...(enlace ? [`También puedes verlo e imprimirlo en ${enlace}`] : []),
    `Este correo lo envía la aplicación Recibos en nombre de ${emisor}. Si respondes, tu respuesta le llega a su correo.`,
  ];
  // The subject stays short (a name may be 400 characters; the body has it whole).
  const enAsunto = [...emisor].length > 60 ? `${[...emisor].slice(0, 59).join('')}…` : emisor;
  return {
    asunto: `${anulado ? 'Anulado: recibo' : 'Recibo'} ${numero} de ${enAsunto}`,
    texto: parrafos.join('\n\n'),
  };
}

/** What the e-mail needs from a receipt, as the function reads it from Firestore. */
export type ReciboGuardado = Pick<Recibo, 'numero' | 'fecha' | 'emisor' | 'pagador' | 'total' | 'moneda'> &
  Partial<Pick<Recibo, 'estado' | 'motivoAnulacion' | 'sustituye' | 'sustituidoPor'>>;

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
