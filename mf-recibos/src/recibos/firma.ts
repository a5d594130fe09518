// The issuer's signature: drawn once in «Datos del emisor», kept as the strokes of an SVG path on
// a 300 × 100 box ("M12 40L13 41L15 43M…", whole units), so it is small, typed and printable
// anywhere: the document, the PDF (pdf-lib's drawSvgPath) and the payer's page. Cloud Storage's
// emulator cannot run here, and 32,000 characters hold about 4,000 points: far more than a
// signature. firestore.rules (`validFirma`) check the same shape and size.

export const FIRMA_ANCHO = 300;
export const FIRMA_ALTO = 100;
/** Characters of the path (all ASCII: bytes too). */
export const FIRMA_MAX = 32_000;

/** A point inside the box, x then y: 0–300 and 0–100, whole, no leading zeros (as firestore.rules). */
const PUNTO = '([0-9]|[1-9][0-9]|[12][0-9]{2}|300) ([0-9]|[1-9][0-9]|100)';
export const PATRON_DE_FIRMA = `(M${PUNTO}(L${PUNTO})*)+`;
const FORMA = new RegExp(`^${PATRON_DE_FIRMA}$`);

export type Punto = readonly [number, number];

/**
 * A path as stored: each stroke from its first point, the points within the box, rounded; a tap
 * (one point) as a dot, a segment to itself, which a round cap draws.
 */
export function trazosEnTexto(trazos: readonly (readonly Punto[])[]): string {
  const dentro = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
  return trazos
    .filter((trazo) => trazo.length > 0)
    .map((trazo) => (trazo.length === 1 ? [trazo[0] as Punto, trazo[0] as Punto] : trazo))
    .map((trazo) =>
      trazo.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${dentro(x, FIRMA_ANCHO)} ${dentro(y, FIRMA_ALTO)}`).join(''),
    )
    .join('');
}

/** Whether `firma` is a path this module writes, within its size. */
export const firmaValida = (firma: string) => firma.length <= FIRMA_MAX && FORMA.test(firma);
