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
