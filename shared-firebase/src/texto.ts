const segmentador = new Intl.Segmenter('es', { granularity: 'grapheme' });

/**
 * Characters as a person counts them (grapheme clusters): "👩‍👩‍👧" is one, not 8 UTF-16 units or
 * 5 code points. Every length limit the UI shows is in these units.
 */
export function largoVisible(texto: string): number {
  let n = 0;
  for (const _ of segmentador.segment(texto)) n++;
  return n;
}

/**
 * Security rules cannot count grapheme clusters, only UTF-16 units, so they allow 4 units per
 * character (`cabe` in firestore.rules). The UI enforces the same bound on top of its character
 * limit: whatever the form accepts, the rules accept.
 */
export const UNIDADES_POR_CARACTER = 4;

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

// What counts as space and as invisible is listed code point by code point, and firestore.rules
// use the very same lists (texto.test.ts compares them): the rules engine and the browser ship
// different Unicode versions, so a category such as \p{Cf} would not mean the same on both sides.
/** What the UI's trim removes at the ends (JavaScript's white space, and controls). */
const RECORTABLES = ['0000-0020', '007F-00A0', '1680', '2000-200A', '2028-2029', '202F', '205F', '3000', 'FEFF'];
/** Nothing a person can read on its own: the above, format and zero-width characters, fillers,
 * variation selectors, tags, and the common combining marks. */
const INVISIBLES = [
  ...RECORTABLES,
  '00AD',
  '034F',
  '061C',
  '115F-1160',
  '17B4-17B5',
  '180B-180F',
  '200B-200F',
  '202A-202E',
  '2060-206F',
  '2800',
  '3164',
  'FE00-FE0F',
  'FFA0',
  'FFF0-FFFB',
  '1D173-1D17A',
  'E0000-E0FFF',
  '0300-036F',
  '1AB0-1AFF',
  '1DC0-1DFF',
  '20D0-20FF',
  'FE20-FE2F',
];

/** A character class body from the lists, in a regex dialect's escape (JavaScript or RE2). */
export function claseDeCaracteres(lista: 'recortables' | 'invisibles', escapar: (hex: string) => string): string {
  return (lista === 'recortables' ? RECORTABLES : INVISIBLES)
    .map((rango) => rango.split('-').map(escapar).join('-'))
    .join('');
}

const js = (hex: string) => `\\u{${hex}}`;
const VISIBLE = new RegExp(`[^${claseDeCaracteres('invisibles', js)}]`, 'u');
const EXTREMOS = new RegExp(
  `^[${claseDeCaracteres('recortables', js)}]+|[${claseDeCaracteres('recortables', js)}]+$`,
  'gu',
);

/** Whether the text has at least one character a person can see. */
export function tieneTextoVisible(texto: string): boolean {
  return VISIBLE.test(texto);
}

/** Trims white space and control characters at both ends (what the rules require trimmed). */
export function recortar(texto: string): string {
  return texto.replace(EXTREMOS, '');
}

/** An e-mail address as the form and the rules accept it: no spaces or invisible characters. */
export const EMAIL_VALIDO = new RegExp(
  `^[^@${claseDeCaracteres('invisibles', js)}]+@[^@${claseDeCaracteres('invisibles', js)}]+\\.[^@${claseDeCaracteres('invisibles', js)}]+$`,
  'u',
);
