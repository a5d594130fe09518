// What a receipt says in sentences, the same on the document, the PDF and the payer's page.
import { normalizarTexto } from './busqueda';
import { formatearImporte } from './dinero';
import { importeEnLetras } from './letras';
import { describirPeriodo, mesCompleto } from './periodo';
import type { ReciboPublico } from './types';

type Contenido = Pick<ReciboPublico, 'pagador' | 'concepto' | 'total' | 'moneda' | 'alquiler'>;

/** «He recibido de Beto Ruiz la cantidad de ochocientos cincuenta euros (850,00 €) en concepto de …». */
export function fraseRecibi(recibo: Contenido): string {
  const cantidad = `${importeEnLetras(recibo.total, recibo.moneda)} (${formatearImporte(recibo.total, recibo.moneda)})`;
  const periodo =
    recibo.alquiler && !dichoEnElConcepto(recibo.concepto, recibo.alquiler)
      ? `, correspondiente ${alPeriodo(recibo.alquiler)}`
      : '';
  return `He recibido de ${recibo.pagador.nombre} la cantidad de ${cantidad} en concepto de ${recibo.concepto}${periodo}.`;
}

/**
 * Whether the concept already names the period's one whole month and its year («Alquiler
 * diciembre 2026», a plan's «{mes} {año}»): the sentence then says it once.
 */
function dichoEnElConcepto(concepto: string, { desde, hasta }: { desde: string; hasta: string }): boolean {
  if (!mesCompleto(desde, hasta) || desde.slice(0, 7) !== hasta.slice(0, 7)) return false;
  const [mes = '', anio = ''] = describirPeriodo(desde, hasta).split(' de ');
  const palabras = normalizarTexto(concepto).split(/[^\p{L}\p{N}]+/u);
  return palabras.includes(normalizarTexto(mes)) && palabras.includes(anio);
}

/** «noviembre de 2026», «del 1 al 15 de noviembre de 2026». */
export const periodoDelRecibo = (alquiler: { desde: string; hasta: string }) =>
  describirPeriodo(alquiler.desde, alquiler.hasta);

/** «a diciembre de 2026», «al periodo del 1 al 15 de…», «al 24 de diciembre de 2026». */
function alPeriodo({ desde, hasta }: { desde: string; hasta: string }): string {
  const dicho = describirPeriodo(desde, hasta);
  return mesCompleto(desde, hasta) ? `a ${dicho}` : desde === hasta ? `al ${dicho}` : `al periodo ${dicho}`;
}

/** How the rent in force is named: the first line of a rent receipt. */
export const RENTA_VIGENTE = 'Renta vigente';
