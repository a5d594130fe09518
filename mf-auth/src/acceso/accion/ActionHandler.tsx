import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Cargando, codigoDeError, Field, safeRedirect } from 'shared-firebase';
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  getFirebase,
  isSignInWithEmailLink,
  signInWithEmailLink,
  verifyPasswordResetCode,
} from 'shared-firebase/auth';
import { Link, useNavigate } from 'shared-firebase/router';
import estilos from '../../auth.module.css';
import { EmailField } from '../../components/EmailField';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordInput } from '../../components/PasswordInput';
import { olvidarEmailDelEnlace, recordarEmailDelEnlace } from '../../enlace/email-guardado';
import { authErrorMessage } from '../../errors/auth-errors';
import { useEnvio } from '../../errors/useEnvio';
import { comprobarAhora, useComprobacion } from '../../password/useComprobacion';

/**
 * Only to read an 'invalid-email' answer: for an address that looks like one it means "not the
 * link's address". Not the receipts' e-mail rule (shared-firebase/texto), which /login does not
 * need to download.
 */
const PARECE_UN_CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Handles Firebase's email links under /login (`?mode=…&oobCode=…`). */
export function ActionHandler({ mode, oobCode }: { mode: string; oobCode: string }) {
  switch (mode) {
    case 'resetPassword':
      return <RestablecerContrasena oobCode={oobCode} />;
    case 'verifyEmail':
      return <VerificarEmail oobCode={oobCode} />;
    case 'signIn':
      return <AccesoConEnlace />;
    case 'recoverEmail':
      return <RecuperarEmail oobCode={oobCode} />;
    default:
      return <Resultado titulo="Enlace no válido" error="El enlace no es válido o ya se ha utilizado." />;
  }
}

function Resultado({ titulo, error, children }: { titulo: string; error?: string; children?: ReactNode }) {
  return (
    <>
      <h1>{titulo}</h1>
      {error ? (
        <p className="ui-form__error" role="alert">
          {error}
        </p>
      ) : null}
      {children}
      <p>
        <Link to="/login">Ir a iniciar sesión</Link>
      </p>
    </>
  );
}

type Estado<T> = { fase: 'cargando' } | { fase: 'listo'; valor: T } | { fase: 'error'; mensaje: string };

/** Runs a one-shot action code call once (codes are single-use, so never twice). */
function useUnaVez<T>(accion: () => Promise<T>): Estado<T> {
  const [estado, setEstado] = useState<Estado<T>>({ fase: 'cargando' });
  const iniciado = useRef(false);
  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    accion().then(
      (valor) => setEstado({ fase: 'listo', valor }),
      (error: unknown) => setEstado({ fase: 'error', mensaje: authErrorMessage(error) }),
    );
  }, [accion]);
  return estado;
}

function auth() {
  const firebase = getFirebase();
  if (!firebase) throw new Error('Firebase Auth no está inicializado');
  return firebase.auth;
}

function VerificarEmail({ oobCode }: { oobCode: string }) {
  const [accion] = useState(() => async () => {
    await applyActionCode(auth(), oobCode);
    await auth().currentUser?.reload();
  });
  const estado = useUnaVez(accion);
  if (estado.fase === 'cargando') return <Cargando texto="Verificando tu correo…" />;
  if (estado.fase === 'error') return <Resultado titulo="No se pudo verificar el correo" error={estado.mensaje} />;
  return (
    <Resultado titulo="Correo verificado">
      <p className={estilos.authSuccess} role="status">
        Tu correo electrónico está verificado.
      </p>
      <p>
        <Link to="/cuenta">Ir a mi cuenta</Link>
      </p>
    </Resultado>
  );
}

function RecuperarEmail({ oobCode }: { oobCode: string }) {
  const [accion] = useState(() => async () => {
    const info = await checkActionCode(auth(), oobCode);
    await applyActionCode(auth(), oobCode);
    return info.data.email ?? '';
  });
  const estado = useUnaVez(accion);
  if (estado.fase === 'cargando') return <Cargando texto="Restaurando tu correo…" />;
  if (estado.fase === 'error') return <Resultado titulo="No se pudo restaurar el correo" error={estado.mensaje} />;
  return (
    <Resultado titulo="Correo restaurado">
      <p className={estilos.authSuccess} role="status">
        Tu cuenta vuelve a usar {estado.valor}. Si no pediste el cambio, cambia tu contraseña ahora.
      </p>
    </Resultado>
  );
}

function RestablecerContrasena({ oobCode }: { oobCode: string }) {
  const [accion] = useState(() => () => verifyPasswordResetCode(auth(), oobCode));
  const estado = useUnaVez(accion);
  const [password, setPassword] = useState('');
  const { requisitos } = useComprobacion(password);
  const { enviando: pending, error, setError, enviar } = useEnvio();
  const [hecho, setHecho] = useState(false);

  if (estado.fase === 'cargando') return <Cargando texto="Comprobando el enlace…" />;
  if (estado.fase === 'error') return <Resultado titulo="No se pudo cambiar la contraseña" error={estado.mensaje} />;
  if (hecho) {
    return (
      <Resultado titulo="Contraseña cambiada">
        <p className={estilos.authSuccess} role="status">
          Ya puedes iniciar sesión con tu nueva contraseña.
        </p>
      </Resultado>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await comprobarAhora(password)).valida) {
      setError('La contraseña no cumple los requisitos.');
      return;
    }
    if (await enviar(() => confirmPasswordReset(auth(), oobCode, password))) setHecho(true);
  };

  return (
    <>
      <h1>Elige una nueva contraseña</h1>
      <p>Para la cuenta {estado.valor}.</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <Field label="Nueva contraseña" error={error} hint={<PasswordChecklist requisitos={requisitos} />}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        {error ? <PasswordChecklist requisitos={requisitos} /> : null}
        <button type="submit" className="ui-button" disabled={pending}>
          {pending ? 'Guardando…' : 'Cambiar contraseña'}
        </button>
      </form>
    </>
  );
}

export const CORREO_NO_COINCIDE =
  'Este correo no coincide con el del enlace. Escribe la dirección a la que te enviamos el enlace.';

function AccesoConEnlace() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { enviando: pending, error, setError, enviar } = useEnvio();
  const [pedirEmail, setPedirEmail] = useState(false);
  const iniciado = useRef(false);
  const enlace = window.location.href;

  const entrar = async (correo: string) => {
    const entro = await enviar(
      () => signInWithEmailLink(auth(), correo, enlace),
      (cause) => {
        // The service answers "invalid email" for a well-formed address that is not the link's.
        const otraDireccion = codigoDeError(cause) === 'auth/invalid-email' && PARECE_UN_CORREO.test(correo);
        setError(otraDireccion ? CORREO_NO_COINCIDE : authErrorMessage(cause));
        setPedirEmail(true);
      },
    );
    if (!entro) return;
    olvidarEmailDelEnlace();
    navigate(safeRedirect(new URL(enlace).searchParams.get('redirect')), { replace: true });
  };

  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    if (!isSignInWithEmailLink(auth(), enlace)) {
      setError('El enlace no es válido o ya se ha utilizado.');
      return;
    }
    // Same device: the address was stored when the link was requested. Another device: ask.
    const guardado = recordarEmailDelEnlace();
    if (guardado) void entrar(guardado);
    else setPedirEmail(true);
  });

  if (!pedirEmail && !error) return <Cargando texto="Iniciando sesión…" />;
  if (!pedirEmail) return <Resultado titulo="No se pudo iniciar sesión" error={error} />;
  return (
    <>
      <h1>Confirma tu correo electrónico</h1>
      <p>Has abierto el enlace en otro dispositivo. Escribe el correo al que lo enviamos.</p>
      <form
        className="ui-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) void entrar(email.trim());
          else setError('Introduce tu correo electrónico.');
        }}
      >
        <EmailField value={email} onChange={setEmail} error={error} />
        <button type="submit" className="ui-button" disabled={pending}>
          {pending ? 'Entrando…' : 'Entrar'}
        </button>
      </form>
    </>
  );
}
