import { type FormEvent, useState } from 'react';
import type { Auth } from 'shared-firebase/auth';
import { authDisponible, authErrorMessage } from '../errors/auth-errors';

/**
 * State of a form that emails something to an address (reset link, sign-in link): the address,
 * its error, pending, and whether it was sent. `enviar` does the Firebase call.
 */
export function useEnvioPorCorreo(enviar: (auth: Auth, correo: string) => Promise<void>) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [enviado, setEnviado] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const correo = email.trim();
    if (!correo) {
      setError('Introduce tu correo electrónico.');
      return;
    }
    setPending(true);
    setError('');
    try {
      await enviar(authDisponible(), correo);
      setEnviado(true);
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  return { email, setEmail, error, enviado, pending, submit };
}
