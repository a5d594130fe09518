// What the receipt form suggests as the payer's name is typed: the payers list first (with what
// a receipt for each starts with), then the payers of earlier receipts not in it.
import { normalizarTexto } from '../recibos/busqueda';
import type { Persona } from '../recibos/types';
import type { Pagador, Sugerencia } from './types';

const clave = (nombre: string) => normalizarTexto(nombre.trim());

export function sugerenciasDe(guardados: readonly Pagador[], deRecibos: readonly Persona[]): Sugerencia[] {
  const propios: Sugerencia[] = guardados.map(
    ({ nombre, documento, email, telefono, concepto, lineas, moneda, metodoPago, etiquetas }) => ({
      nombre,
      ...(documento ? { documento } : {}),
      ...(email ? { email } : {}),
      ...(telefono ? { telefono } : {}),
      predeterminados: {
        ...(concepto ? { concepto } : {}),
        ...(lineas ? { lineas } : {}),
        ...(moneda ? { moneda } : {}),
        ...(metodoPago ? { metodoPago } : {}),
        ...(etiquetas ? { etiquetas } : {}),
      },
    }),
  );
  const vistos = new Set(propios.map((p) => clave(p.nombre)));
  return [...propios, ...deRecibos.filter((p) => !vistos.has(clave(p.nombre)))];
}
