import { type FormEvent, useState } from 'react';
import { Boton } from 'shared-firebase';
import { type User, updatePassword } from 'shared-firebase/auth';
import { useAccion } from 'shared-firebase/datos';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { authErrorMessage } from '../../errors/auth-errors';
import { comprobarAhora, useComprobacion } from '../../password/useComprobacion';
import { esCancelacion, tieneContrasena, useReautenticacion } from '../hooks/useReautenticacion';
import { Seccion } from './Seccion';

/** "Cambiar la contraseña", checked live against the project's policy. */
export function ContrasenaForm({ user }: { user: User }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const { requisitos } = useComprobacion(password);
  const { ejecutar, pendiente } = useAccion();
  const reautenticacion = useReautenticacion();

  const cambiar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await comprobarAhora(password)).valida) {
      setError('La contraseña no cumple los requisitos.');
      return;
    }
    // Always the current password first: an unlocked session alone must not lock the owner out.
    const resultado = await ejecutar(
      () => reautenticacion.ejecutar(() => updatePassword(user, password), { siempre: tieneContrasena(user) }),
      { exito: 'Contraseña cambiada.' },
    );
    if (resultado.ok) setPassword('');
    else if (!esCancelacion(resultado.error)) setError(authErrorMessage(resultado.error));
  };

  return (
    <Seccion titulo="Cambiar la contraseña">
      <form className="ui-form" onSubmit={(e) => void cambiar(e)} noValidate>
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          error={error}
          value={password}
          onChange={(valor) => {
            setPassword(valor);
            setError('');
          }}
        />
        <PasswordChecklist requisitos={requisitos} />
        <Boton type="submit" disabled={pendiente}>
          {pendiente ? 'Guardando…' : 'Cambiar contraseña'}
        </Boton>
      </form>
      {reautenticacion.dialogo}
    </Seccion>
  );
}
