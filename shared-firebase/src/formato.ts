// Numbers and counts in Spanish, through Intl (es-ES grouping and decimal comma, plural rules),
// for every remote: "1 etiqueta", "12.345 recibos", "4,5".

import { perezoso } from './perezoso';

const enteros = perezoso(() => new Intl.NumberFormat('es-ES'));
const plurales = perezoso(() => new Intl.PluralRules('es-ES'));

/** A count with its noun in the right number: contar(1, 'etiqueta', 'etiquetas') → "1 etiqueta". */
export function contar(n: number, singular: string, plural: string): string {
  return `${enteros().format(n)} ${plurales().select(n) === 'one' ? singular : plural}`;
}

/** Picks the form for n without printing n: "encontrada" / "encontradas". */
export function segunNumero(n: number, singular: string, plural: string): string {
  return plurales().select(n) === 'one' ? singular : plural;
}

const decimales = new Map<number, Intl.NumberFormat>();

/** A number with es-ES grouping and a decimal comma: numeroEs(8.724, 2) → "8,72". */
export function numeroEs(n: number, maxDecimales = 0): string {
  let formato = decimales.get(maxDecimales);
  if (!formato) {
    formato = new Intl.NumberFormat('es-ES', { maximumFractionDigits: maxDecimales });
    decimales.set(maxDecimales, formato);
  }
  return formato.format(n);
}
