import { type FormEvent, useState } from 'react';
import { Boton } from 'shared-firebase';
import { type User, verifyBeforeUpdateEmail } from 'shared-firebase/auth';
import { useAccion } from 'shared-firebase/datos';
import { EMAIL_VALIDO } from 'shared-firebase/texto';
import { EmailField } from '../../components/EmailField';
import { authErrorMessage } from '../../errors/auth-errors';
import { esCancelacion, tieneContrasena, useReautenticacion } from '../hooks/useReautenticacion';
import { Seccion } from './Seccion';

/** "Cambiar el correo": Firebase sends a link to the new address; the change applies when opened. */
export function EmailForm({ user }: { user: User }) {
  const [correo, setCorreo] = useState('');
  const [error, setError] = useState('');
  const { ejecutar, pendiente } = useAccion();
  const reautenticacion = useReautenticacion();

  const cambiar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nuevo = correo.trim();
    if (!EMAIL_VALIDO.test(nuevo)) {
      setError('Escribe un correo electrónico válido.');
      return;
    }
    const resultado = await ejecutar(
      () =>
        // Always the current password first, as for the password: the account's address is how
        // its owner gets back in.
        reautenticacion.ejecutar(
          () => verifyBeforeUpdateEmail(user, nuevo, { url: `${window.location.origin}/cuenta` }),
          { siempre: tieneContrasena(user) },
        ),
      { exito: `Te hemos enviado un enlace a ${nuevo}. El cambio se aplicará cuando lo abras.` },
    );
    if (resultado.ok) setCorreo('');
    else if (!esCancelacion(resultado.error)) setError(authErrorMessage(resultado.error));
  };

  return (
    <Seccion titulo="Cambiar el correo electrónico">
      <form className="ui-form" onSubmit={(e) => void cambiar(e)} noValidate>
        <EmailField
          label="Nuevo correo electrónico"
          value={correo}
          onChange={(valor) => {
            setCorreo(valor);
            setError('');
          }}
          error={error}
          hint="Te enviaremos un enlace para confirmarlo."
        />
        <Boton type="submit" disabled={pendiente}>
          {pendiente ? 'Enviando…' : 'Cambiar correo'}
        </Boton>
      </form>
      {reautenticacion.dialogo}
    </Seccion>
  );
}
