// Which Noto Sans subsets a receipt's text needs. Helvetica writes Windows-1252 only (Spanish, €
// included); a payer called Ștefan, Łukasz, Ελένη, Оксана or Nguyễn needs Noto Sans, in the subsets
// Google Fonts cuts it into (@fontsource/noto-sans, SIL Open Font License).
import unicode from '@fontsource/noto-sans/unicode.json';

/**
 * The subsets drawn without shaping (Latin, Greek, Cyrillic), in the order they are tried.
 * Scripts that need shaping or are too large to fetch on a click (Arabic, Hebrew, Devanagari,
 * Chinese, Japanese, emoji) are not here: they are written as "?"
 * (docs/decisiones/014-el-recibo-en-pdf.md).
 */
const SUBCONJUNTOS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const;

export type Subconjunto = (typeof SUBCONJUNTOS)[number];

/** "U+0100-02BA,U+1E00" → [[0x100, 0x2ba], [0x1e00, 0x1e00]] */
function rangos(descripcion: string): Array<[number, number]> {
  return descripcion.split(',').map((rango) => {
    const [desde = '', hasta = desde] = rango.replace(/U\+/g, '').split('-');
    return [Number.parseInt(desde, 16), Number.parseInt(hasta, 16)];
  });
}

const COBERTURA = SUBCONJUNTOS.map((nombre) => ({ nombre, rangos: rangos(unicode[nombre]) }));

/** The subsets that hold the characters `escribible` refuses (none: the PDF needs no other font). */
export function subconjuntosPara(texto: string, escribible: (caracter: string) => boolean): Subconjunto[] {
  const necesarios = new Set<Subconjunto>();
  for (const caracter of new Set(texto.normalize('NFC'))) {
    if (escribible(caracter)) continue;
    const punto = caracter.codePointAt(0) ?? 0;
    const cubre = COBERTURA.find((s) => s.rangos.some(([desde, hasta]) => punto >= desde && punto <= hasta));
    if (cubre) necesarios.add(cubre.nombre);
  }
  return SUBCONJUNTOS.filter((nombre) => necesarios.has(nombre));
}
