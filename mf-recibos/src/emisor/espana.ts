// The formats of the issuer's details in Spain, the country the app assumes when none is given.
// Other countries' tax ids and postal codes are taken as typed (within their length).
import { recortar, tieneTextoVisible } from 'shared-firebase/texto';

/**
 * How people write Spain in the country field, in any case: the very pattern firestore.rules
 * match (`perfilEnEspana`), so that the form and the rules always agree on which profile is in
 * Spain. Read on the text in NFC: «España» pasted with a combining tilde is the same word (the
 * profile is stored in NFC, and the rules refuse a country that is not).
 */
export const PAIS_ESPANA = '(reino de )?espa[nñ]a|spain|es';
const ESPANA = new RegExp(`^(${PAIS_ESPANA})$`, 'iu');

/** The country as stored: trimmed, in NFC (one way to write each letter; the rules check it). */
export const paisGuardado = (pais: string) => recortar(pais).normalize('NFC');

/** No country means Spain (the app's default); one with nothing visible is not saved (api/perfil.ts). */
export const esDeEspana = (pais: string) => {
  const limpio = paisGuardado(pais);
  return !tieneTextoVisible(limpio) || ESPANA.test(limpio);
};

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spain's three shapes, written whole (firestore.rules, `formatosDeEspana`, check them in the profile). */
export const FORMA_ESPANOLA = /^(\d{8}[A-Z]|[XYZ]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/;

/**
 * A Spanish NIF (8 digits and its letter), NIE (X, Y or Z, 7 digits and its letter) or CIF (a
 * letter, 7 digits and its control digit or letter), written without spaces, dots or hyphens and
 * in capitals ("12.345.678-z" → "12345678Z"); null when it is none of them or its check fails.
 */
export function documentoEspanol(texto: string): string | null {
  const d = texto.replace(/[\s.-]/g, '').toUpperCase();
  const dni = /^(\d{8})([A-Z])$/.exec(d);
  if (dni) return LETRAS_DNI[Number(dni[1]) % 23] === dni[2] ? d : null;
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(d);
  if (nie) return LETRAS_DNI[Number(`${'XYZ'.indexOf(nie[1] as string)}${nie[2]}`) % 23] === nie[3] ? d : null;
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(d);
  if (!cif) return null;
  const cifras = (cif[2] as string).split('').map(Number);
  const suma = cifras.reduce((total, c, i) => total + (i % 2 === 0 ? Math.floor((c * 2) / 10) + ((c * 2) % 10) : c), 0);
  const control = (10 - (suma % 10)) % 10;
  // Entities that sign with a letter (P, Q, R, S, W: public and religious bodies; N: foreign) or with a digit
  // (A, B, E, H: companies); the rest may use either.
  const letra = 'JABCDEFGHI'[control];
  const valido = /[NPQRSW]/.test(cif[1] as string)
    ? cif[3] === letra
    : /[ABEH]/.test(cif[1] as string)
      ? cif[3] === String(control)
      : cif[3] === letra || cif[3] === String(control);
  return valido ? d : null;
}

/** A Spanish postal code: 5 digits, its first two a province (01–52). */
export const codigoPostalEspanol = (texto: string) => /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(texto.trim());
