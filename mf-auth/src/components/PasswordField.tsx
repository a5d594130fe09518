import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, type FieldControlProps } from 'shared-firebase';
import { PasswordInput } from './PasswordInput';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** current-password to sign in or confirm who you are; new-password to choose one. */
  autoComplete: 'current-password' | 'new-password';
  label?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The input's own attributes: its name, required, or a form-wide error it points at. */
  atributos?: Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required'> &
    Partial<Pick<FieldControlProps, 'aria-invalid' | 'aria-describedby'>>;
}

/** The password input every auth form uses: labelled, with its error or hint linked, and "Mostrar". */
export function PasswordField({
  value,
  onChange,
  autoComplete,
  label = 'Contraseña',
  error,
  hint,
  atributos,
}: PasswordFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          {...atributos}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
