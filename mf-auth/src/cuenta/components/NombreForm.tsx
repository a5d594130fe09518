import { type FormEvent, useState } from 'react';
import { Boton } from 'shared-firebase';
import { type User, updateProfile } from 'shared-firebase/auth';
import { useAccion } from 'shared-firebase/datos';
import { recortar } from 'shared-firebase/texto';
import { errorDeNombre, NombreField } from '../../components/NombreField';
import { authErrorMessage } from '../../errors/auth-errors';
import { Seccion } from './Seccion';

/** "Cambiar el nombre": the display name kept in Firebase Auth (no Firestore rule checks it). */
export function NombreForm({ user, onCambio }: { user: User; onCambio: () => void }) {
  const [nombre, setNombre] = useState(user.displayName ?? '');
  const [error, setError] = useState('');
  const { ejecutar, pendiente } = useAccion();

  const guardar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const limpio = recortar(nombre);
    const encontrado = errorDeNombre(nombre);
    if (encontrado) {
      setError(encontrado);
      return;
    }
    const resultado = await ejecutar(() => updateProfile(user, { displayName: limpio }), {
      exito: 'Nombre actualizado.',
    });
    if (resultado.ok) onCambio();
    else setError(authErrorMessage(resultado.error));
  };

  return (
    <Seccion titulo="Cambiar el nombre">
      <form className="ui-form" onSubmit={(e) => void guardar(e)} noValidate>
        <NombreField
          label="Nombre visible"
          value={nombre}
          onChange={(valor) => {
            setNombre(valor);
            setError('');
          }}
          error={error}
        />
        <Boton type="submit" disabled={pendiente}>
          {pendiente ? 'Guardando…' : 'Guardar nombre'}
        </Boton>
      </form>
    </Seccion>
  );
}
