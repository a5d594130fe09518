import { type Auth, validatePassword } from 'shared-firebase/auth';

/** The password rules the project's Identity Platform policy sets (all optional but the minimum). */
export interface PoliticaContrasena {
  minPasswordLength: number;
  maxPasswordLength?: number;
  containsLowercaseLetter?: boolean;
  containsUppercaseLetter?: boolean;
  containsNumericCharacter?: boolean;
  containsNonAlphanumericCharacter?: boolean;
}

/** What applies when the service has no policy (the Auth emulator answers 501): length ≥ 6. */
export const POLITICA_POR_DEFECTO: PoliticaContrasena = { minPasswordLength: 6 };

/** Asks the service for its policy (`validatePassword` fetches /v2/passwordPolicy). */
export async function cargarPolitica(auth: Auth): Promise<PoliticaContrasena> {
  try {
    const estado = await validatePassword(auth, '');
    const opciones = estado.passwordPolicy.customStrengthOptions;
    return { ...opciones, minPasswordLength: opciones.minPasswordLength ?? POLITICA_POR_DEFECTO.minPasswordLength };
  } catch {
    return POLITICA_POR_DEFECTO;
  }
}

export interface Requisito {
  id: string;
  texto: string;
  cumple: boolean;
}

/** The checklist the forms show, one line per rule of the policy. */
export function requisitos(password: string, politica: PoliticaContrasena): Requisito[] {
  const longitud = [...password].length;
  const lista: Requisito[] = [
    {
      id: 'min',
      texto: `Al menos ${politica.minPasswordLength} caracteres`,
      cumple: longitud >= politica.minPasswordLength,
    },
  ];
  if (politica.maxPasswordLength) {
    lista.push({
      id: 'max',
      texto: `Como máximo ${politica.maxPasswordLength} caracteres`,
      cumple: longitud <= politica.maxPasswordLength,
    });
  }
  if (politica.containsLowercaseLetter) {
    lista.push({ id: 'minuscula', texto: 'Una letra minúscula', cumple: /\p{Ll}/u.test(password) });
  }
  if (politica.containsUppercaseLetter) {
    lista.push({ id: 'mayuscula', texto: 'Una letra mayúscula', cumple: /\p{Lu}/u.test(password) });
  }
  if (politica.containsNumericCharacter) {
    lista.push({ id: 'numero', texto: 'Un número', cumple: /[0-9]/.test(password) });
  }
  if (politica.containsNonAlphanumericCharacter) {
    lista.push({ id: 'simbolo', texto: 'Un símbolo (ni letra ni número)', cumple: /[^\p{L}\p{N}]/u.test(password) });
  }
  return lista;
}

export function cumplePolitica(password: string, politica: PoliticaContrasena): boolean {
  return requisitos(password, politica).every((requisito) => requisito.cumple);
}
