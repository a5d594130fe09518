/** A receipt number as shown: R-<year of its date>-<number, 4 digits> (one definition, in dominio-recibos). */
export { formatearNumero } from 'dominio-recibos';

import { perezoso } from 'shared-firebase/perezoso';
import { nombreDelDocumento, paisDeLaMoneda } from './identificacion';

const fechaLarga = perezoso(() => new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }));
const fechaCorta = perezoso(
  () => new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
);

/** "2026-03-05" → "5 de marzo de 2026" (dates are calendar days: no time zone shift). */
export function formatearFecha(fecha: string, estilo: 'larga' | 'corta' = 'larga'): string {
  const dia = new Date(`${fecha}T00:00:00Z`);
  return (estilo === 'larga' ? fechaLarga : fechaCorta)().format(dia);
}

export function hoy(): string {
  const ahora = new Date();
  const mes = String(ahora.getMonth() + 1).padStart(2, '0');
  const dia = String(ahora.getDate()).padStart(2, '0');
  return `${ahora.getFullYear()}-${mes}-${dia}`;
}

export const NOMBRES_METODO: Record<string, string> = {
  efectivo: 'Efectivo',
  transferencia: 'Transferencia',
  tarjeta: 'Tarjeta',
  bizum: 'Bizum',
  otro: 'Otro',
};

/**
 * What a receipt says of its replacement, on the document, the PDF and the payer's page: the
 * receipt it corrects, and the one that corrected it (dominio-recibos, sustitucion).
 */
export function lineasDeSustitucion(recibo: { sustituye?: string; sustituidoPor?: string }): string[] {
  return [
    ...(recibo.sustituye ? [`Sustituye al recibo ${recibo.sustituye}.`] : []),
    ...(recibo.sustituidoPor ? [`Sustituido por el recibo ${recibo.sustituidoPor}.`] : []),
  ];
}

/** How a receipt in `moneda` names a tax ID: RUT in Chile, RFC in Mexico… NIF in Spain (./identificacion). */
export const documentoFiscal = (moneda: string) => nombreDelDocumento(paisDeLaMoneda(moneda));

/** Its label in the form: in Spain a foreigner's is the NIE. */
export const etiquetaDelDocumento = (moneda: string) => (moneda === 'EUR' ? 'NIF/NIE' : documentoFiscal(moneda));
