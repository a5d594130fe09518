import { type FormEvent, useCallback, useRef, useState } from 'react';
import { codigoDeError, Dialog, FormActions, useAuth } from 'shared-firebase';
import { EmailAuthProvider, getFirebase, reauthenticateWithCredential, type User } from 'shared-firebase/auth';
import { PasswordField } from '../../components/PasswordField';
import { useEnvio } from '../../errors/useEnvio';

type Accion = () => Promise<void>;

/**
 * Sensitive account actions: run them, and if Firebase answers `requires-recent-login`, ask for
 * the password, re-authenticate and run them again. `siempre` asks first (changing the password
 * or the e-mail, deleting the account). An account with no password (made through an e-mail link)
 * proves itself by a recent sign-in instead: when Firebase asks for one, the dialog offers a new link.
 */
export function useReautenticacion() {
  const pendiente = useRef<{ accion: Accion; resolver: () => void; rechazar: (e: unknown) => void } | null>(null);
  const [abierto, setAbierto] = useState(false);

  const ejecutar = useCallback(
    (accion: Accion, { siempre = false } = {}) =>
      new Promise<void>((resolver, rechazar) => {
        const pedir = () => {
          pendiente.current = { accion, resolver, rechazar };
          setAbierto(true);
        };
        if (siempre) {
          pedir();
          return;
        }
        accion().then(resolver, (error: unknown) => {
          if (codigoDeError(error) === 'auth/requires-recent-login') pedir();
          else rechazar(error);
        });
      }),
    [],
  );

  const cancelar = () => {
    setAbierto(false);
    pendiente.current?.rechazar(Object.assign(new Error('cancelado'), { code: 'cancelado' }));
    pendiente.current = null;
  };

  const dialogo = (
    <Dialog open={abierto} titulo="Confirma tu identidad" onClose={cancelar}>
      {abierto && !tieneContrasenaAhora() ? (
        <EntrarDeNuevo onCancel={cancelar} />
      ) : abierto ? (
        <ReautenticacionForm
          onCancel={cancelar}
          onHecho={async () => {
            const actual = pendiente.current;
            pendiente.current = null;
            setAbierto(false);
            if (!actual) return;
            try {
              await actual.accion();
              actual.resolver();
            } catch (error) {
              actual.rechazar(error);
            }
          }}
        />
      ) : null}
    </Dialog>
  );

  return { ejecutar, dialogo };
}

function ReautenticacionForm({ onCancel, onHecho }: { onCancel: () => void; onHecho: () => Promise<void> }) {
  const [password, setPassword] = useState('');
  const { enviando, error, enviar } = useEnvio();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const user = getFirebase()?.auth.currentUser;
    if (!user?.email) return;
    const email = user.email;
    if (await enviar(() => reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password))))
      await onHecho();
  };

  return (
    <form className="ui-form" onSubmit={submit} noValidate>
      <p>Por seguridad, vuelve a introducir tu contraseña para continuar.</p>
      <PasswordField
        label="Contraseña actual"
        autoComplete="current-password"
        error={error}
        value={password}
        onChange={setPassword}
      />
      <FormActions texto="Confirmar" onCancel={onCancel} pendiente={enviando} textoPendiente="Comprobando…" />
    </form>
  );
}

/**
 * The signed-in account has no password to ask for: it signs out, and /login offers the e-mail
 * link (opening a link while signed in would not sign in again).
 */
function EntrarDeNuevo({ onCancel }: { onCancel: () => void }) {
  const { signOut } = useAuth();
  const salir = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void signOut();
  };
  return (
    <form className="ui-form" onSubmit={salir}>
      <p>
        Tu cuenta entra con enlaces por correo, sin contraseña. Por seguridad, esta acción pide haber entrado hace poco:
        cierra sesión, vuelve a entrar con un enlace nuevo y repítela.
      </p>
      <FormActions texto="Cerrar sesión" onCancel={onCancel} />
    </form>
  );
}

function tieneContrasenaAhora(): boolean {
  const user = getFirebase()?.auth.currentUser;
  return !user || tieneContrasena(user);
}

/** How long Firebase counts a sign-in as recent for sensitive actions. */
const INICIO_RECIENTE_MS = 5 * 60_000;

/**
 * Whether to confirm the user's identity before a sensitive action that cannot be left half done
 * (deleting the account): always with a password; without one, when the last sign-in is no longer
 * recent, as Firebase would refuse the action after the data were already gone.
 */
export function pedirIdentidadAntes(user: Pick<User, 'providerData' | 'metadata'>, ahora = Date.now()): boolean {
  if (tieneContrasena(user)) return true;
  const ultimo = Date.parse(user.metadata.lastSignInTime ?? '');
  return !(ahora - ultimo < INICIO_RECIENTE_MS);
}

/**
 * Whether the account signs in with a password, which the dialog can ask for. An account made
 * through an e-mail link has none: asking first would lock it out of setting one.
 */
export function tieneContrasena(user: Pick<User, 'providerData'>): boolean {
  return user.providerData.some((p) => p.providerId === 'password');
}

export function esCancelacion(error: unknown): boolean {
  return codigoDeError(error) === 'cancelado';
}
