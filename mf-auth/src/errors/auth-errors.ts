import { codigoDeError } from 'shared-firebase';
import { type Auth, getFirebase } from 'shared-firebase/auth';

/**
 * The one place that turns Firebase Auth error codes into Spanish sentences. A raw code is never
 * shown: unknown codes get the generic message.
 */
const SIN_SERVICIO = 'app/sin-servicio';

const CREDENCIALES_INCORRECTAS = 'El correo electrónico o la contraseña no son correctos.';

export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'Ya existe una cuenta con este correo electrónico.',
  // Sign-in failures share one message so it never reveals whether an email is registered.
  'auth/wrong-password': CREDENCIALES_INCORRECTAS,
  'auth/invalid-credential': CREDENCIALES_INCORRECTAS,
  'auth/user-not-found': CREDENCIALES_INCORRECTAS,
  'auth/invalid-login-credentials': CREDENCIALES_INCORRECTAS,
  'auth/too-many-requests': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  'auth/user-disabled': 'Esta cuenta está desactivada. Ponte en contacto con el administrador.',
  'auth/requires-recent-login': 'Por seguridad, vuelve a introducir tu contraseña para continuar.',
  'auth/expired-action-code': 'El enlace ha caducado. Solicita uno nuevo.',
  'auth/invalid-action-code': 'El enlace no es válido o ya se ha utilizado.',
  'auth/network-request-failed': 'No hay conexión con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  'auth/invalid-email': 'El correo electrónico no tiene un formato válido.',
  'auth/missing-email': 'Introduce tu correo electrónico.',
  'auth/missing-password': 'Introduce tu contraseña.',
  'auth/weak-password': 'La contraseña es demasiado débil.',
  'auth/password-does-not-meet-requirements': 'La contraseña no cumple los requisitos.',
  'auth/operation-not-allowed': 'Este método de acceso no está habilitado.',
  'auth/internal-error': 'El servicio de autenticación ha fallado. Inténtalo de nuevo.',
  // Ours: Firebase could not start on this page (the shell shows "Error de Conexión"); a form
  // says so instead of doing nothing.
  [SIN_SERVICIO]: 'No se pudo conectar con el servicio de acceso. Inténtalo de nuevo más tarde.',
};

export const GENERIC_AUTH_ERROR = 'Ha ocurrido un error inesperado. Inténtalo de nuevo.';

export function authErrorMessage(error: unknown): string {
  const code = codigoDeError(error);
  return (code && AUTH_ERROR_MESSAGES[code]) || GENERIC_AUTH_ERROR;
}

/** The page's Firebase Auth, or an error whose message is the Spanish "no service" sentence. */
export function authDisponible(): Auth {
  const firebase = getFirebase();
  if (!firebase) throw Object.assign(new Error('Firebase no se pudo iniciar'), { code: SIN_SERVICIO });
  return firebase.auth;
}
