import { type FormEvent, useState } from 'react';
import { Boton, Cargando } from 'shared-firebase';
import { confirmPasswordReset, verifyPasswordResetCode } from 'shared-firebase/auth';
import estilos from '../../auth.module.css';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { authDisponible } from '../../errors/auth-errors';
import { useEnvio } from '../../errors/useEnvio';
import { comprobarAhora, useComprobacion } from '../../password/useComprobacion';
import { Resultado } from './Resultado';
import { useUnaVez } from './useUnaVez';

/** `mode=resetPassword`: a new password, checked against the policy before it is sent. */
export function RestablecerContrasena({ oobCode }: { oobCode: string }) {
  const estado = useUnaVez(() => verifyPasswordResetCode(authDisponible(), oobCode));
  const [password, setPassword] = useState('');
  const { requisitos } = useComprobacion(password);
  const { enviando, error, setError, enviar } = useEnvio();
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
    if (await enviar(() => confirmPasswordReset(authDisponible(), oobCode, password))) setHecho(true);
  };

  return (
    <>
      <h1>Elige una nueva contraseña</h1>
      <p>Para la cuenta {estado.valor}.</p>
      <form className="ui-form" onSubmit={submit} noValidate>
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          error={error}
          hint={<PasswordChecklist requisitos={requisitos} />}
          atributos={{ name: 'password' }}
          value={password}
          onChange={(valor) => {
            setPassword(valor);
            setError('');
          }}
        />
        {error ? <PasswordChecklist requisitos={requisitos} /> : null}
        <Boton type="submit" disabled={enviando}>
          {enviando ? 'Guardando…' : 'Cambiar contraseña'}
        </Boton>
      </form>
    </>
  );
}
