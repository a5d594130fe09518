import { useEffect, useRef, useState } from 'react';
import { Boton, Cargando, codigoDeError, safeRedirect } from 'shared-firebase';
import { isSignInWithEmailLink, signInWithEmailLink } from 'shared-firebase/auth';
import { useNavigate } from 'shared-firebase/router';
import { EmailField } from '../../components/EmailField';
import { olvidarEmailDelEnlace, recordarEmailDelEnlace } from '../../enlace/email-guardado';
import { authDisponible, authErrorMessage } from '../../errors/auth-errors';
import { useEnvio } from '../../errors/useEnvio';
import { Resultado } from './Resultado';

/**
 * Only to read an 'invalid-email' answer: for an address that looks like one it means "not the
 * link's address". Not the receipts' e-mail rule (shared-firebase/texto), which /login does not
 * need to download.
 */
const PARECE_UN_CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CORREO_NO_COINCIDE =
  'Este correo no coincide con el del enlace. Escribe la dirección a la que te enviamos el enlace.';

/** `mode=signIn`: signs in with the link, asking for the address when opened on another device. */
export function AccesoConEnlace() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { enviando, error, setError, enviar } = useEnvio();
  const [pedirEmail, setPedirEmail] = useState(false);
  const iniciado = useRef(false);
  const enlace = window.location.href;

  const entrar = async (correo: string) => {
    const entro = await enviar(
      () => signInWithEmailLink(authDisponible(), correo, enlace),
      (cause) => {
        // The service answers "invalid email" for a well-formed address that is not the link's.
        const otraDireccion = codigoDeError(cause) === 'auth/invalid-email' && PARECE_UN_CORREO.test(correo);
        setError(otraDireccion ? CORREO_NO_COINCIDE : authErrorMessage(cause));
        setPedirEmail(true);
      },
    );
    if (!entro) return;
    olvidarEmailDelEnlace();
    navigate(safeRedirect(new URL(enlace).searchParams.get('redirect')), { replace: true });
  };

  useEffect(() => {
    if (iniciado.current) return;
    iniciado.current = true;
    if (!isSignInWithEmailLink(authDisponible(), enlace)) {
      setError('El enlace no es válido o ya se ha utilizado.');
      return;
    }
    // Same device: the address was stored when the link was requested. Another device: ask.
    const guardado = recordarEmailDelEnlace();
    if (guardado) void entrar(guardado);
    else setPedirEmail(true);
  });

  if (!pedirEmail && !error) return <Cargando texto="Iniciando sesión…" />;
  if (!pedirEmail) return <Resultado titulo="No se pudo iniciar sesión" error={error} />;
  return (
    <>
      <h1>Confirma tu correo electrónico</h1>
      <p>Has abierto el enlace en otro dispositivo. Escribe el correo al que lo enviamos.</p>
      <form
        className="ui-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim()) void entrar(email.trim());
          else setError('Introduce tu correo electrónico.');
        }}
      >
        <EmailField value={email} onChange={setEmail} error={error} />
        <Boton type="submit" disabled={enviando}>
          {enviando ? 'Entrando…' : 'Entrar'}
        </Boton>
      </form>
    </>
  );
}
