import type { Color, PDFFont, PDFPage } from 'pdf-lib';

/**
 * A standard font with fallbacks: each character is written in the first font that has it
 * (the standard one first), anything none has as "?" rather than failing.
 */
export interface Letra {
  ancho(texto: string, tamano: number): number;
  dibujar(pagina: PDFPage, texto: string, donde: { x: number; y: number; tamano: number; color: Color }): void;
}

/** Whether a standard font (Windows-1252) can write `caracter`. */
export function escribeEstandar(fuente: PDFFont, caracter: string): boolean {
  try {
    fuente.encodeText(caracter);
    return true;
  } catch {
    return false;
  }
}

export function letraCon(estandar: PDFFont, respaldos: readonly PDFFont[]): Letra {
  const juegos = respaldos.map((fuente) => ({ fuente, tiene: new Set(fuente.getCharacterSet()) }));
  // Line breaking measures the same characters over and over: each is looked up once.
  const elegidas = new Map<string, PDFFont | null>();
  const fuenteDe = (caracter: string): PDFFont | null => {
    let fuente = elegidas.get(caracter);
    if (fuente === undefined) {
      const punto = caracter.codePointAt(0) ?? 0;
      fuente = escribeEstandar(estandar, caracter)
        ? estandar
        : (juegos.find((j) => j.tiene.has(punto))?.fuente ?? null);
      elegidas.set(caracter, fuente);
    }
    return fuente;
  };
  /** Consecutive characters of one font, as pdf-lib draws them. */
  const tramos = (texto: string) => {
    const lista: Array<{ fuente: PDFFont; texto: string }> = [];
    for (const caracter of texto.normalize('NFC')) {
      const fuente = fuenteDe(caracter);
      const escrito = fuente ? caracter : '?';
      const ultimo = lista.at(-1);
      if (ultimo && ultimo.fuente === (fuente ?? estandar)) ultimo.texto += escrito;
      else lista.push({ fuente: fuente ?? estandar, texto: escrito });
    }
    return lista;
  };
  return {
    ancho: (texto, tamano) => tramos(texto).reduce((suma, t) => suma + t.fuente.widthOfTextAtSize(t.texto, tamano), 0),
    dibujar(pagina, texto, { x, y, tamano, color }) {
      let desde = x;
      for (const tramo of tramos(texto)) {
        pagina.drawText(tramo.texto, { x: desde, y, size: tamano, font: tramo.fuente, color });
        desde += tramo.fuente.widthOfTextAtSize(tramo.texto, tamano);
      }
    },
  };
}
