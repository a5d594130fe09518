import { largoVisible } from 'shared-firebase';
import type { Etiqueta, EtiquetaInput } from './types';

export const NOMBRE_MAX = 50;
export const DESCRIPCION_MAX = 200;

const INVISIBLES = /[\u200B-\u200D\u2060\uFEFF]/g;

export interface ErroresEtiqueta {
  nombre?: string;
  descripcion?: string;
}

/** The label fields as they are stored: trimmed, empty description dropped. */
export function limpiarEtiqueta(input: EtiquetaInput): EtiquetaInput {
  const nombre = input.nombre.trim();
  const descripcion = input.descripcion?.trim();
  return descripcion ? { nombre, color: input.color, descripcion } : { nombre, color: input.color };
}

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
  // Invisible-only names (zero-width characters) count as empty, as in firestore.rules.
  if (!nombre.replace(INVISIBLES, '')) errores.nombre = 'El nombre es obligatorio.';
  else if (largoVisible(nombre) > NOMBRE_MAX) errores.nombre = `El nombre no puede superar ${NOMBRE_MAX} caracteres.`;
  else if (
    existentes.some(
      (etiqueta) =>
        etiqueta.id !== editandoId && etiqueta.nombre.localeCompare(nombre, 'es', { sensitivity: 'accent' }) === 0,
    )
  ) {
    errores.nombre = 'Ya tienes una etiqueta con ese nombre.';
  }
  if (descripcion && largoVisible(descripcion) > DESCRIPCION_MAX) {
    errores.descripcion = `La descripción no puede superar ${DESCRIPCION_MAX} caracteres.`;
  }
  return errores;
}
