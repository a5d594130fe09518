import { RANGOS_INVISIBLES } from './invisibles';

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
/**
 * Nothing a person can read on its own: the above, every default-ignorable code point (format
 * and zero-width characters, fillers, variation selectors, tags) and every nonspacing or
 * enclosing mark. A visible text needs at least one other character (a base character).
 */
const INVISIBLES = RANGOS_INVISIBLES;

type Rango = readonly [number, number];

const aRangos = (lista: readonly string[]): Rango[] =>
  lista.map((rango) => {
    const [desde = '0', hasta = desde] = rango.split('-');
    return [Number.parseInt(desde, 16), Number.parseInt(hasta, 16)];
  });

/** Every code point outside `rangos` (sorted, disjoint) but the surrogates, which are never text. */
function complemento(rangos: readonly Rango[]): Rango[] {
  const fuera: Rango[] = [];
  let siguiente = 0;
  for (const [desde, hasta] of [...rangos, [0xd800, 0xdfff] as const].sort((a, b) => a[0] - b[0])) {
    if (desde > siguiente) fuera.push([siguiente, desde - 1]);
    siguiente = Math.max(siguiente, hasta + 1);
  }
  if (siguiente <= 0x10ffff) fuera.push([siguiente, 0x10ffff]);
  return fuera;
}

const LISTAS = {
  recortables: aRangos(RECORTABLES),
  invisibles: aRangos(INVISIBLES),
  /** A character a person can see: any but the invisible ones. */
  visibles: complemento(aRangos(INVISIBLES)),
};

/**
 * Character class bodies from a list, in a regex dialect's escape (JavaScript or RE2), each at
 * most `largo` characters long: firestore.rules refuse a regular expression over 4,096
 * characters, so they test a long list as several classes.
 */
export function clasesDeCaracteres(
  lista: keyof typeof LISTAS,
  escapar: (hex: string) => string,
  largo = Number.POSITIVE_INFINITY,
): string[] {
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  const clases = [''];
  for (const [desde, hasta] of LISTAS[lista]) {
    const pieza = desde === hasta ? escapar(hex(desde)) : `${escapar(hex(desde))}-${escapar(hex(hasta))}`;
    if ((clases[clases.length - 1] ?? '').length + pieza.length > largo) clases.push('');
    clases[clases.length - 1] += pieza;
  }
  return clases;
}

/** The whole list as one class body (JavaScript regexes have no length limit). */
export const claseDeCaracteres = (lista: keyof typeof LISTAS, escapar: (hex: string) => string) =>
  clasesDeCaracteres(lista, escapar).join('');

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
