import { Boton } from 'shared-firebase';
import type { User } from 'shared-firebase/auth';
import { sendEmailVerification } from 'shared-firebase/auth';
import { useAccion } from 'shared-firebase/datos';
import { perezoso } from 'shared-firebase/perezoso';
import estilos from '../../auth.module.css';
import { authErrorMessage } from '../../errors/auth-errors';

const fecha = perezoso(() => new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' }));
const formatear = (valor?: string) => (valor ? fecha().format(new Date(valor)) : '—');

/** The account as it is: e-mail (and "Reenviar verificación" while unverified), name, dates. */
export function DatosCuenta({ user }: { user: User }) {
  const { ejecutar, pendiente } = useAccion();
  const reenviar = () =>
    ejecutar(() => sendEmailVerification(user, { url: `${window.location.origin}/cuenta` }), {
      exito: `Te hemos enviado un enlace de verificación a ${user.email}.`,
      fallo: authErrorMessage,
    });
  return (
    <dl className={estilos.authDl}>
      <dt>Correo electrónico</dt>
      <dd data-testid="cuenta-email">{user.email}</dd>
      <dt>Estado</dt>
      <dd>
        {user.emailVerified ? (
          <span data-testid="cuenta-verificado">Verificado</span>
        ) : (
          <>
            <span data-testid="cuenta-verificado">Sin verificar</span>{' '}
            <Boton variante="secundario" pequeno disabled={pendiente} onClick={() => void reenviar()}>
              Reenviar verificación
            </Boton>
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
  );
}
