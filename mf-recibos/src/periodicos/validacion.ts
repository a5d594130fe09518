// A plan is valid when its dates are, and when every receipt it will issue would be: its template
// is checked as the receipt of the longest month's name would read («{mes}» as «septiembre»).
import { type ErroresRecibo, fechaValida, validarRecibo } from '../recibos/validacion';
import { FECHA_MAS_LARGA, primeraFechaDesde } from './calendario';
import { entradaDeLaVez } from './plantilla';
import { FRECUENCIAS, type PlanInput } from './types';

export type ErroresPlan = ErroresRecibo & Partial<Record<'frecuencia' | 'dia' | 'inicio' | 'fin', string>>;

/** `hoy`: a plan saved to issue from today on must have a date left (an ended one need not). */
export function validarPlan(p: PlanInput, hoy?: string): ErroresPlan {
  const { fecha: _fecha, ...e }: ErroresPlan = validarRecibo(
    entradaDeLaVez(p.plantilla, p.frecuencia, FECHA_MAS_LARGA),
  );
  if (!FRECUENCIAS.includes(p.frecuencia)) e.frecuencia = 'Elige cada cuánto se emite.';
  if (!Number.isInteger(p.dia) || p.dia < 1 || p.dia > 31) e.dia = 'Indica un día del mes del 1 al 31.';
  if (!fechaValida(p.inicio)) e.inicio = 'Indica desde qué fecha se emite.';
  if (p.fin !== null && !fechaValida(p.fin)) e.fin = 'Indica una fecha válida, o deja el final vacío.';
  else if (p.fin !== null && fechaValida(p.inicio) && p.fin < p.inicio)
    e.fin = 'El final no puede ser anterior al inicio.';
  else if (!e.dia && !e.frecuencia && fechaValida(p.inicio) && primeraFechaDesde(p, p.inicio) === null)
    e.fin = 'Entre el inicio y el final no cae ninguna fecha de emisión.';
  else if (!e.dia && !e.frecuencia && fechaValida(p.inicio) && hoy && primeraFechaDesde(p, hoy) === null)
    e.fin = 'Después de hoy no cae ninguna fecha de emisión: cambia el final.';
  if (p.enviarPorCorreo && !p.plantilla.pagador.email?.trim() && !e['pagador.email'])
    e['pagador.email'] = 'Para enviar cada recibo por correo, escribe el correo del pagador.';
  return e;
}
