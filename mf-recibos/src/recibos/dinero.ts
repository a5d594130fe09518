// Money is integer cents everywhere; floats only at the edges (typing and display).

/** "12,5" / "12.50" / "1.234,56" → cents, or null when it is not an amount. */
export function parseImporte(texto: string): number | null {
  const limpio = texto.trim().replace(/\s|€/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(limpio)) return null;
  const normalizado =
    /,\d{1,2}$/.test(limpio) || /\.\d{3}/.test(limpio)
      ? limpio.replace(/\./g, '').replace(',', '.')
      : limpio.replace(',', '.');
  const [enteros = '0', decimales = ''] = normalizado.split('.');
  return Number(enteros) * 100 + Number(decimales.padEnd(2, '0'));
}

/** Quantity in hundredths, so 1.5 × 333 cents is computed exactly before one rounding. */
export function totalLinea(cantidad: number, precioUnitario: number): number {
  const centesimas = Math.round(cantidad * 100);
  return Math.round((centesimas * precioUnitario) / 100);
}

export function totalRecibo(lineas: ReadonlyArray<{ cantidad: number; precioUnitario: number }>): number {
  return lineas.reduce((suma, linea) => suma + totalLinea(linea.cantidad, linea.precioUnitario), 0);
}

const formatos = new Map<string, Intl.NumberFormat>();

/** Cents → "1.234,56 €" (es-ES). */
export function formatearImporte(centimos: number, moneda = 'EUR'): string {
  let formato = formatos.get(moneda);
  if (!formato) {
    formato = new Intl.NumberFormat('es-ES', { style: 'currency', currency: moneda });
    formatos.set(moneda, formato);
  }
  return formato.format(centimos / 100);
}

/** Cents → "1234,56" for inputs and CSV (no currency sign, no thousands separator). */
export function importeParaEditar(centimos: number): string {
  return (centimos / 100).toFixed(2).replace('.', ',');
}
