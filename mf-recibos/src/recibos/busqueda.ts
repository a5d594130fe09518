/** Lower case, no accents: how search text is stored and typed. */
export function normalizarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

const MAX_PREFIJO = 20;

/**
 * Word prefixes of the payer and the concept, stored on each receipt so Firestore can answer
 * "starts with" searches (array-contains) without reading every receipt.
 */
export function terminosDeBusqueda(...textos: string[]): string[] {
  const terminos = new Set<string>();
  for (const palabra of normalizarTexto(textos.join(' ')).split(/[^\p{L}\p{N}]+/u)) {
    for (let n = 2; n <= Math.min(palabra.length, MAX_PREFIJO); n++) terminos.add(palabra.slice(0, n));
  }
  return [...terminos].slice(0, 200);
}

/** What to query for what the user typed: the longest word's prefix, or null. */
export function terminoConsulta(texto: string): string | null {
  const palabras = normalizarTexto(texto)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((p) => p.length >= 2);
  if (palabras.length === 0) return null;
  const larga = palabras.reduce((a, b) => (b.length > a.length ? b : a));
  return larga.slice(0, MAX_PREFIJO);
}
