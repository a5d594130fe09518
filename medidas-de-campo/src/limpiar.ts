import { LARGO_DEL_TEXTO } from './constantes';

// What an error's text may carry that must not leave the browser: e-mails, the payer's token in
// an address, ids and tokens, query strings and fragments (a sign-in link's code, a search), and
// in a message the figures of a receipt (its number, an amount). Applied in the browser and again
// by the endpoint (the same function: it changes nothing the second time).

const CORREO = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const CONSULTA = /[?#][^\s'"`)\]]*/g;
const ENLACE_DEL_PAGADOR = /\/recibos\/view\/[^\s/?#'"`)\]]+/g;
/** A run of 16+ letters, digits, - or _ holding a digit, or 20+ mixing cases: an id or a token. */
const IDENTIFICADOR = /[A-Za-z0-9_-]{16,}/g;
const esIdentificador = (t: string) => /\d/.test(t) || (t.length >= 20 && /[a-z]/.test(t) && /[A-Z]/.test(t));

function comun(texto: string): string {
  return texto
    .replace(CORREO, '<correo>')
    .replace(ENLACE_DEL_PAGADOR, '/recibos/view/:token')
    .replace(CONSULTA, '')
    .replace(IDENTIFICADOR, (t) => (esIdentificador(t) ? '<id>' : t));
}

const cortar = (texto: string) => texto.replace(/\s+/g, ' ').trim().slice(0, LARGO_DEL_TEXTO);

/** An error's message: scrubbed, its figures as <n> (equal errors group whatever their numbers), cut. */
export function limpiarMensaje(mensaje: string): string {
  return cortar(comun(mensaje).replace(/\d+([.,]\d+)*/g, '<n>'));
}

/**
 * The stack's top frame that names a file: host, path, line and column (no query, no fragment),
 * or "" when there is none. Line and column stay: they tell one bug from another.
 */
export function marcoSuperior(stack: string | undefined): string {
  for (const linea of (stack ?? '').split('\n')) {
    const marco = /((?:https?:\/\/|\/)[^\s()@]+?):(\d+):(\d+)/.exec(linea);
    if (!marco) continue;
    const [, direccion = '', fila, columna] = marco;
    const sinProtocolo = direccion.replace(/^https?:\/\//, '');
    return cortar(`${comun(sinProtocolo)}:${fila}:${columna}`);
  }
  return '';
}

/** A frame as a batch brings it, scrubbed again (the endpoint's side: it trusts no browser). */
export const limpiarMarco = (marco: string) => cortar(comun(marco));
