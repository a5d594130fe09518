// Money is integer cents everywhere. Amounts are multiplied as BigInt, so a line's amount is exact
// whatever the user types; the limits below keep every stored amount a safe integer, and keep
// firestore.rules' own arithmetic (int64 product, one division as a double) exact too.

/** Largest quantity of a line (two decimals at most). */
export const CANTIDAD_MAX = 1_000_000;
/** Largest unit price, in cents: 100.000.000,00. */
export const PRECIO_MAX = 100_000_000_00;
/** Largest receipt total, in cents: 1.000.000.000,00 (firestore.rules: `total <= 100000000000`). */
export const TOTAL_MAX = 1_000_000_000_00;

const IMPORTE = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/;
/** Thousands with commas and cents after a dot, as Mexico writes them ("15,000.00"). */
const IMPORTE_CON_COMAS = /^\d{1,3}(,\d{3})+\.\d{2}$/;
/**
 * A currency's sign or code before or after the number, as the receipt itself shows amounts
 * («8000,00 €», «$15.000», «50,00 US$», «£12,50», «$ 15.000,00»), so that an amount copied from a
 * receipt reads as one.
 */
const MONEDA_ESCRITA = /^(?:US\$|[$€£]|EUR|USD|GBP|CLP|MXN|ARS|COP)|(?:US\$|[$€£]|EUR|USD|GBP|CLP|MXN|ARS|COP)$/gi;

/**
 * "12,5" / "12.50" / "1.234,56" / "$15.000" / "15,000.00" → cents, or null when it is not an
 * amount. Exact up to Number.MAX_SAFE_INTEGER cents; anything longer is far over PRECIO_MAX and
 * only compared with it.
 */
export function parseImporte(texto: string): number | null {
  const limpio = texto.replace(/\s/g, '').replace(MONEDA_ESCRITA, '');
  if (IMPORTE_CON_COMAS.test(limpio)) return parseImporte(limpio.replace(/,/g, '').replace('.', ','));
  if (!IMPORTE.test(limpio)) return null;
  const normalizado =
    /,\d{1,2}$/.test(limpio) || /\.\d{3}/.test(limpio)
      ? limpio.replace(/\./g, '').replace(',', '.')
      : limpio.replace(',', '.');
  const [enteros = '0', decimales = ''] = normalizado.split('.');
  return Number(BigInt(enteros) * 100n + BigInt(decimales.padEnd(2, '0')));
}

/** "1,5" / "2" → 1.5 / 2; null when it is not a quantity with at most two decimals. */
export function parseCantidad(texto: string): number | null {
  const limpio = texto.trim();
  return /^\d+([.,]\d{1,2})?$/.test(limpio) ? Number(limpio.replace(',', '.')) : null;
}

/**
 * A line's amount in cents: quantity in hundredths × unit price, rounded once (half up), as
 * BigInt so that no product loses a digit. 1,5 × 3,33 € = 4,995 → 5,00 €.
 */
export function importeLinea(cantidad: number, precioUnitario: number): bigint {
  const producto = BigInt(Math.round(cantidad * 100)) * BigInt(Math.round(precioUnitario));
  return (producto + 50n) / 100n;
}

export function totalRecibo(lineas: ReadonlyArray<{ cantidad: number; precioUnitario: number }>): bigint {
  return lineas.reduce((suma, linea) => suma + importeLinea(linea.cantidad, linea.precioUnitario), 0n);
}

/**
 * Currencies with no minor unit (ISO 4217): amounts are whole units, still stored as cents (× 100)
 * like every other, and the form and firestore.rules refuse fractions of them.
 */
export const SIN_DECIMALES: ReadonlySet<string> = new Set(['CLP']);

/** Whether an amount in cents can be written in its currency (a whole number of pesos for CLP). */
export function importeExpresable(centimos: number | bigint, moneda: string): boolean {
  return !SIN_DECIMALES.has(moneda) || BigInt(centimos) % 100n === 0n;
}

/** The sign people write: £ for pounds (es-ES would write "GBP"); the others as es-ES does. */
const SIMBOLO_ESTRECHO: ReadonlySet<string> = new Set(['GBP']);

/**
 * Pesos as their own country writes them ("$15.000" in Chile, "$15,000.00" in Mexico), not as
 * Spain would ("15.000 CLP", and "8000 CLP" without its thousands dot); euros, dollars and pounds
 * as in Spain.
 */
const REGION_DE_LA_MONEDA: Readonly<Record<string, string>> = {
  CLP: 'es-CL',
  MXN: 'es-MX',
  ARS: 'es-AR',
  COP: 'es-CO',
};

const formatos = new Map<string, Intl.NumberFormat>();

function formatoDe(moneda: string, conDecimales: boolean): Intl.NumberFormat {
  const clave = `${moneda}:${conDecimales}`;
  let formato = formatos.get(clave);
  if (!formato) {
    formato = new Intl.NumberFormat(REGION_DE_LA_MONEDA[moneda] ?? 'es-ES', {
      style: 'currency',
      currency: moneda,
      currencyDisplay: SIMBOLO_ESTRECHO.has(moneda) ? 'narrowSymbol' : 'symbol',
      // A currency with no minor unit shows none, unless an amount has them (older data): never
      // rounded out of sight.
      ...(conDecimales ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {}),
    });
    formatos.set(clave, formato);
  }
  return formato;
}

/**
 * Cents → "1.234,56 €" (es-ES; pesos as their country writes them), exact for any size: BigInt
 * cents are formatted as decimal text.
 */
export function formatearImporte(centimos: number | bigint, moneda = 'EUR'): string {
  const c = BigInt(centimos);
  const abs = c < 0n ? -c : c;
  // Cents always show where a currency has them (es-CO would round pesos to whole ones).
  const formato = formatoDe(moneda, !SIN_DECIMALES.has(moneda) || !importeExpresable(c, moneda));
  return formato.format(`${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}` as `${number}`);
}

/**
 * Cents → "1234,56" for inputs and CSV (no currency sign, no thousands separator); whole units
 * ("12990") in a currency with no minor unit.
 */
export function importeParaEditar(centimos: number, moneda = 'EUR'): string {
  const c = BigInt(centimos);
  if (SIN_DECIMALES.has(moneda) && c % 100n === 0n) return String(c / 100n);
  return `${c / 100n},${String(c % 100n).padStart(2, '0')}`;
}

// Made on first need: the first one costs ~17 ms in Node on the development machine (more on a
// phone's slower CPU), and most accounts only ever show one currency.
let lista: Intl.ListFormat | undefined;

/**
 * Amounts in several currencies, never added together: "20,00 € y 10,00 US$". None: zero in
 * `moneda`, the one the account uses ("$0" for a Chilean account, never "0,00 €"), or a bare "0"
 * when it is not known.
 */
export function formatearImportes(
  importes: ReadonlyArray<{ moneda: string; centimos: number }>,
  moneda?: string,
): string {
  if (importes.length === 0) return moneda ? formatearImporte(0, moneda) : '0';
  const formateados = importes.map((i) => formatearImporte(i.centimos, i.moneda));
  if (formateados.length === 1) return formateados[0] as string;
  lista ??= new Intl.ListFormat('es-ES', { type: 'conjunction' });
  return lista.format(formateados);
}
