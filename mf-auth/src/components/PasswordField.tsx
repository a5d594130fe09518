import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Boton, Field, type FieldControlProps } from 'shared-firebase';
import estilos from '../auth.module.css';

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

/**
 * The password input every auth form uses: labelled, with its error or hint linked, and a
 * "Mostrar / Ocultar" toggle.
 */
export function PasswordField({
  value,
  onChange,
  autoComplete,
  label = 'Contraseña',
  error,
  hint,
  atributos,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className={estilos.authPassword}>
          <input
            {...control}
            {...atributos}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <Boton
            variante="secundario"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Ocultar' : 'Mostrar'}
            <span className="visually-hidden"> contraseña</span>
          </Boton>
        </div>
      )}
    </Field>
  );
}
