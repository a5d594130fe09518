import { type FormEvent, useCallback, useRef, useState } from 'react';
import { codigoDeError, Dialog, Field, FormActions } from 'shared-firebase';
import { EmailAuthProvider, getFirebase, reauthenticateWithCredential, type User } from 'shared-firebase/auth';
import { PasswordInput } from '../../components/PasswordInput';
import { useEnvio } from '../../errors/useEnvio';

type Accion = () => Promise<void>;

/**
 * Sensitive account actions: run them, and if Firebase answers `requires-recent-login`, ask for
 * the password, re-authenticate and run them again. `siempre` asks first (changing the password
 * or the e-mail, deleting the account).
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
    <Dialog open={abierto} title="Confirma tu identidad" onClose={cancelar}>
      {abierto ? (
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
  const { enviando: pending, error, enviar } = useEnvio();

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
      <Field label="Contraseña actual" error={error}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <FormActions texto="Confirmar" onCancel={onCancel} pendiente={pending} textoPendiente="Comprobando…" />
    </form>
  );
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
