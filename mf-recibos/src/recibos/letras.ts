// The amount in words, in Spanish, as a receipt says it ("Son: ochocientos cincuenta euros").
// Written here rather than taken from a library: to-words 5.7 and n2words 4.0 (the maintained
// ones on npm) write "veintiuno millones euros", "ciento uno euros" and "un millón euros" where
// Spanish says "veintiún millones de euros", "ciento un euros" and "un millón de euros", and know
// no feminine currency (una libra). docs/decisiones/018.

interface Moneda {
  singular: string;
  plural: string;
  femenina: boolean;
  /** The hundredth's name; none for a currency without one (Chilean pesos). */
  centimos?: { singular: string; plural: string };
}

const CENTAVOS = { singular: 'centavo', plural: 'centavos' };

const MONEDAS: Readonly<Record<string, Moneda>> = {
  EUR: { singular: 'euro', plural: 'euros', femenina: false, centimos: { singular: 'céntimo', plural: 'céntimos' } },
  USD: { singular: 'dólar estadounidense', plural: 'dólares estadounidenses', femenina: false, centimos: CENTAVOS },
  GBP: {
    singular: 'libra esterlina',
    plural: 'libras esterlinas',
    femenina: true,
    centimos: { singular: 'penique', plural: 'peniques' },
  },
  MXN: { singular: 'peso mexicano', plural: 'pesos mexicanos', femenina: false, centimos: CENTAVOS },
  ARS: { singular: 'peso argentino', plural: 'pesos argentinos', femenina: false, centimos: CENTAVOS },
  COP: { singular: 'peso colombiano', plural: 'pesos colombianos', femenina: false, centimos: CENTAVOS },
  CLP: { singular: 'peso chileno', plural: 'pesos chilenos', femenina: false },
};

const UNIDADES = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const DIEZ_A_VEINTINUEVE = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const DECENAS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const CENTENAS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/**
 * How "uno" ends a number before a noun: masculine "un" (un euro, veintiún pesos), feminine "una"
 * (una libra, veintiuna libras), or "uno" standing alone.
 */
type Final = 'un' | 'una' | 'uno';

/** 1 to 999 in words; hundreds agree with a feminine noun (doscientas libras). */
function hasta999(n: number, final: Final, femenino: boolean): string {
  if (n === 100) return 'cien';
  const centenas = Math.floor(n / 100);
  const resto = n % 100;
  const palabras: string[] = [];
  if (centenas > 0) {
    const centena = CENTENAS[centenas] as string;
    palabras.push(femenino && centenas > 1 ? centena.replace(/os$/, 'as') : centena);
  }
  if (resto > 0) palabras.push(hasta99(resto, final));
  return palabras.join(' ');
}

function hasta99(n: number, final: Final): string {
  const conFinal = (palabra: string) => (final === 'uno' ? palabra : palabra.replace(/uno$/, final));
  if (n < 10) return conFinal(UNIDADES[n] as string);
  if (n < 30) {
    const palabra = DIEZ_A_VEINTINUEVE[n - 10] as string;
    // veintiún takes an accent once shortened; veintiuna does not.
    return n === 21 && final === 'un' ? 'veintiún' : conFinal(palabra);
  }
  const unidad = n % 10;
  const decena = DECENAS[Math.floor(n / 10)] as string;
  return unidad === 0 ? decena : `${decena} y ${conFinal(UNIDADES[unidad] as string)}`;
}

/**
 * A whole number below a billion (10^12) in words, ending as `final` says: "mil" alone for
 * 1,000 (not "un mil"), "un millón" / "dos millones", and "mil millones" (the long scale).
 */
export function enteroEnLetras(n: number, final: Final = 'uno', femenino = false): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`Fuera de rango: ${n}`);
  if (n === 0) return 'cero';
  const millones = Math.floor(n / 1e6);
  const resto = n % 1e6;
  const palabras: string[] = [];
  if (millones > 0) {
    // millón is masculine whatever follows: un millón de libras, veintiún millones.
    palabras.push(millones === 1 ? 'un millón' : `${milesEnLetras(millones, 'un', false)} millones`);
  }
  if (resto > 0) palabras.push(milesEnLetras(resto, final, femenino));
  return palabras.join(' ');
}

/** 1 to 999,999: "mil" alone, "veintiún mil", "doscientas mil libras". */
function milesEnLetras(n: number, final: Final, femenino: boolean): string {
  const miles = Math.floor(n / 1000);
  const resto = n % 1000;
  const palabras: string[] = [];
  if (miles === 1) palabras.push('mil');
  else if (miles > 1) palabras.push(`${hasta999(miles, femenino ? 'una' : 'un', femenino)} mil`);
  if (resto > 0) palabras.push(hasta999(resto, final, femenino));
  return palabras.join(' ');
}

/** `n` units of a noun: "un euro", "veintiún euros", "un millón de euros", "una libra esterlina". */
function cantidadDe(n: number, nombre: { singular: string; plural: string }, femenino: boolean): string {
  const numero = enteroEnLetras(n, femenino ? 'una' : 'un', femenino);
  // "de" after a whole number of millions: un millón de euros, but un millón doscientos euros.
  const de = n >= 1e6 && n % 1e6 === 0 ? ' de' : '';
  return `${numero}${de} ${n === 1 ? nombre.singular : nombre.plural}`;
}

/**
 * An amount in cents, in words, in its currency: "ciento veinte euros con cincuenta céntimos",
 * "quince mil pesos chilenos", "cincuenta céntimos". Unknown currencies are said by their code.
 */
export function importeEnLetras(centimos: number, moneda: string): string {
  const datos = MONEDAS[moneda] ?? { singular: moneda, plural: moneda, femenina: false, centimos: CENTAVOS };
  const unidades = Math.floor(centimos / 100);
  const resto = centimos % 100;
  const principal = cantidadDe(unidades, datos, datos.femenina);
  if (resto === 0 || !datos.centimos) return resto === 0 ? principal : `${principal} con ${resto} centésimas`;
  const centimosEnLetras = cantidadDe(resto, datos.centimos, false);
  return unidades === 0 ? centimosEnLetras : `${principal} con ${centimosEnLetras}`;
}
