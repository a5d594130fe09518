import { codigoNuevo, formatearCodigo, instantanea } from 'dominio-recibos';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leerReciboPublico } from '../../src/recibos/api/lectura-publica';
import { reciboPublico, TOKEN } from '../../src/recibos/recibo-publico.fixture';
import { CABECERAS_PAGINA, responder } from './responder';

const ESTILOS = '.rec-doc{color:red}';
const existe = vi.fn(async (token: string) => (token === TOKEN ? reciboPublico() : null));

afterEach(() => vi.restoreAllMocks());

describe('what /recibos/view/** answers', () => {
  it('a live link: 200, the receipt, never cached, never indexed, no referrer', async () => {
    const r = await responder('GET', `/recibos/view/${TOKEN}`, existe, ESTILOS);
    expect(r.estado).toBe(200);
    expect(r.cabeceras).toMatchObject({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    });
    expect(String(r.cuerpo)).toContain('Recibo R-2026-0007');
    // Styles inline: nothing else to fetch before the receipt shows.
    expect(String(r.cuerpo)).toContain(`<style>${ESTILOS}</style>`);
  });

  it('unknown, malformed and other paths: one 404 document, byte for byte, with no data', async () => {
    const respuestas = await Promise.all(
      [
        `/recibos/view/${'Z'.repeat(32)}`,
        '/recibos/view/corto',
        '/recibos/view/..%2F..%2Fusers',
        `/recibos/view/${TOKEN}/otra`,
        '/recibos/view/',
      ].map((ruta) => responder('GET', ruta, existe, ESTILOS)),
    );
    for (const r of respuestas) {
      expect(r.estado).toBe(404);
      expect(r.cabeceras).toEqual({ ...CABECERAS_PAGINA, 'Content-Type': 'text/html; charset=utf-8' });
      expect(r.cuerpo).toBe(respuestas[0]?.cuerpo);
    }
    expect(String(respuestas[0]?.cuerpo)).toContain('Este recibo no está disponible');
  });

  it('the PDF: the same receipt as a file named by its number, or the 404 document', async () => {
    const r = await responder('GET', `/recibos/view/${TOKEN}/pdf`, existe, ESTILOS);
    expect(r.estado).toBe(200);
    expect(r.cabeceras['Content-Type']).toBe('application/pdf');
    expect(r.cabeceras['Content-Disposition']).toBe('attachment; filename="R-2026-0007.pdf"');
    expect(Buffer.from(r.cuerpo).subarray(0, 5).toString()).toBe('%PDF-');
    const ninguno = await responder('GET', `/recibos/view/${'Z'.repeat(32)}/pdf`, existe, ESTILOS);
    expect(ninguno.estado).toBe(404);
  });

  it('Firestore unreachable: 503 and "try again", never "not available"', async () => {
    const r = await responder(
      'GET',
      `/recibos/view/${TOKEN}`,
      async () => {
        throw new Error('Firestore respondió 500');
      },
      ESTILOS,
    );
    expect(r.estado).toBe(503);
    expect(String(r.cuerpo)).toContain('No se pudo cargar el recibo');
    expect(r.cabeceras['Cache-Control']).toBe('private, no-store');
  });

  // With the real read: a path that is not a token never becomes a Firestore URL.
  it('asks Firestore nothing for a path that is not a token', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const destino = { origen: 'http://127.0.0.1:1', proyecto: 'demo-nada' };
    for (const ruta of ['/recibos/view/..%2F..%2Fusers%2Fana', `/recibos/view/${TOKEN}x`, '/recibos/view/a?b'])
      expect((await responder('GET', ruta, (t) => leerReciboPublico(t, destino), ESTILOS)).estado).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('HEAD: what a GET would answer, without making the PDF', async () => {
    const pagina = await responder('HEAD', `/recibos/view/${TOKEN}`, existe, ESTILOS);
    expect(pagina.estado).toBe(200);
    const pdf = await responder('HEAD', `/recibos/view/${TOKEN}/pdf`, existe, ESTILOS);
    expect(pdf.estado).toBe(200);
    expect(pdf.cabeceras['Content-Type']).toBe('application/pdf');
    expect(pdf.cuerpo).toBe('');
    expect((await responder('HEAD', `/recibos/view/${'Z'.repeat(32)}`, existe, ESTILOS)).estado).toBe(404);
  });

  it('refuses other methods', async () => {
    const post = await responder('POST', `/recibos/view/${TOKEN}`, existe, ESTILOS);
    expect(post.estado).toBe(405);
    expect(post.cabeceras.Allow).toBe('GET, HEAD');
  });

  it('the payer’s page and PDF carry the verification QR and code, and never the payer’s e-mail, phone or address', async () => {
    const codigo = codigoNuevo();
    // The receipt as stored, with everything private the payer has; the copy is what is served.
    const { sustituye: _s, sustituidoPor: _p, ...publico } = reciboPublico();
    const guardado = {
      ...publico,
      numero: 7,
      pagador: {
        nombre: 'Beto Núñez',
        documento: '87654321X',
        email: 'beto.privado@ejemplo.es',
        telefono: '+34 611 22 33 44',
        direccion: 'Calle Secreta 9',
      },
      verificacion: codigo,
    };
    const copia = instantanea(guardado) as ReturnType<typeof reciboPublico>;
    const leer = async () => copia;
    const pagina = String(
      (await responder('GET', `/recibos/view/${TOKEN}`, leer, '', 'https://recibos-app.web.app')).cuerpo,
    );
    const pdf = (await responder('GET', `/recibos/view/${TOKEN}/pdf`, leer, '', 'https://recibos-app.web.app')).cuerpo;
    const { text } = await extractText(await getDocumentProxy((pdf as Uint8Array).slice()), { mergePages: true });
    const frase = `Verifica este recibo en recibos-app.web.app/verificar con el código ${formatearCodigo(codigo)}`;
    expect(pagina).toContain(frase);
    expect(pagina).toContain('aria-label="Código QR de la verificación del recibo"');
    expect(text.replace(/\s+/g, ' ')).toContain(frase);
    for (const privado of ['beto.privado@ejemplo.es', '611 22 33 44', 'Calle Secreta']) {
      expect(pagina).not.toContain(privado);
      expect(text).not.toContain(privado);
    }
  });
});
