import { type InputHTMLAttributes, useState } from 'react';
import type { FieldControlProps } from 'shared-firebase';
import { Boton } from 'shared-firebase';
import estilos from '../auth.module.css';

type Props = FieldControlProps &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'autoComplete' | 'value' | 'onChange' | 'required'>;

/** A password input with a "Mostrar / Ocultar" toggle. */
export function PasswordInput(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={estilos.authPassword}>
      <input {...props} type={visible ? 'text' : 'password'} />
      <Boton
        variante="secundario"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Ocultar' : 'Mostrar'}
        <span className="visually-hidden"> contraseña</span>
      </Boton>
    </div>
  );
}
