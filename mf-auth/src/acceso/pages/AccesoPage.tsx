import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Field } from 'shared-firebase';
import { signInWithEmailAndPassword } from 'shared-firebase/auth';
import { Link, useSearchParams } from 'shared-firebase/router';
import { PaginaAcceso } from '../../components/PaginaAcceso';
import { PasswordInput } from '../../components/PasswordInput';
import { authDisponible } from '../../errors/auth-errors';
import { useEnvio } from '../../errors/useEnvio';
import { ActionHandler } from '../accion/ActionHandler';
import { EnlaceForm } from '../components/EnlaceForm';
import { OlvidoForm } from '../components/OlvidoForm';

type Vista = 'contrasena' | 'olvido' | 'enlace';

/**
 * /login: password sign-in, forgotten password, email-link sign-in, and the handler for Firebase's
 * action links. The shell redirects to `?redirect=` once the user is signed in.
 */
export default function AccesoPage() {
  const [params] = useSearchParams();
  const [vista, setVista] = useState<Vista>('contrasena');
  const mode = params.get('mode');
  const redirect = params.get('redirect');

  let contenido: ReactNode;
  if (mode) contenido = <ActionHandler mode={mode} oobCode={params.get('oobCode') ?? ''} />;
  else if (vista === 'olvido') contenido = <OlvidoForm onVolver={() => setVista('contrasena')} />;
  else if (vista === 'enlace') contenido = <EnlaceForm redirect={redirect} onVolver={() => setVista('contrasena')} />;
  else contenido = <PasswordForm redirect={redirect} onVista={setVista} />;

  return <PaginaAcceso tituloId="login-title">{contenido}</PaginaAcceso>;
}

function PasswordForm({ redirect, onVista }: { redirect: string | null; onVista: (vista: Vista) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { enviando, error, setError, enviar } = useEnvio();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const errorId = useId();

  // Move focus to the message so keyboard and screen-reader users land on what went wrong.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Introduce tu correo electrónico y tu contraseña.');
      return;
    }
    await enviar(() => signInWithEmailAndPassword(authDisponible(), email.trim(), password));
  };

  // One message for both fields (it never says which was wrong): each points at it.
  const conError = {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <>
      <h1 id="login-title">Iniciar sesión</h1>
      <form className="ui-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Correo electrónico">
          {(control) => (
            <input
              {...control}
              {...conError}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        <Field label="Contraseña">
          {(control) => (
            <PasswordInput
              {...control}
              {...conError}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        {error ? (
          <p id={errorId} ref={errorRef} className="ui-form__error" role="alert" tabIndex={-1}>
            {error}
          </p>
        ) : null}
        <button className="ui-button" type="submit" disabled={enviando}>
          {enviando ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
      <div className="auth-links">
        <button type="button" className="auth-link-button" onClick={() => onVista('olvido')}>
          ¿Olvidaste tu contraseña?
        </button>
        <button type="button" className="auth-link-button" onClick={() => onVista('enlace')}>
          Entrar con un enlace por correo
        </button>
      </div>
      <p>
        ¿No tienes cuenta?{' '}
        <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>Crear una cuenta</Link>
      </p>
    </>
  );
}
