import { sendSignInLinkToEmail } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { getFirebase, safeRedirect } from 'shared-firebase';
import { EmailField } from '../../components/EmailField';
import { authErrorMessage } from '../../errors/auth-errors';
import { guardarEmailDelEnlace } from '../email-link-storage';

/** Passwordless sign-in: emails a link that signs the user in when opened. */
export function EnlaceForm({ redirect, onVolver }: { redirect: string | null; onVolver: () => void }) {
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
      const destino = safeRedirect(redirect);
      const url = `${window.location.origin}/login${destino === '/' ? '' : `?redirect=${encodeURIComponent(destino)}`}`;
      await sendSignInLinkToEmail(firebase.auth, correo, { url, handleCodeInApp: true });
      guardarEmailDelEnlace(correo);
      setEnviado(true);
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h1 id="login-title">Entrar con un enlace</h1>
      {enviado ? (
        <p className="auth-success" role="status">
          Te hemos enviado un enlace a {email.trim()}. Ábrelo en este dispositivo para entrar sin contraseña.
        </p>
      ) : (
        <form className="ui-form" onSubmit={submit} noValidate>
          <p>Te enviaremos un enlace de acceso de un solo uso.</p>
          <EmailField value={email} onChange={setEmail} error={error} />
          <button type="submit" className="ui-button" disabled={pending}>
            {pending ? 'Enviando…' : 'Enviar enlace de acceso'}
          </button>
        </form>
      )}
      <button type="button" className="auth-link-button" onClick={onVolver}>
        Volver a iniciar sesión con contraseña
      </button>
    </>
  );
}
