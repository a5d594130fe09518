import { useState } from 'react';
import { Boton, ConfirmDialog } from 'shared-firebase';
import { deleteUser, type User } from 'shared-firebase/auth';
import { useAccion } from 'shared-firebase/datos';
import { useNavigate } from 'shared-firebase/router';
import { authErrorMessage } from '../../errors/auth-errors';
import { esCancelacion, pedirIdentidadAntes, useReautenticacion } from '../hooks/useReautenticacion';
import { Seccion } from './Seccion';

export const BORRADO_SIN_DATOS =
  'No se pudieron borrar tus datos: no hay conexión con la base de datos. Tu cuenta sigue activa; inténtalo de nuevo.';

export const BORRADO_EN_TRASPASO =
  'Tu libro se está traspasando: espera a que termine (unos minutos) y vuelve a intentarlo. Tu cuenta sigue activa.';

/** Data can go only while the rules still see the owner: a failure here keeps the account. */
class DatosNoBorrados extends Error {
  constructor(readonly causa: unknown) {
    super('datos no borrados');
  }
}

/**
 * "Eliminar la cuenta": after confirming and re-entering the password (an account with no password:
 * a recent sign-in, see useReautenticacion), the user's Firestore data
 * (labels, colours, receipts, shared links), then the account itself. If the data cannot be
 * deleted, the account stays (and says so): trying again finishes the job.
 */
export function BorrarCuenta({ user }: { user: User }) {
  const navigate = useNavigate();
  const [confirmar, setConfirmar] = useState(false);
  const { ejecutar, pendiente } = useAccion();
  const reautenticacion = useReautenticacion();

  const borrar = async () => {
    setConfirmar(false);
    const resultado = await ejecutar(
      () =>
        reautenticacion.ejecutar(
          async () => {
            try {
              // Loaded when used: the account page opens without it.
              const { borrarDatosDelUsuario } = await import('../api/datos-del-usuario');
              await borrarDatosDelUsuario(user.uid);
            } catch (causa) {
              console.error('Error al borrar los datos de la cuenta', causa);
              throw new DatosNoBorrados(causa);
            }
            await deleteUser(user);
          },
          { siempre: pedirIdentidadAntes(user) },
        ),
      {
        exito: 'Tu cuenta y tus datos se han eliminado.',
        fallo: (error) => {
          if (esCancelacion(error)) return undefined;
          if (!(error instanceof DatosNoBorrados)) return authErrorMessage(error);
          // By name: dominio-recibos' account deletion is loaded only when used.
          return error.causa instanceof Error && error.causa.name === 'TraspasoEnCurso'
            ? BORRADO_EN_TRASPASO
            : BORRADO_SIN_DATOS;
        },
      },
    );
    if (resultado.ok) navigate('/login', { replace: true });
  };

  return (
    <Seccion titulo="Eliminar la cuenta">
      <p>Se borrarán tu cuenta, tus recibos, tus etiquetas y tus colores. No se puede deshacer.</p>
      <Boton variante="peligro" disabled={pendiente} onClick={() => setConfirmar(true)}>
        {pendiente ? 'Eliminando…' : 'Eliminar mi cuenta'}
      </Boton>
      <ConfirmDialog
        open={confirmar}
        titulo="Eliminar la cuenta"
        texto="Sí, eliminar mi cuenta"
        onConfirm={() => void borrar()}
        onClose={() => setConfirmar(false)}
      >
        <p>¿Seguro? Se borrarán tu cuenta y todos tus datos. No se puede deshacer.</p>
      </ConfirmDialog>
      {reautenticacion.dialogo}
    </Seccion>
  );
}
