import { sendPasswordResetEmail } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { getFirebase } from 'shared-firebase';
import { EmailField } from '../../components/EmailField';
import { authErrorMessage } from '../../errors/auth-errors';

/** "¿Olvidaste tu contraseña?": sends the reset email without revealing whether it exists. */
export function OlvidoForm({ onVolver }: { onVolver: () => void }) {
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
    const firebase = getFirebase();
    if (!firebase) return;
    setPending(true);
    setError('');
    try {
      await sendPasswordResetEmail(firebase.auth, correo, { url: `${window.location.origin}/login` });
      setEnviado(true);
    } catch (cause) {
      const code = (cause as { code?: string }).code;
      // An unknown address gets the same answer as a known one.
      if (code === 'auth/user-not-found') setEnviado(true);
      else setError(authErrorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h1 id="login-title">Recuperar la contraseña</h1>
      {enviado ? (
        <p className="auth-success" role="status">
          Si existe una cuenta con ese correo, te hemos enviado un enlace para elegir una nueva contraseña.
        </p>
      ) : (
        <form className="ui-form" onSubmit={submit} noValidate>
          <p>Te enviaremos un enlace para elegir una nueva contraseña.</p>
          <EmailField value={email} onChange={setEmail} error={error} />
          <button type="submit" className="ui-button" disabled={pending}>
            {pending ? 'Enviando…' : 'Enviar enlace'}
          </button>
        </form>
      )}
      <button type="button" className="auth-link-button" onClick={onVolver}>
        Volver a iniciar sesión
      </button>
    </>
  );
}
