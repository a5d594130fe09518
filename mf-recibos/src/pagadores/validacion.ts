// A payer's checks, the same as a receipt's for what they share (name, tax ID, e-mail, lines,
// concept) and the issuer's for the phone; firestore.rules (`validPagador`) enforce the same.
import { excesoDeLargo, mensajeDeLargo, recortar, tieneTextoVisible } from 'shared-firebase/texto';
import { correoValido, LIMITES, MENSAJE_TELEFONO, TELEFONO, validarLineas } from '../recibos/validacion';
import type { PagadorInput } from './types';

export const LIMITES_PAGADOR = {
  nombre: LIMITES.nombre,
  documento: LIMITES.documento,
  email: LIMITES.email,
  telefono: LIMITES.telefono,
  direccion: LIMITES.direccion,
  concepto: LIMITES.concepto,
} as const;

export type ErroresPagador = Partial<Record<string, string>>;

export function validarPagador(p: PagadorInput): ErroresPagador {
  const e: ErroresPagador = {};
  for (const campo of ['nombre', 'documento', 'telefono', 'direccion', 'concepto'] as const) {
    const limpio = recortar(p[campo] ?? '');
    const exceso = tieneTextoVisible(limpio) ? excesoDeLargo(limpio, LIMITES_PAGADOR[campo]) : null;
    if (exceso) e[campo] = mensajeDeLargo(exceso, LIMITES_PAGADOR[campo]);
  }
  if (!tieneTextoVisible(recortar(p.nombre))) e.nombre = 'El nombre del pagador es obligatorio.';
  const email = recortar(p.email ?? '');
  if (email && !correoValido(email, LIMITES_PAGADOR.email)) e.email = 'Escribe un correo electrónico válido.';
  const telefono = recortar(p.telefono ?? '');
  if (telefono && !e.telefono && !TELEFONO.test(telefono)) e.telefono = MENSAJE_TELEFONO;
  // Default lines are checked as a receipt's (the same messages, the same limits).
  if (p.lineas?.length) Object.assign(e, validarLineas(p.lineas, p.moneda ?? 'EUR'));
  if ((p.etiquetas?.length ?? 0) > LIMITES.etiquetas) e.etiquetas = `Como máximo ${LIMITES.etiquetas} etiquetas.`;
  return e;
}
