import { type FormEvent, useState } from 'react';
import { Boton, Field } from 'shared-firebase';
import { type User, updateProfile } from 'shared-firebase/auth';
import { useAccion } from 'shared-firebase/datos';
import { authErrorMessage } from '../../errors/auth-errors';
import { Seccion } from './Seccion';

export const NOMBRE_MAX = 80;

/** "Cambiar el nombre": the display name kept in Firebase Auth (no Firestore rule checks it). */
export function NombreForm({ user, onCambio }: { user: User; onCambio: () => void }) {
  const [nombre, setNombre] = useState(user.displayName ?? '');
  const [error, setError] = useState('');
  const { ejecutar, pendiente } = useAccion();

  const guardar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const limpio = nombre.trim();
    if (!limpio || limpio.length > NOMBRE_MAX) {
      setError(limpio ? `El nombre no puede superar ${NOMBRE_MAX} caracteres.` : 'Escribe tu nombre.');
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
        <Field label="Nombre visible" error={error}>
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              value={nombre}
              onChange={(e) => {
                setNombre(e.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        <Boton type="submit" disabled={pendiente}>
          {pendiente ? 'Guardando…' : 'Guardar nombre'}
        </Boton>
      </form>
    </Seccion>
  );
}
