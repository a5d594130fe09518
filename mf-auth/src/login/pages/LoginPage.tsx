import { signInWithEmailAndPassword } from 'firebase/auth';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getFirebase } from 'shared-firebase';
import { authErrorMessage } from '../../errors/auth-errors';
import '../../auth.css';

/** Email and password sign-in. The shell redirects to `?redirect=` once the user is set. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const errorId = useId();

  // Move focus to the message so keyboard and screen-reader users land on what went wrong.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) {
      setError('Introduce tu correo electrónico y tu contraseña.');
      return;
    }
    const firebase = getFirebase();
    if (!firebase) return;
    setPending(true);
    setError('');
    try {
      await signInWithEmailAndPassword(firebase.auth, email, password);
    } catch (cause) {
      setError(authErrorMessage(cause));
    } finally {
      setPending(false);
    }
  };

  const redirect = params.get('redirect');
  return (
    <main className="auth-page">
      <section className="ui-card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Iniciar sesión</h1>
        <form className="ui-form" onSubmit={submit} noValidate>
          <div className="ui-field">
            <label htmlFor="login-email">Correo electrónico</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <div className="ui-field">
            <label htmlFor="login-password">Contraseña</label>
            <div className="auth-password">
              <input
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <button
                type="button"
                className="ui-button ui-button--secondary"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Ocultar' : 'Mostrar'}
                <span className="visually-hidden"> contraseña</span>
              </button>
            </div>
          </div>
          {error ? (
            <p id={errorId} ref={errorRef} className="ui-form__error" role="alert" tabIndex={-1}>
              {error}
            </p>
          ) : null}
          <button className="ui-button" type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Entrando…' : 'Entrar'}
          </button>
        </form>
        <p>
          ¿No tienes cuenta?{' '}
          <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>
            Crear una cuenta
          </Link>
        </p>
      </section>
    </main>
  );
}
