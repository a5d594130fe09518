import { Field } from 'shared-firebase';
import { excesoDeLargo, recortar, tieneTextoVisible } from 'shared-firebase/texto';

/** The account's display name, in characters as a person counts them (kept by Firebase Auth). */
export const NOMBRE_MAX = 80;

/** What is wrong with a display name as typed, or null. */
export function errorDeNombre(nombre: string): string | null {
  const limpio = recortar(nombre);
  if (!tieneTextoVisible(limpio)) return 'Escribe tu nombre.';
  if (excesoDeLargo(limpio, NOMBRE_MAX)) return `El nombre no puede superar ${NOMBRE_MAX} caracteres.`;
  return null;
}

interface NombreFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The display-name input of registration and the account page, with its limit in view. */
export function NombreField({ label, value, onChange, error }: NombreFieldProps) {
  return (
    <Field label={label} error={error} largo={{ texto: value, max: NOMBRE_MAX }}>
      {(control) => (
        <input {...control} autoComplete="name" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
