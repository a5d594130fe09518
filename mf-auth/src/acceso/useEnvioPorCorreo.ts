import { type FormEvent, useState } from 'react';
import type { Auth } from 'shared-firebase/auth';
import { authDisponible } from '../errors/auth-errors';
import { useEnvio } from '../errors/useEnvio';

/**
 * State of a form that emails something to an address (reset link, sign-in link): the address,
 * its error, whether it is being sent (enviando), and whether it was sent. `enviar` does the Firebase call.
 */
export function useEnvioPorCorreo(enviar: (auth: Auth, correo: string) => Promise<void>) {
  const [email, setEmail] = useState('');
  const [enviado, setEnviado] = useState(false);
  const envio = useEnvio();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const correo = email.trim();
    if (!correo) {
      envio.setError('Introduce tu correo electrónico.');
      return;
    }
    if (await envio.enviar(() => enviar(authDisponible(), correo))) setEnviado(true);
  };

  const cambiarEmail = (valor: string) => {
    setEmail(valor);
    envio.setError('');
  };

  return { email, setEmail: cambiarEmail, error: envio.error, enviado, enviando: envio.enviando, submit };
}
