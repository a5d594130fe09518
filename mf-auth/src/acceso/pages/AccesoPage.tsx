import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Boton, Cargando, Field } from 'shared-firebase';
import { signInWithEmailAndPassword } from 'shared-firebase/auth';
import { Link, useNavigate, useSearchParams } from 'shared-firebase/router';
import estilos from '../../auth.module.css';
import { PaginaAcceso } from '../../components/PaginaAcceso';
import { PasswordField } from '../../components/PasswordField';
import { authDisponible } from '../../errors/auth-errors';
import { useEnvio } from '../../errors/useEnvio';
import { EnlaceForm } from '../components/EnlaceForm';
import { OlvidoForm } from '../components/OlvidoForm';

/**
 * Firebase's email links: fetched when one is opened, never by a plain visit to /login. Made per
 * mount, so the shell's «Reintentar» after a failed download fetches again (React keeps a failed
 * lazy component failed).
 */
const cargarActionHandler = () =>
  lazy(() => import('../accion/ActionHandler').then((m) => ({ default: m.ActionHandler })));

/** The forms of /login besides the password one, each at its own address (`?vista=`). */
type Vista = 'olvido' | 'enlace';

/** /login with `vista` open (null: the password form), keeping where to go after signing in. */
function urlDeVista(vista: Vista | null, redirect: string | null): string {
  const params = new URLSearchParams();
  if (redirect) params.set('redirect', redirect);
  if (vista) params.set('vista', vista);
  const consulta = params.toString();
  return consulta ? `/login?${consulta}` : '/login';
}

/**
 * /login: password sign-in, forgotten password, email-link sign-in, and the handler for Firebase's
 * action links. The shell redirects to `?redirect=` once the user is signed in.
 */
export default function AccesoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = params.get('mode');
  const redirect = params.get('redirect');
  const vista = params.get('vista');
  const volver = () => navigate(urlDeVista(null, redirect));
  const [ActionHandler] = useState(cargarActionHandler);

  let contenido: ReactNode;
  if (mode)
    contenido = (
      <Suspense fallback={<Cargando />}>
        <ActionHandler mode={mode} oobCode={params.get('oobCode') ?? ''} />
      </Suspense>
    );
  else if (vista === 'olvido') contenido = <OlvidoForm onVolver={volver} />;
  else if (vista === 'enlace') contenido = <EnlaceForm redirect={redirect} onVolver={volver} />;
  else contenido = <PasswordForm redirect={redirect} />;

  return <PaginaAcceso tituloId="login-title">{contenido}</PaginaAcceso>;
}

function PasswordForm({ redirect }: { redirect: string | null }) {
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
        <PasswordField
          autoComplete="current-password"
          atributos={{ ...conError, name: 'password', required: true }}
          value={password}
          onChange={(valor) => {
            setPassword(valor);
            setError('');
          }}
        />
        {error ? (
          <p id={errorId} ref={errorRef} className="ui-form__error" role="alert" tabIndex={-1}>
            {error}
          </p>
        ) : null}
        <Boton type="submit" disabled={enviando}>
          {enviando ? 'Entrando…' : 'Entrar'}
        </Boton>
      </form>
      <div className={estilos.authLinks}>
        <Link className={estilos.authLinkButton} to={urlDeVista('olvido', redirect)}>
          ¿Olvidaste tu contraseña?
        </Link>
        <Link className={estilos.authLinkButton} to={urlDeVista('enlace', redirect)}>
          Entrar con un enlace por correo
        </Link>
      </div>
      <p>
        ¿No tienes cuenta?{' '}
        <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>Crear una cuenta</Link>
      </p>
    </>
  );
}
