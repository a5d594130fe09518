import { Boton, codigoDeError } from 'shared-firebase';
import { sendPasswordResetEmail } from 'shared-firebase/auth';
import estilos from '../../auth.module.css';
import { EmailField } from '../../components/EmailField';
import { useEnvioPorCorreo } from '../useEnvioPorCorreo';

/** "¿Olvidaste tu contraseña?": sends the reset email without revealing whether it exists. */
export function OlvidoForm({ onVolver }: { onVolver: () => void }) {
  const { email, setEmail, error, enviado, enviando, submit } = useEnvioPorCorreo(async (auth, correo) => {
    try {
      await sendPasswordResetEmail(auth, correo, { url: `${window.location.origin}/login` });
    } catch (cause) {
      // An unknown address gets the same answer as a known one.
      if (codigoDeError(cause) !== 'auth/user-not-found') throw cause;
    }
  });

  return (
    <>
      <h1 id="login-title">Recuperar la contraseña</h1>
      {enviado ? (
        <p className={estilos.authSuccess} role="status">
          Si existe una cuenta con ese correo, te hemos enviado un enlace para elegir una nueva contraseña.
        </p>
      ) : (
        <form className="ui-form" onSubmit={submit} noValidate>
          <p>Te enviaremos un enlace para elegir una nueva contraseña.</p>
          <EmailField value={email} onChange={setEmail} error={error} />
          <Boton type="submit" disabled={enviando}>
            {enviando ? 'Enviando…' : 'Enviar enlace'}
          </Boton>
        </form>
      )}
      <button type="button" className={estilos.authLinkButton} onClick={onVolver}>
        Volver a iniciar sesión
      </button>
    </>
  );
}
