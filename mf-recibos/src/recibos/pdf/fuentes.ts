// The fonts a receipt's PDF needs beyond the standard ones, and fontkit to embed them: one chunk,
// fetched by a receipt whose text Helvetica cannot write (./cobertura.ts), never by a page. One
// chunk, not one per subset: each chunk costs every route a line of the remote's runtime.

import cyrillic from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?inline';
import cyrillicExt from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?inline';
import greek from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?inline';
import greekExt from '@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff?inline';
import latin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?inline';
import latinExt from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?inline';
import vietnamese from '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?inline';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Subconjunto } from './cobertura';

/** Each subset's WOFF file, inlined (a data: URL), so the page and the server load it alike. */
const ARCHIVOS: Record<Subconjunto, string> = {
  latin,
  'latin-ext': latinExt,
  vietnamese,
  greek,
  'greek-ext': greekExt,
  cyrillic,
  'cyrillic-ext': cyrillicExt,
};

function bytesDe(datos: string): Uint8Array {
  return Uint8Array.from(atob(datos.slice(datos.indexOf(',') + 1)), (c) => c.charCodeAt(0));
}

/** The subsets embedded in `pdf`, only the glyphs it draws (`subset`). */
export async function incrustar(pdf: PDFDocument, subconjuntos: readonly Subconjunto[]): Promise<PDFFont[]> {
  pdf.registerFontkit(fontkit);
  const fuentes: PDFFont[] = [];
  // Precomposed letters as the font draws them: its `ccmp` feature would split "ị" in two, and a
  // reader would copy the second half as a stray control character.
  for (const nombre of subconjuntos)
    fuentes.push(await pdf.embedFont(bytesDe(ARCHIVOS[nombre]), { subset: true, features: { ccmp: false } }));
  return fuentes;
}
