import { INVISIBLES, type Rango, RECORTABLES } from './invisibles';
import { largoVisible, UNIDADES_POR_CARACTER } from './largo';

export { CONTADOR_DESDE, largoVisible, UNIDADES_POR_CARACTER } from './largo';

/** Why a text does not fit `max` characters, or null when it fits. */
export function excesoDeLargo(texto: string, max: number): 'caracteres' | 'unidades' | null {
  if (largoVisible(texto) > max) return 'caracteres';
  if (texto.length > max * UNIDADES_POR_CARACTER) return 'unidades';
  return null;
}

/** The message for a text over its limit (the rare second case: many composed emoji). */
export function mensajeDeLargo(exceso: 'caracteres' | 'unidades', max: number): string {
  return exceso === 'caracteres'
    ? `Máximo ${max} caracteres.`
    : `Demasiado largo: usa menos emojis o símbolos compuestos (máximo ${max} caracteres).`;
}

// What counts as space and as invisible is listed code point by code point (./invisibles.ts), and
// firestore.rules use the very same lists (texto.test.ts compares them): the rules engine and the
// browser ship different Unicode versions, so a category such as \p{Cf} would not mean the same
// on both sides.

/** A character class body from a list of ranges, each code point written by `escapar`. */
export function clase(rangos: readonly Rango[], escapar: (codigo: number) => string): string {
  return rangos
    .map(([desde, hasta]) => (desde === hasta ? escapar(desde) : `${escapar(desde)}-${escapar(hasta)}`))
    .join('');
}

/** The same for a JavaScript regular expression (flag u). */
const claseJs = (rangos: readonly Rango[]) => clase(rangos, (c) => `\\u{${c.toString(16)}}`);

const VISIBLE = new RegExp(`[^${claseJs(INVISIBLES)}]`, 'u');
const EXTREMOS = new RegExp(`^[${claseJs(RECORTABLES)}]+|[${claseJs(RECORTABLES)}]+$`, 'gu');

/** Whether the text has at least one character a person can see. */
export function tieneTextoVisible(texto: string): boolean {
  return VISIBLE.test(texto);
}

/** Trims white space and control characters at both ends (what the rules require trimmed). */
export function recortar(texto: string): string {
  return texto.replace(EXTREMOS, '');
}

/** An e-mail address as the form and the rules accept it: no spaces or invisible characters. */
const NO_ARROBA_NI_INVISIBLE = `[^@${claseJs(INVISIBLES)}]+`;
export const EMAIL_VALIDO = new RegExp(
  `^${NO_ARROBA_NI_INVISIBLE}@${NO_ARROBA_NI_INVISIBLE}\\.${NO_ARROBA_NI_INVISIBLE}$`,
  'u',
);
