// Tax IDs as each country names and checks them. A receipt's country is its currency's (the
// app has no other); the issuer's details name their own country. Where a check digit exists
// (Spain's NIF, NIE and CIF; Chile's RUT) an ID written in that country's shape must pass it;
// anything else (a foreigner's ID) is taken as typed, within its length.
import { documentoEspanol, esDeEspana, FORMA_ESPANOLA } from '../emisor/espana';
import { normalizarTexto } from './busqueda';

export type Pais = 'ES' | 'CL' | 'MX' | 'AR' | 'CO';

const NOMBRE_DEL_DOCUMENTO: Readonly<Record<Pais, string>> = { ES: 'NIF', CL: 'RUT', MX: 'RFC', AR: 'CUIT', CO: 'NIT' };

/** Where each currency is the country's own (dollars and pounds name no one country here). */
const PAIS_DE_LA_MONEDA: Readonly<Record<string, Pais>> = { EUR: 'ES', CLP: 'CL', MXN: 'MX', ARS: 'AR', COP: 'CO' };

export const paisDeLaMoneda = (moneda: string): Pais | null => PAIS_DE_LA_MONEDA[moneda] ?? null;

/** How people write each country in the issuer's «País» (Spain: also none, the app's default). */
const NOMBRES_DEL_PAIS: Readonly<Record<Exclude<Pais, 'ES'>, readonly string[]>> = {
  CL: ['chile', 'cl'],
  MX: ['mexico', 'mx'],
  AR: ['argentina', 'ar'],
  CO: ['colombia', 'co'],
};

export function paisDelPerfil(pais: string): Pais | null {
  if (esDeEspana(pais)) return 'ES';
  const escrito = normalizarTexto(pais.trim());
  const encontrado = Object.entries(NOMBRES_DEL_PAIS).find(([, nombres]) => nombres.includes(escrito));
  return encontrado ? (encontrado[0] as Pais) : null;
}

/** The tax ID's name: NIF, RUT, RFC, CUIT, NIT, and «Identificación fiscal» elsewhere. */
export const nombreDelDocumento = (pais: Pais | null) => (pais ? NOMBRE_DEL_DOCUMENTO[pais] : 'Identificación fiscal');

/** A RUT: up to 8 digits (dots between thousands or not), a hyphen or not, its check digit or K. */
const FORMA_DE_RUT = /^(\d{1,2}(\.?\d{3}){2}|\d{1,8})-?[\dK]$/;
/**
 * On a receipt, a RUT written as Chileans do, with its hyphen or its dots: a foreigner's ID of
 * digits alone (an Argentine DNI) is not taken for one.
 */
const RUT_ESCRITO = /^(\d{1,2}(\.\d{3}){2}-?|\d{1,2}(\d{3}){2}-|\d{1,7}-)[\dK]$/;

/** A Chilean RUT whose check digit (modulo 11) is right: "12.345.678-5", "12345678-5", "5126663-3". */
export function rutValido(texto: string): boolean {
  const rut = texto.trim().toUpperCase();
  if (!FORMA_DE_RUT.test(rut)) return false;
  const limpio = rut.replace(/[.-]/g, '');
  const cuerpo = limpio.slice(0, -1);
  let suma = 0;
  for (let i = 0; i < cuerpo.length; i++) suma += Number(cuerpo[cuerpo.length - 1 - i]) * (2 + (i % 6));
  const resto = 11 - (suma % 11);
  return limpio.slice(-1) === (resto === 11 ? '0' : resto === 10 ? 'K' : String(resto));
}

/** Whether the text is written as Chileans write a RUT: with its dots, or its hyphen. */
export const escritoComoRut = (texto: string) => RUT_ESCRITO.test(texto.trim().toUpperCase());

/** A valid RUT in the one form it is stored in, «18.456.789-K», however it was typed; null if it is not one. */
export function rutNormalizado(texto: string): string | null {
  if (!rutValido(texto)) return null;
  const limpio = texto.trim().toUpperCase().replace(/[.-]/g, '');
  const cuerpo = limpio.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cuerpo}-${limpio.slice(-1)}`;
}

/**
 * What is wrong with a tax ID written for `pais`, or null: in Spain's or Chile's shape, its check
 * digit or letter must be right.
 */
export function errorDelDocumento(texto: string, pais: Pais | null): string | null {
  const escrito = texto.trim().toUpperCase();
  if (!escrito) return null;
  if (pais === 'ES' && FORMA_ESPANOLA.test(escrito.replace(/[\s.-]/g, '')) && !documentoEspanol(escrito))
    return 'Este NIF, NIE o CIF no es válido: revisa la letra o el dígito de control (por ejemplo 12345678Z).';
  if (pais === 'CL' && RUT_ESCRITO.test(escrito) && !rutValido(escrito))
    return 'Este RUT no es válido: revisa el dígito verificador (por ejemplo 12.345.678-5).';
  return null;
}
