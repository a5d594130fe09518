// The period a rent receipt covers: a calendar month, or any span of days (both included). Kept
// as two dates (YYYY-MM-DD), shown as people say it: «noviembre de 2026», or «del 1 al 15 de
// noviembre de 2026». Recurring plans will fill it with `periodoDelMes`.

import { perezoso } from 'shared-firebase/perezoso';
import { formatearFecha } from './formato';

const MES = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The last day of a month (1–12). */
export const ultimoDia = (anio: number, mes: number) => new Date(Date.UTC(anio, mes, 0)).getUTCDate();

/** "2026-02" → 1 to 28 February 2026; null when it is no month. */
export function periodoDelMes(mes: string): { desde: string; hasta: string } | null {
  const m = MES.exec(mes);
  if (!m) return null;
  const [anio, numero] = [Number(m[1]), Number(m[2])];
  return { desde: `${mes}-01`, hasta: `${mes}-${String(ultimoDia(anio, numero)).padStart(2, '0')}` };
}

/** The month ("2026-11") when the span is exactly one whole calendar month, else null. */
export function mesCompleto(desde: string, hasta: string): string | null {
  const mes = desde.slice(0, 7);
  const periodo = periodoDelMes(mes);
  return periodo && periodo.desde === desde && periodo.hasta === hasta ? mes : null;
}

const nombreDelMes = perezoso(
  () => new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * «noviembre de 2026», «del 1 al 15 de noviembre de 2026», «del 15 de noviembre al 14 de diciembre
 * de 2026», and one day as its date («24 de diciembre de 2026»).
 */
export function describirPeriodo(desde: string, hasta: string): string {
  const mes = mesCompleto(desde, hasta);
  if (mes) return nombreDelMes().format(new Date(`${mes}-01T00:00:00Z`));
  if (desde === hasta) return formatearFecha(desde);
  const fin = formatearFecha(hasta);
  const mismoAnio = desde.slice(0, 4) === hasta.slice(0, 4);
  const mismoMes = mismoAnio && desde.slice(5, 7) === hasta.slice(5, 7);
  const inicio = mismoMes
    ? String(Number(desde.slice(8)))
    : mismoAnio
      ? formatearFecha(desde).replace(/ de \d{4}$/, '')
      : formatearFecha(desde);
  return `del ${inicio} al ${fin}`;
}
