import { codigoDeError } from 'shared-firebase';
import { SerieCerrada } from './api/recibos';

/** Firestore's server answered and refused the write: no connection problem, and retrying as is fails again. */
const RECHAZADO = new Set(['permission-denied', 'failed-precondition', 'invalid-argument', 'aborted']);

/**
 * What to tell the issuer when a receipt could not be saved, in Spanish, with what to do: a refusal
 * is not a connection problem. Either way what was typed stays in the form.
 */
export function falloAlGuardar(error: unknown): string {
  if (error instanceof SerieCerrada) return error.message;
  const codigo = codigoDeError(error);
  if (codigo && RECHAZADO.has(codigo))
    return 'El servidor no aceptó el recibo (puede que haya cambiado en otra pestaña o sesión). Lo que has escrito sigue aquí: vuelve a intentarlo en un momento.';
  return 'No se pudo guardar el recibo. Revisa la conexión: lo que has escrito sigue aquí.';
}
