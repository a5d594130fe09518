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

// Spaces, separators, controls, format characters (zero-width, soft hyphen) and combining marks
// are not something a person can read on their own: firestore.rules' `visible` uses this class.
const VISIBLE = /[^\s\p{Z}\p{Cc}\p{Cf}\p{M}]/u;

/** Whether the text has at least one character a person can see. */
export function tieneTextoVisible(texto: string): boolean {
  return VISIBLE.test(texto);
}

/** Trims spaces and control characters at both ends (the rules' trim() removes both). */
export function recortar(texto: string): string {
  return texto.replace(/^[\s\p{Cc}]+|[\s\p{Cc}]+$/gu, '');
}
