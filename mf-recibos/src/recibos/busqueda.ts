/** Lower case, no accents: how search text is stored and typed. */
export function normalizarTexto(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/** Shortest and longest stored prefix, in code points (firestore.rules count the same way). */
export const MIN_PREFIJO = 2;
export const MAX_PREFIJO = 20;
/** Most terms stored on one receipt (firestore.rules' `validBusqueda`). */
export const MAX_TERMINOS = 400;

/**
 * The words of a text, each as its code points: a prefix is cut between code points, never
 * inside a surrogate pair (a half pair is not text, and the rules refuse it).
 */
function palabras(texto: string): string[][] {
  return normalizarTexto(texto)
    .split(/[^\p{L}\p{N}]+/u)
    .map((palabra) => Array.from(palabra))
    .filter((puntos) => puntos.length >= MIN_PREFIJO);
}

/**
 * Word prefixes of the payer and the concept, stored on each receipt so Firestore can answer
 * "starts with" searches (array-contains) without reading every receipt. Each word's longest
 * prefix comes first, so that whatever is cut at MAX_TERMINOS, typing a whole word still finds
 * the receipt; the shorter prefixes (searching as one types) follow.
 */
export function terminosDeBusqueda(...textos: string[]): string[] {
  const lista = palabras(textos.join(' '));
  const completos = lista.map((puntos) => puntos.slice(0, MAX_PREFIJO).join(''));
  const parciales = lista.flatMap((puntos) =>
    Array.from({ length: Math.min(puntos.length, MAX_PREFIJO) - MIN_PREFIJO }, (_, i) =>
      puntos.slice(0, i + MIN_PREFIJO).join(''),
    ),
  );
  return [...new Set([...completos, ...parciales])].slice(0, MAX_TERMINOS);
}

/** What to query for what the user typed: the longest word's prefix, or null. */
export function terminoConsulta(texto: string): string | null {
  const lista = palabras(texto);
  if (lista.length === 0) return null;
  const larga = lista.reduce((a, b) => (b.length > a.length ? b : a));
  return larga.slice(0, MAX_PREFIJO).join('');
}

export interface NumeroBuscado {
  numero: number;
  /** The year typed with it (R-2026-0003), which the receipt's date must have. */
  anio: string | null;
}

/**
 * A search that reads as a receipt number — "R-2026-0003", "2026-0003", "0003", "3" — looks for
 * that receipt (numbers are unique per user), not for the digits in a payer or concept.
 */
export function numeroBuscado(texto: string): NumeroBuscado | null {
  const m = /^\s*(?:r\s*-?\s*)?(?:(\d{4})\s*[-/]\s*)?0*(\d{1,9})\s*$/i.exec(texto);
  const numero = Number(m?.[2]);
  return m && numero >= 1 ? { numero, anio: m[1] ?? null } : null;
}

/** What the list says when what is typed cannot be searched: too short, or no letter or digit. */
export const BUSQUEDA_IGNORADA =
  'Para buscar, escribe al menos 2 letras o cifras seguidas: hasta entonces, la búsqueda no filtra la lista.';

/**
 * Whether typed text is searched: as a receipt number, or by a word of 2 letters or digits or
 * more (the shortest prefix stored). "L" or "🙂" are not: the list says so instead of silently
 * showing everything.
 */
export function seBusca(texto: string): boolean {
  return !texto.trim() || numeroBuscado(texto) !== null || terminoConsulta(texto) !== null;
}
