// Payers already written on earlier receipts, offered again as the payer's name is typed.
import { normalizarTexto } from './busqueda';
import type { Persona, Recibo } from './types';

/** Receipts read to suggest payers: the most recent ones. */
export const RECIBOS_PARA_PAGADORES = 50;

/** One entry per payer (same name, accents and case aside), as on their most recent receipt. */
export function pagadoresDe(recibos: readonly Pick<Recibo, 'pagador'>[]): Persona[] {
  const vistos = new Map<string, Persona>();
  for (const { pagador } of recibos) {
    const clave = normalizarTexto(pagador.nombre.trim());
    if (clave && !vistos.has(clave)) vistos.set(clave, pagador);
  }
  return [...vistos.values()];
}
