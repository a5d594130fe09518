import { type Auth, type PasswordValidationStatus, validatePassword } from 'shared-firebase/auth';

/**
 * The password checklist comes from Firebase itself: `validatePassword(auth, password)` checks the
 * project's policy with the SDK's own character sets (a–z, A–Z, 0–9 and the policy's list of
 * symbols), which is what the server enforces. A checklist of our own (Unicode classes, say) could
 * go green while the server still refuses: "Ñandú-2026" has no A–Z letter.
 */

export interface Requisito {
  id: string;
  texto: string;
  cumple: boolean;
}

export interface Comprobacion {
  requisitos: Requisito[];
  valida: boolean;
}

/** Without a policy from the service (the Auth emulator answers 501), Firebase's minimum: 6. */
export const LONGITUD_MINIMA_POR_DEFECTO = 6;

// Whether the service gave this Auth a policy; asked once per page (a failed fetch would otherwise
// be repeated by the SDK at every keystroke).
const conPolitica = new WeakMap<Auth, Promise<boolean>>();

function tienePolitica(auth: Auth): Promise<boolean> {
  // The Auth emulator has no password policies: it answers 501, which the browser logs as a failed
  // request on every page that checks a password. There, Firebase's minimum, without asking.
  if (auth.emulatorConfig) return Promise.resolve(false);
  let pregunta = conPolitica.get(auth);
  if (!pregunta) {
    pregunta = Promise.resolve()
      .then(() => validatePassword(auth, ''))
      .then(
        () => true,
        () => false,
      );
    conPolitica.set(auth, pregunta);
  }
  return pregunta;
}

function requisitosDe(estado: PasswordValidationStatus): Requisito[] {
  const opciones = estado.passwordPolicy.customStrengthOptions;
  const lista: Requisito[] = [];
  const anadir = (id: string, texto: string, cumple: boolean | undefined) =>
    lista.push({ id, texto, cumple: !!cumple });
  anadir(
    'min',
    `Al menos ${opciones.minPasswordLength ?? LONGITUD_MINIMA_POR_DEFECTO} caracteres`,
    estado.meetsMinPasswordLength,
  );
  if (opciones.maxPasswordLength)
    anadir('max', `Como máximo ${opciones.maxPasswordLength} caracteres`, estado.meetsMaxPasswordLength);
  if (opciones.containsLowercaseLetter)
    anadir('minuscula', 'Una letra minúscula sin tilde (a–z)', estado.containsLowercaseLetter);
  if (opciones.containsUppercaseLetter)
    anadir('mayuscula', 'Una letra mayúscula sin tilde (A–Z)', estado.containsUppercaseLetter);
  if (opciones.containsNumericCharacter) anadir('numero', 'Un número (0–9)', estado.containsNumericCharacter);
  if (opciones.containsNonAlphanumericCharacter) {
    const simbolos = [...estado.passwordPolicy.allowedNonAlphanumericCharacters].slice(0, 6).join(' ');
    anadir(
      'simbolo',
      simbolos ? `Un símbolo, como ${simbolos}` : 'Un símbolo',
      estado.containsNonAlphanumericCharacter,
    );
  }
  return lista;
}

/** The checklist for a password, and whether the service will accept it. */
export async function comprobarContrasena(auth: Auth | null, password: string): Promise<Comprobacion> {
  if (auth && (await tienePolitica(auth))) {
    const estado = await validatePassword(auth, password);
    return { requisitos: requisitosDe(estado), valida: estado.isValid };
  }
  return comprobarSinPolitica(password);
}

/**
 * Firebase's own minimum, with no policy configured: also what the checklist shows until the
 * project's answers (and what the page's HTML, made at build time, shows).
 */
export function comprobarSinPolitica(password: string): Comprobacion {
  // Firebase counts UTF-16 units, as String.length does.
  const cumple = password.length >= LONGITUD_MINIMA_POR_DEFECTO;
  return {
    requisitos: [{ id: 'min', texto: `Al menos ${LONGITUD_MINIMA_POR_DEFECTO} caracteres`, cumple }],
    valida: cumple,
  };
}
