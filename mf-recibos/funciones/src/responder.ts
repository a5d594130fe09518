// What /recibos/view/** answers, as plain data (status, headers, body): the function in ./index.ts
// sends it, and the tests call it with no server.
import type { ReciboPublico } from '../../src/recibos/types';
import CABECERAS from './cabeceras.json';
import { paginaDelRecibo, paginaNoDisponible, paginaSinConexion } from './pagina';

export interface Respuesta {
  estado: number;
  cabeceras: Record<string, string>;
  cuerpo: string | Uint8Array;
}

/** The page's headers (./cabeceras.json, the same firebase.json gives the route). */
export const CABECERAS_PAGINA: Record<string, string> = Object.fromEntries(
  Object.entries(CABECERAS).filter(([clave]) => !clave.startsWith('$')),
);

const HTML = 'text/html; charset=utf-8';
const RECIBO = /^\/recibos\/view\/([^/]+)(\/pdf)?$/;

/**
 * @param leer the public copy of a token's receipt, or null (unknown, malformed, revoked, expired:
 *   the rules refuse them alike); it throws when Firestore could not be read.
 */
export async function responder(
  metodo: string,
  ruta: string,
  leer: (token: string) => Promise<ReciboPublico | null>,
  estilos: string,
  /** The app's origin, which the receipt's verification QR names. */
  origen = '',
): Promise<Respuesta> {
  if (metodo !== 'GET' && metodo !== 'HEAD') {
    return { estado: 405, cabeceras: { ...CABECERAS_PAGINA, Allow: 'GET, HEAD' }, cuerpo: '' };
  }
  const noDisponible = { estado: 404, cabeceras: { ...CABECERAS_PAGINA, 'Content-Type': HTML } };
  const partes = RECIBO.exec(ruta);
  if (!partes) return { ...noDisponible, cuerpo: paginaNoDisponible(estilos) };
  const token = partes[1] ?? '';
  let recibo: ReciboPublico | null;
  try {
    recibo = await leer(token);
  } catch (error) {
    console.error('No se pudo leer el recibo público', error);
    return {
      estado: 503,
      cabeceras: { ...CABECERAS_PAGINA, 'Content-Type': HTML, 'Retry-After': '60' },
      cuerpo: paginaSinConexion(estilos),
    };
  }
  if (!recibo) return { ...noDisponible, cuerpo: paginaNoDisponible(estilos) };
  if (partes[2]) {
    const cabeceras = {
      ...CABECERAS_PAGINA,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${recibo.numero}.pdf"`,
    };
    // A HEAD asks whether it is there, not for the file.
    if (metodo === 'HEAD') return { estado: 200, cabeceras, cuerpo: '' };
    // pdf-lib is loaded by the first PDF asked for, not by every page.
    const { reciboEnPdf } = await import('../../src/recibos/pdf/reciboEnPdf');
    return { estado: 200, cabeceras, cuerpo: await reciboEnPdf(recibo, origen) };
  }
  return {
    estado: 200,
    cabeceras: { ...CABECERAS_PAGINA, 'Content-Type': HTML },
    cuerpo: paginaDelRecibo(recibo, token, estilos, origen),
  };
}
