// Lengths as a person counts them, apart from ./texto.ts (its lists of invisible characters): the
// root entry's Field needs only this, and every page loads the root entry.
import { perezoso } from './perezoso';

const segmentador = perezoso(() => new Intl.Segmenter('es', { granularity: 'grapheme' }));

/**
 * Characters as a person counts them (grapheme clusters): "👩‍👩‍👧" is one, not 8 UTF-16 units or
 * 5 code points. Every length limit the UI shows is in these units.
 */
export function largoVisible(texto: string): number {
  let n = 0;
  for (const _ of segmentador().segment(texto)) n++;
  return n;
}

/**
 * Security rules cannot count grapheme clusters, only UTF-16 units, so they allow 4 units per
 * character (`cabe` in firestore.rules). The UI enforces the same bound on top of its character
 * limit: whatever the form accepts, the rules accept.
 */
export const UNIDADES_POR_CARACTER = 4;

/** From this share of its limit on, a field shows how many characters it holds. */
export const CONTADOR_DESDE = 0.8;
