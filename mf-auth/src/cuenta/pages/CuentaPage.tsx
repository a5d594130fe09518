import { type FormEvent, useState } from 'react';
import { ConfirmDialog, Field, PageHeader, useAuth } from 'shared-firebase';
import {
  deleteUser,
  sendEmailVerification,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
} from 'shared-firebase/auth';
import { borrarDatosDelUsuario, getDb } from 'shared-firebase/firestore';
import { useNavigate } from 'shared-firebase/router';
import { toast } from 'sonner';
import { EmailField } from '../../components/EmailField';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordInput } from '../../components/PasswordInput';
import { authErrorMessage } from '../../errors/auth-errors';
import { comprobarAhora, useComprobacion } from '../../password/useComprobacion';
import { esCancelacion, useReautenticacion } from '../hooks/useReautenticacion';
import '../../auth.css';

const fecha = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' });
const formatear = (valor?: string) => (valor ? fecha.format(new Date(valor)) : '—');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BORRADO_SIN_DATOS =
  'No se pudieron borrar tus datos: no hay conexión con la base de datos. Tu cuenta sigue activa; inténtalo de nuevo.';

/** /cuenta: the signed-in user's account. */
export default function CuentaPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { ejecutar, dialogo } = useReautenticacion();
  // Firebase mutates the same User object; this re-renders after each change.
  const [, setVersion] = useState(0);
  const refrescar = () => setVersion((n) => n + 1);

  const [nombre, setNombre] = useState(user?.displayName ?? '');
  const [errorNombre, setErrorNombre] = useState('');
  const [nuevoEmail, setNuevoEmail] = useState('');
  const [errorEmail, setErrorEmail] = useState('');
  const [nuevaPassword, setNuevaPassword] = useState('');
  const [errorPassword, setErrorPassword] = useState('');
  const [confirmarBorrado, setConfirmarBorrado] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const { requisitos } = useComprobacion(nuevaPassword);

  if (!user) return null;

  const accion = async (clave: string, trabajo: () => Promise<void>, onError: (mensaje: string) => void) => {
    setPending(clave);
    try {
      await trabajo();
    } catch (error) {
      if (!esCancelacion(error)) onError(authErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const guardarNombre = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const limpio = nombre.trim();
    if (!limpio || limpio.length > 80) {
      setErrorNombre(limpio ? 'El nombre no puede superar 80 caracteres.' : 'Escribe tu nombre.');
      return;
    }
    setErrorNombre('');
    void accion(
      'nombre',
      async () => {
        await updateProfile(user, { displayName: limpio });
        refrescar();
        toast.success('Nombre actualizado.');
      },
      setErrorNombre,
    );
  };

  const reenviarVerificacion = () =>
    accion(
      'verificacion',
      async () => {
        await sendEmailVerification(user, { url: `${window.location.origin}/cuenta` });
        toast.success(`Te hemos enviado un enlace de verificación a ${user.email}.`);
      },
      (mensaje) => toast.error(mensaje),
    );

  const cambiarEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const correo = nuevoEmail.trim();
    if (!EMAIL.test(correo)) {
      setErrorEmail('Escribe un correo electrónico válido.');
      return;
    }
    setErrorEmail('');
    void accion(
      'email',
      () =>
        ejecutar(async () => {
          await verifyBeforeUpdateEmail(user, correo, { url: `${window.location.origin}/cuenta` });
          toast.success(`Te hemos enviado un enlace a ${correo}. El cambio se aplicará cuando lo abras.`);
          setNuevoEmail('');
        }),
      setErrorEmail,
    );
  };

  const cambiarPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await comprobarAhora(nuevaPassword)).valida) {
      setErrorPassword('La contraseña no cumple los requisitos.');
      return;
    }
    setErrorPassword('');
    void accion(
      'password',
      () =>
        ejecutar(async () => {
          await updatePassword(user, nuevaPassword);
          toast.success('Contraseña cambiada.');
          setNuevaPassword('');
        }),
      setErrorPassword,
    );
  };

  const borrarCuenta = () => {
    setConfirmarBorrado(false);
    void accion(
      'borrar',
      () =>
        ejecutar(
          async () => {
            // Data first, while the rules still see the owner; then the account itself. If the
            // data cannot be deleted, the account stays (and says so): retrying finishes the job.
            try {
              const db = getDb();
              if (!db) throw new Error('Firestore no está disponible');
              await borrarDatosDelUsuario(db, user.uid);
            } catch (causa) {
              console.error('Error al borrar los datos de la cuenta', causa);
              toast.error(BORRADO_SIN_DATOS);
              return;
            }
            await deleteUser(user);
            toast.success('Tu cuenta y tus datos se han eliminado.');
            navigate('/login', { replace: true });
          },
          { siempre: true },
        ),
      (mensaje) => toast.error(mensaje),
    );
  };

  return (
    <section data-remote="mf_auth">
      <PageHeader title="Cuenta" />
      <dl className="auth-dl">
        <dt>Correo electrónico</dt>
        <dd data-testid="cuenta-email">{user.email}</dd>
        <dt>Estado</dt>
        <dd>
          {user.emailVerified ? (
            <span data-testid="cuenta-verificado">Verificado</span>
          ) : (
            <>
              <span data-testid="cuenta-verificado">Sin verificar</span>{' '}
              <button
                type="button"
                className="ui-button ui-button--secondary ui-button--small"
                disabled={pending === 'verificacion'}
                onClick={() => void reenviarVerificacion()}
              >
                Reenviar verificación
              </button>
            </>
          )}
        </dd>
        <dt>Nombre</dt>
        <dd data-testid="cuenta-nombre">{user.displayName || '—'}</dd>
        <dt>Cuenta creada</dt>
        <dd>{formatear(user.metadata.creationTime)}</dd>
        <dt>Último acceso</dt>
        <dd>{formatear(user.metadata.lastSignInTime)}</dd>
      </dl>

      <section className="auth-section" aria-labelledby="cuenta-nombre-titulo">
        <h2 id="cuenta-nombre-titulo">Cambiar el nombre</h2>
        <form className="ui-form" onSubmit={guardarNombre} noValidate>
          <Field label="Nombre visible" error={errorNombre}>
            {(control) => (
              <input
                {...control}
                autoComplete="name"
                value={nombre}
                onChange={(e) => {
                  setNombre(e.target.value);
                  setErrorNombre('');
                }}
              />
            )}
          </Field>
          <button type="submit" className="ui-button" disabled={pending === 'nombre'}>
            {pending === 'nombre' ? 'Guardando…' : 'Guardar nombre'}
          </button>
        </form>
      </section>

      <section className="auth-section" aria-labelledby="cuenta-email-titulo">
        <h2 id="cuenta-email-titulo">Cambiar el correo electrónico</h2>
        <form className="ui-form" onSubmit={cambiarEmail} noValidate>
          <EmailField
            label="Nuevo correo electrónico"
            value={nuevoEmail}
            onChange={(valor) => {
              setNuevoEmail(valor);
              setErrorEmail('');
            }}
            error={errorEmail}
            hint="Te enviaremos un enlace para confirmarlo."
          />
          <button type="submit" className="ui-button" disabled={pending === 'email'}>
            {pending === 'email' ? 'Enviando…' : 'Cambiar correo'}
          </button>
        </form>
      </section>

      <section className="auth-section" aria-labelledby="cuenta-password-titulo">
        <h2 id="cuenta-password-titulo">Cambiar la contraseña</h2>
        <form className="ui-form" onSubmit={(e) => void cambiarPassword(e)} noValidate>
          <Field label="Nueva contraseña" error={errorPassword}>
            {(control) => (
              <PasswordInput
                {...control}
                autoComplete="new-password"
                value={nuevaPassword}
                onChange={(e) => {
                  setNuevaPassword(e.target.value);
                  setErrorPassword('');
                }}
              />
            )}
          </Field>
          <PasswordChecklist requisitos={requisitos} />
          <button type="submit" className="ui-button" disabled={pending === 'password'}>
            {pending === 'password' ? 'Guardando…' : 'Cambiar contraseña'}
          </button>
        </form>
      </section>

      <section className="auth-section" aria-labelledby="cuenta-borrar-titulo">
        <h2 id="cuenta-borrar-titulo">Eliminar la cuenta</h2>
        <p>Se borrarán tu cuenta, tus recibos, tus etiquetas y tus colores. No se puede deshacer.</p>
        <button
          type="button"
          className="ui-button ui-button--danger"
          disabled={pending === 'borrar'}
          onClick={() => setConfirmarBorrado(true)}
        >
          {pending === 'borrar' ? 'Eliminando…' : 'Eliminar mi cuenta'}
        </button>
      </section>

      <ConfirmDialog
        open={confirmarBorrado}
        title="Eliminar la cuenta"
        confirmLabel="Sí, eliminar mi cuenta"
        onConfirm={borrarCuenta}
        onClose={() => setConfirmarBorrado(false)}
      >
        <p>¿Seguro? Se borrarán tu cuenta y todos tus datos. No se puede deshacer.</p>
      </ConfirmDialog>
      {dialogo}
    </section>
  );
}
