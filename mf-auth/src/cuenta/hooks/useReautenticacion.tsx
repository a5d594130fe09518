import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Dialog, Field } from 'shared-firebase';
import { EmailAuthProvider, getFirebase, reauthenticateWithCredential } from 'shared-firebase/auth';
import { PasswordInput } from '../../components/PasswordInput';
import { authErrorMessage } from '../../errors/auth-errors';

type Accion = () => Promise<void>;

/**
 * Sensitive account actions: run them, and if Firebase answers `requires-recent-login`, ask for
 * the password, re-authenticate and run them again. `siempre` asks first (account deletion).
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
          if ((error as { code?: string }).code === 'auth/requires-recent-login') pedir();
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
          onCancelar={cancelar}
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

function ReautenticacionForm({ onCancelar, onHecho }: { onCancelar: () => void; onHecho: () => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const user = getFirebase()?.auth.currentUser;
    if (!user?.email) return;
    setPending(true);
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
      await onHecho();
    } catch (cause) {
      setError(authErrorMessage(cause));
      setPending(false);
    }
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
      <div className="ui-dialog__actions">
        <button type="button" className="ui-button ui-button--secondary" onClick={onCancelar}>
          Cancelar
        </button>
        <button type="submit" className="ui-button" disabled={pending}>
          {pending ? 'Comprobando…' : 'Confirmar'}
        </button>
      </div>
    </form>
  );
}

export function esCancelacion(error: unknown): boolean {
  return (error as { code?: string }).code === 'cancelado';
}
