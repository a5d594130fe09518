// A plan's dates: from its start, every 1, 3 or 12 months on its day (a shorter month: its last
// day), up to its end. Dates are calendar days (YYYY-MM-DD) in Spain's time, compared as text.

import { perezoso } from 'shared-firebase/perezoso';
import { periodoDelMes, ultimoDia } from '../recibos/periodo';
import type { Frecuencia, Programacion } from './types';

export const MESES_DE: Record<Frecuencia, number> = { mensual: 1, trimestral: 3, anual: 12 };

const indiceDelMes = (fecha: string) => Number(fecha.slice(0, 4)) * 12 + Number(fecha.slice(5, 7)) - 1;

function fechaDelMes(indice: number, dia: number): string {
  const anio = Math.floor(indice / 12);
  const mes = (indice % 12) + 1;
  const d = Math.min(dia, ultimoDia(anio, mes));
  return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The plan's date number `k` (0 is the one in its start's month, which may fall before the start). */
const vez = (p: Programacion, k: number) => fechaDelMes(indiceDelMes(p.inicio) + k * MESES_DE[p.frecuencia], p.dia);

/** The plan's first date on or after `desde` (and its start), or null past its end. */
export function primeraFechaDesde(p: Programacion, desde: string): string | null {
  const limite = desde > p.inicio ? desde : p.inicio;
  const paso = MESES_DE[p.frecuencia];
  let k = Math.max(0, Math.floor((indiceDelMes(limite) - indiceDelMes(p.inicio)) / paso));
  while (vez(p, k) < limite) k++;
  const fecha = vez(p, k);
  return p.fin !== null && fecha > p.fin ? null : fecha;
}

/** The plan's first date after `fecha`, or null past its end. */
export function fechaSiguiente(p: Programacion, fecha: string): string | null {
  const manana = new Date(`${fecha}T00:00:00Z`);
  manana.setUTCDate(manana.getUTCDate() + 1);
  return primeraFechaDesde(p, manana.toISOString().slice(0, 10));
}

/**
 * The days a receipt dated `fecha` covers: its month, or the three or twelve months from it
 * (a rent receipt's period).
 */
export function periodoDeLaVez(frecuencia: Frecuencia, fecha: string): { desde: string; hasta: string } {
  const mes = fecha.slice(0, 7);
  const ultimo = fechaDelMes(indiceDelMes(fecha) + MESES_DE[frecuencia] - 1, 31);
  return { desde: periodoDelMes(mes)?.desde ?? `${mes}-01`, hasta: ultimo };
}

const nombreDelMes = perezoso(() => new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }));

/** `{mes}` and `{año}` in a plan's text, as of a receipt dated `fecha`: «Alquiler diciembre 2026». */
export function conPeriodo(texto: string, fecha: string): string {
  const mes = nombreDelMes().format(new Date(`${fecha.slice(0, 7)}-01T00:00:00Z`));
  return texto.replaceAll('{mes}', mes).replaceAll('{año}', fecha.slice(0, 4));
}

/** The longest a text can become: the longest month's name («septiembre»). */
export const FECHA_MAS_LARGA = '2026-09-30';

/** Today in Spain (the scheduler runs in Europe/Madrid), YYYY-MM-DD. */
export function hoyEnEspana(ahora = new Date()): string {
  // By parts: a locale's whole format is not stable across ICU versions.
  const partes = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(ahora);
  const parte = (tipo: string) => partes.find((p) => p.type === tipo)?.value ?? '';
  return `${parte('year')}-${parte('month')}-${parte('day')}`;
}
