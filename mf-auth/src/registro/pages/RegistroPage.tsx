import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Boton, codigoDeError } from 'shared-firebase';
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'shared-firebase/auth';
import { Link, useSearchParams } from 'shared-firebase/router';
import { EMAIL_VALIDO, recortar } from 'shared-firebase/texto';
import { EmailField } from '../../components/EmailField';
import { errorDeNombre, NombreField } from '../../components/NombreField';
import { PaginaAcceso } from '../../components/PaginaAcceso';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { authDisponible, authErrorMessage } from '../../errors/auth-errors';
import { useEnvio } from '../../errors/useEnvio';
import { comprobarAhora, useComprobacion } from '../../password/useComprobacion';

interface Errores {
  nombre?: string;
  email?: string;
  password?: string;
  general?: string;
}

/** /register: name, email and a password checked live against the project's policy. */
export default function RegistroPage() {
  const [params] = useSearchParams();
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const { enviando, enviar } = useEnvio();
  const formRef = useRef<HTMLFormElement>(null);
  const { requisitos } = useComprobacion(password);

  // A message describes what was submitted: once its field changes, it goes (with the general one).
  const cambiar = (campo: 'nombre' | 'email' | 'password', poner: (valor: string) => void) => (valor: string) => {
    poner(valor);
    setErrores((actuales) =>
      actuales[campo] || actuales.general ? { ...actuales, [campo]: undefined, general: undefined } : actuales,
    );
  };

  // After a refused submit (not when an error clears as its field changes), focus the first
  // field in error.
  const [intento, setIntento] = useState(0);
  useEffect(() => {
    if (intento > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-general]')?.focus();
  }, [intento]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const encontrados: Errores = {};
    const errorNombre = errorDeNombre(nombre);
    if (errorNombre) encontrados.nombre = errorNombre;
    if (!EMAIL_VALIDO.test(email.trim())) encontrados.email = 'Escribe un correo electrónico válido.';
    if (!(await comprobarAhora(password)).valida) encontrados.password = 'La contraseña no cumple los requisitos.';
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) {
      setIntento((n) => n + 1);
      return;
    }
    // Signed in, the shell moves the user on to `?redirect=` or "/".
    await enviar(
      async () => {
        const { user } = await createUserWithEmailAndPassword(authDisponible(), email.trim(), password);
        await updateProfile(user, { displayName: recortar(nombre) });
        await sendEmailVerification(user, { url: `${window.location.origin}/cuenta` });
      },
      (cause) => {
        const code = codigoDeError(cause);
        const campo = code === 'auth/email-already-in-use' || code === 'auth/invalid-email' ? 'email' : 'general';
        setErrores({ [campo]: authErrorMessage(cause) });
        setIntento((n) => n + 1);
      },
    );
  };

  const redirect = params.get('redirect');
  return (
    <PaginaAcceso tituloId="registro-title">
      <h1 id="registro-title">Crear una cuenta</h1>
      <form ref={formRef} className="ui-form" onSubmit={submit} noValidate>
        <NombreField label="Nombre" value={nombre} onChange={cambiar('nombre', setNombre)} error={errores.nombre} />
        <EmailField value={email} onChange={cambiar('email', setEmail)} error={errores.email} />
        <PasswordField
          autoComplete="new-password"
          error={errores.password}
          value={password}
          onChange={cambiar('password', setPassword)}
        />
        <PasswordChecklist requisitos={requisitos} />
        {errores.general ? (
          <p className="ui-form__error" role="alert" tabIndex={-1} data-error-general>
            {errores.general}
          </p>
        ) : null}
        <Boton type="submit" disabled={enviando}>
          {enviando ? 'Creando la cuenta…' : 'Crear cuenta'}
        </Boton>
      </form>
      <p>
        ¿Ya tienes cuenta?{' '}
        <Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>Iniciar sesión</Link>
      </p>
    </PaginaAcceso>
  );
}
