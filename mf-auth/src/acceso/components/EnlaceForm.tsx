import { Boton, safeRedirect } from 'shared-firebase';
import { sendSignInLinkToEmail } from 'shared-firebase/auth';
import estilos from '../../auth.module.css';
import { EmailField } from '../../components/EmailField';
import { guardarEmailDelEnlace } from '../../enlace/email-guardado';
import { useEnvioPorCorreo } from '../useEnvioPorCorreo';

/** Passwordless sign-in: emails a link that signs the user in when opened. */
export function EnlaceForm({ redirect, onVolver }: { redirect: string | null; onVolver: () => void }) {
  const { email, setEmail, error, enviado, enviando, submit } = useEnvioPorCorreo(async (auth, correo) => {
    const destino = safeRedirect(redirect);
    const url = `${window.location.origin}/login${destino === '/' ? '' : `?redirect=${encodeURIComponent(destino)}`}`;
    await sendSignInLinkToEmail(auth, correo, { url, handleCodeInApp: true });
    guardarEmailDelEnlace(correo);
  });

  return (
    <>
      <h1 id="login-title">Entrar con un enlace</h1>
      {enviado ? (
        <p className={estilos.authSuccess} role="status">
          Te hemos enviado un enlace a {email.trim()}. Ábrelo en este dispositivo para entrar sin contraseña.
        </p>
      ) : (
        <form className="ui-form" onSubmit={submit} noValidate>
          <p>Te enviaremos un enlace de acceso de un solo uso.</p>
          <EmailField value={email} onChange={setEmail} error={error} />
          <Boton type="submit" disabled={enviando}>
            {enviando ? 'Enviando…' : 'Enviar enlace de acceso'}
          </Boton>
        </form>
      )}
      <button type="button" className={estilos.authLinkButton} onClick={onVolver}>
        Volver a iniciar sesión con contraseña
      </button>
    </>
  );
}
