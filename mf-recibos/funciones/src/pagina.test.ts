// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reciboPublico, TOKEN } from '../../src/recibos/recibo-publico.fixture';
import CABECERAS from './cabeceras.json';
import { paginaDelRecibo, paginaNoDisponible, SCRIPT_IMPRIMIR } from './pagina';

const leer = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** Intl writes amounts and dates with no-break spaces; compared here as plain ones. */
const plano = (t: string | null | undefined) => t?.replace(/\s+/g, ' ');
const meta = (doc: Document, atributo: 'name' | 'property', valor: string) =>
  plano(doc.querySelector(`meta[${atributo}="${valor}"]`)?.getAttribute('content'));
const texto = (doc: Document) => plano(doc.body.textContent) ?? '';

describe("the payer's page, server-rendered", () => {
  it('holds the whole receipt, amounts in es-ES, and no script is needed to read it', () => {
    const doc = leer(paginaDelRecibo(reciboPublico(), TOKEN, ''));
    const cuerpo = texto(doc);
    for (const parte of [
      'Recibo R-2026-0007',
      '7 de octubre de 2026',
      'Academia Sol S.L.',
      'B12345678',
      'hola@academiasol.es',
      'Beto Núñez',
      '87654321X',
      'Clases de octubre',
      'Clase individual',
      '25,00 €',
      '100,00 €',
      '120,00 €',
      'Bizum',
      'Emitido',
    ])
      expect(cuerpo).toContain(parte);
    expect(doc.querySelector('[data-testid="recibo-emisor-direccion"]')?.textContent).toBe(
      'Calle Mayor 1\n28013 Madrid',
    );
    expect(doc.documentElement.lang).toBe('es');
    // The PDF is a link (works with no script); the print button waits for its script.
    expect(doc.querySelector(`a[href="/recibos/view/${TOKEN}/pdf"]`)?.textContent).toBe('Descargar PDF');
    expect(doc.querySelector('button[data-imprimir]')?.hasAttribute('data-listo')).toBe(false);
  });

  it('previews with the number, amount, issuer and date, never the payer, and is never indexed', () => {
    const doc = leer(paginaDelRecibo(reciboPublico(), TOKEN, ''));
    expect(plano(doc.title)).toBe('Recibo R-2026-0007 · 120,00 €');
    expect(meta(doc, 'property', 'og:title')).toBe('Recibo R-2026-0007 · 120,00 €');
    expect(meta(doc, 'property', 'og:description')).toBe('De Academia Sol S.L. · 7 de octubre de 2026');
    expect(meta(doc, 'name', 'description')).toBe('De Academia Sol S.L. · 7 de octubre de 2026');
    expect(meta(doc, 'property', 'og:type')).toBe('website');
    expect(meta(doc, 'name', 'twitter:card')).toBe('summary');
    expect(meta(doc, 'name', 'robots')).toBe('noindex, nofollow');
    expect(meta(doc, 'name', 'referrer')).toBe('no-referrer');
    const cabecera = doc.head.innerHTML;
    for (const privado of ['Beto', '87654321X', 'Clases de octubre']) expect(cabecera).not.toContain(privado);
  });

  it('says a voided receipt is voided, on the page and in the preview', () => {
    const doc = leer(paginaDelRecibo(reciboPublico({ estado: 'anulado' }), TOKEN, ''));
    expect(doc.querySelector('[role="note"]')?.textContent).toBe('ANULADO');
    expect(texto(doc)).toContain('Estado: Anulado');
    // The amount in words, as a receipt says it.
    expect(texto(doc)).toContain('Son: ciento veinte euros');
    expect(meta(doc, 'property', 'og:description')).toBe('De Academia Sol S.L. · 7 de octubre de 2026 · Anulado');
  });

  it('shows whole pesos and pounds as people write them', () => {
    const clp = leer(paginaDelRecibo(reciboPublico({ moneda: 'CLP', total: 3_897_000 }), TOKEN, ''));
    expect(plano(clp.title)).toBe('Recibo R-2026-0007 · $38.970');
    const gbp = leer(paginaDelRecibo(reciboPublico({ moneda: 'GBP' }), TOKEN, ''));
    expect(plano(gbp.title)).toBe('Recibo R-2026-0007 · 120,00 £');
  });

  // Every user-written field is text: in the body and in the tags a chat reads.
  it('escapes hostile names and concepts in the body and in the meta tags', () => {
    const hostil = '"><script>alert(1)</script>';
    const html = paginaDelRecibo(
      reciboPublico({
        emisor: { nombre: `Emisora ${hostil}` },
        pagador: { nombre: hostil },
        concepto: '</title><script>alert(2)</script>',
        lineas: [{ descripcion: '<img src=x onerror=alert(3)>', cantidad: 1, precioUnitario: 12000 }],
      }),
      TOKEN,
      '',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    const doc = leer(html);
    // The page's own print script is the only script; nothing of the user's became an element.
    expect([...doc.querySelectorAll('script')].map((s) => s.textContent)).toEqual([SCRIPT_IMPRIMIR]);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(meta(doc, 'property', 'og:description')).toBe(`De Emisora ${hostil} · 7 de octubre de 2026`);
    expect(doc.querySelector('[data-testid="recibo-pagador"]')?.textContent).toBe(hostil);
    expect(texto(doc)).toContain('</title><script>alert(2)</script>');
  });

  it('the unavailable page says so, is never indexed and has no preview', () => {
    const doc = leer(paginaNoDisponible(''));
    expect(doc.querySelector('h1')?.textContent).toBe('Este recibo no está disponible');
    // The way on, naming nobody: the same page for an unknown, a revoked and an expired link.
    expect(texto(doc)).toContain('Pide un enlace nuevo a quien te envió este');
    expect(meta(doc, 'name', 'robots')).toBe('noindex, nofollow');
    expect(doc.querySelector('meta[property^="og:"]')).toBeNull();
  });

  // The CSP allows the inline print script by its hash: a changed script must change the header.
  it("the page's one script is the one its Content-Security-Policy allows", () => {
    const hash = createHash('sha256').update(SCRIPT_IMPRIMIR).digest('base64');
    expect(CABECERAS['Content-Security-Policy']).toContain(`script-src 'sha256-${hash}'`);
  });
});
