// A plan keeps its own copy of its payer's details (what each receipt and each e-mail use); the
// payer it was made from may change in «Pagadores» since. The plan's page says so and offers to
// take the saved details: a copy that follows silently would change a receipt's payer without the
// issuer seeing it, and a copy that never says would send to an address the payer no longer has.
import type { Pagador } from '../pagadores/types';
import { normalizarTexto } from '../recibos/busqueda';
import type { Persona } from '../recibos/types';

export const CAMPOS_DEL_PAGADOR = ['nombre', 'documento', 'email', 'telefono'] as const;
export type CampoDelPagador = (typeof CAMPOS_DEL_PAGADOR)[number];

export interface PagadorCambiado {
  guardado: Pagador;
  /** What differs: the plan's value and the saved one ('' when absent). */
  campos: Array<{ campo: CampoDelPagador; enElPlan: string; guardado: string }>;
}

const documento = (p: Persona) => (p.documento ?? '').replace(/[\s.-]/g, '').toUpperCase();
const correo = (p: Persona) => (p.email ?? '').trim().toLowerCase();

/**
 * The saved payer the plan's copy names (the same tax ID, else the same e-mail, else the same
 * name), when its details differ from the copy; null when there is none or nothing changed.
 */
export function pagadorCambiado(delPlan: Persona, guardados: readonly Pagador[]): PagadorCambiado | null {
  // Never someone whose tax ID is another (two people of one name, or sharing an e-mail).
  const otroDocumento = (g: Pagador) =>
    documento(g) !== '' && documento(delPlan) !== '' && documento(g) !== documento(delPlan);
  const mismo = (clave: (p: Persona) => string) =>
    clave(delPlan) ? guardados.find((g) => clave(g) === clave(delPlan) && !otroDocumento(g)) : undefined;
  const guardado = mismo(documento) ?? mismo(correo) ?? mismo((p) => normalizarTexto(p.nombre));
  if (!guardado) return null;
  // A tax ID or an address written otherwise (dots, case) is the same one: not a change.
  const igual: Record<CampoDelPagador, (p: Persona) => string> = {
    nombre: (p) => p.nombre.trim(),
    documento,
    email: correo,
    telefono: (p) => (p.telefono ?? '').replace(/\s/g, ''),
  };
  const campos = CAMPOS_DEL_PAGADOR.filter((campo) => igual[campo](delPlan) !== igual[campo](guardado)).map(
    (campo) => ({ campo, enElPlan: (delPlan[campo] ?? '').trim(), guardado: (guardado[campo] ?? '').trim() }),
  );
  return campos.length > 0 ? { guardado, campos } : null;
}

/** The plan's payer as saved now: the four details a receipt carries, nothing else. */
export function pagadorDelGuardado(guardado: Pagador): Persona {
  const persona: Persona = { nombre: guardado.nombre };
  for (const campo of ['documento', 'email', 'telefono'] as const) {
    const valor = guardado[campo]?.trim();
    if (valor) persona[campo] = valor;
  }
  return persona;
}
