import { excesoDeLargo, recortar, tieneTextoVisible } from 'shared-firebase/texto';
import type { Etiqueta, EtiquetaInput } from './types';

export const NOMBRE_MAX = 50;
export const DESCRIPCION_MAX = 200;

export interface ErroresEtiqueta {
  nombre?: string;
  descripcion?: string;
}

/** The label fields as they are stored: trimmed, a description with nothing visible dropped. */
export function limpiarEtiqueta(input: EtiquetaInput): EtiquetaInput {
  const nombre = recortar(input.nombre);
  const descripcion = recortar(input.descripcion ?? '');
  return tieneTextoVisible(descripcion) ? { nombre, color: input.color, descripcion } : { nombre, color: input.color };
}

const DEMASIADO_LARGO = 'Demasiado largo: usa menos emojis o símbolos compuestos.';

/**
 * The UI's checks (firestore.rules enforce the same limits; uniqueness is the UI's only).
 * `existentes` excludes the label being edited through `editandoId`.
 */
export function validarEtiqueta(
  input: EtiquetaInput,
  existentes: readonly Etiqueta[],
  editandoId?: string,
): ErroresEtiqueta {
  const { nombre, descripcion } = limpiarEtiqueta(input);
  const errores: ErroresEtiqueta = {};
  const excesoNombre = excesoDeLargo(nombre, NOMBRE_MAX);
  // Names with nothing visible (spaces of any kind, zero-width characters, soft hyphens) count as
  // empty, as in firestore.rules.
  if (!tieneTextoVisible(nombre)) errores.nombre = 'El nombre es obligatorio.';
  else if (excesoNombre === 'caracteres') errores.nombre = `El nombre no puede superar ${NOMBRE_MAX} caracteres.`;
  else if (excesoNombre === 'unidades') errores.nombre = DEMASIADO_LARGO;
  else if (
    existentes.some(
      (etiqueta) =>
        etiqueta.id !== editandoId && etiqueta.nombre.localeCompare(nombre, 'es', { sensitivity: 'accent' }) === 0,
    )
  ) {
    errores.nombre = 'Ya tienes una etiqueta con ese nombre.';
  }
  const excesoDescripcion = descripcion ? excesoDeLargo(descripcion, DESCRIPCION_MAX) : null;
  if (excesoDescripcion === 'caracteres') {
    errores.descripcion = `La descripción no puede superar ${DESCRIPCION_MAX} caracteres.`;
  } else if (excesoDescripcion === 'unidades') errores.descripcion = DEMASIADO_LARGO;
  return errores;
}
