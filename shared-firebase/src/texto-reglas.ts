// The character classes firestore.rules write out (RE2 syntax), made from the lists the UI uses
// (./invisibles.ts). Only the tests read this: they check the rules hold exactly these patterns.
import { INVISIBLES, type Rango, RECORTABLES } from './invisibles';
import { clase } from './texto';

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
  recortables: RECORTABLES,
  invisibles: INVISIBLES,
  /** A character a person can see: any but the invisible ones. */
  visibles: complemento(INVISIBLES),
};

/**
 * Class bodies in the rules' escape (`\\x{0300}` as written in firestore.rules), each at most
 * `largo` characters long: the rules engine refuses a regular expression over 4,096 characters,
 * so the rules test a long list as several classes.
 */
export function clasesParaReglas(lista: keyof typeof LISTAS, largo = Number.POSITIVE_INFINITY): string[] {
  const x = (c: number) => `\\\\x{${c.toString(16).toUpperCase().padStart(4, '0')}}`;
  const clases: string[] = [];
  let actual: Rango[] = [];
  for (const rango of LISTAS[lista]) {
    if (actual.length > 0 && clase([...actual, rango], x).length > largo) {
      clases.push(clase(actual, x));
      actual = [];
    }
    actual.push(rango);
  }
  return [...clases, clase(actual, x)];
}

/**
 * What the class syntax or the rules' string would misread, what a reader would not see (controls,
 * format characters such as bidi overrides, spaces), what is not text (surrogates,
 * noncharacters) and what an editor's Unicode normalisation would change (U+0958 becomes two
 * code points under NFC, which would move a range's end): escaped. Unassigned code points and
 * spacing marks are written as themselves.
 */
const ILEGIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\\\][^\-'\u{FDD0}-\u{FDEF}]/u;
function escrito(c: number): string {
  const caracter = String.fromCodePoint(c);
  const literal = !ILEGIBLE.test(caracter) && (c & 0xfffe) !== 0xfffe && caracter.normalize('NFC') === caracter;
  return literal ? caracter : `\\\\x{${c.toString(16).toUpperCase().padStart(4, '0')}}`;
}

/**
 * The visible characters as one class body, each written as itself (they are visible) unless
 * `ILEGIBLE`, in the rules' escape: about a third of the escaped form, so one expression holds
 * the whole class (the engine refuses one over 4,096 characters) and a text is checked with one
 * pattern instead of three. `sin`: code points left out (the e-mail's '@').
 */
export function claseVisibleLiteral(sin: readonly number[] = []): string {
  const rangos = LISTAS.visibles.flatMap(([desde, hasta]): Rango[] => {
    const partes: Rango[] = [];
    let inicio = desde;
    for (const c of [...sin].filter((x) => x >= desde && x <= hasta).sort((a, b) => a - b)) {
      if (c > inicio) partes.push([inicio, c - 1]);
      inicio = c + 1;
    }
    return inicio <= hasta ? [...partes, [inicio, hasta]] : partes;
  });
  return clase(rangos, escrito);
}
