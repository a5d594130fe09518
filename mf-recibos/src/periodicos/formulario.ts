// A plan as the form holds it: its schedule as typed, its template as the receipt form's state.
import { camposDelContenido, type EstadoForm, estadoInicial } from '../recibos/formulario';
import type { ReciboInput } from '../recibos/types';
import { MESES_DE } from './calendario';
import type { Frecuencia, ModoDeCobro, Plan, Plantilla, Programacion } from './types';

export interface ProgramacionForm {
  frecuencia: Frecuencia;
  dia: string;
  inicio: string;
  /** '' for none. */
  fin: string;
  enviarPorCorreo: boolean;
  cobro: ModoDeCobro;
}

/** A new plan: monthly, on the 1st, from the first of next month; or the plan being edited. */
export function programacionInicial(plan: Plan | null, hoy: string): ProgramacionForm {
  if (plan)
    return {
      frecuencia: plan.frecuencia,
      dia: String(plan.dia),
      inicio: plan.inicio,
      fin: plan.fin ?? '',
      enviarPorCorreo: plan.enviarPorCorreo === true,
      // A plan saved before the choice issues automatically: the form shows what it does.
      cobro: plan.cobro ?? 'automatico',
    };
  const [anio, mes] = [Number(hoy.slice(0, 4)), Number(hoy.slice(5, 7))];
  const inicio = mes === 12 ? `${anio + 1}-01-01` : `${anio}-${String(mes + 1).padStart(2, '0')}-01`;
  // A new plan waits for the payment to be confirmed: the safe mode (docs/decisiones/031).
  return { frecuencia: 'mensual', dia: '1', inicio, fin: '', enviarPorCorreo: false, cobro: 'al-confirmar' };
}

/** The schedule typed, as the plan's: a day that is no whole number becomes one validarPlan refuses. */
export function programacionDelForm(f: ProgramacionForm): Programacion {
  const dia = /^\s*\d{1,2}\s*$/.test(f.dia) ? Number(f.dia) : Number.NaN;
  return {
    frecuencia: f.frecuencia,
    dia,
    inicio: f.inicio,
    fin: f.fin.trim() ? f.fin : null,
    enviarPorCorreo: f.enviarPorCorreo,
    cobro: f.cobro,
  };
}

/** The template being edited, as the receipt form's state. */
export function estadoDePlantilla(p: Plantilla): EstadoForm {
  return {
    ...estadoInicial(null, p.emisor, { moneda: p.moneda, metodoPago: p.metodoPago }),
    ...camposDelContenido(p),
  };
}

/** What the receipt form holds, as a template: without its date and its rent's period. */
export function plantillaDeEntrada(e: ReciboInput): Plantilla {
  const { fecha: _fecha, alquiler, ...resto } = e;
  return { ...resto, ...(alquiler ? { alquiler: { inmueble: alquiler.inmueble } } : {}) };
}

const CADA: Record<Frecuencia, string> = { mensual: 'Cada mes', trimestral: 'Cada tres meses', anual: 'Cada año' };

/** «Cada mes, el día 1», «Cada tres meses, el día 31 (o el último)». */
export function describirFrecuencia(p: Pick<Programacion, 'frecuencia' | 'dia'>): string {
  return `${CADA[p.frecuencia]}, el día ${p.dia}${p.dia > 28 ? ' (o el último del mes)' : ''}`;
}

export const OPCIONES_DE_FRECUENCIA = (Object.keys(MESES_DE) as Frecuencia[]).map((f) => [f, CADA[f]] as const);

export const OPCIONES_DE_COBRO: ReadonlyArray<readonly [ModoDeCobro, string]> = [
  ['al-confirmar', 'Al confirmar el cobro'],
  ['automatico', 'Automático, en su fecha'],
];

/** What each mode does, said where it is chosen and on the plan's page. */
export const QUE_HACE_EL_COBRO: Record<ModoDeCobro, string> = {
  'al-confirmar':
    'En su fecha, el recibo espera en «Cobros pendientes» a que confirmes que has cobrado, y se emite entonces, con la fecha de ese día.',
  automatico:
    'Solo para cobros seguros, como una domiciliación: cada recibo se emite en su fecha y dice que has recibido el pago, lo hayas comprobado o no.',
};
