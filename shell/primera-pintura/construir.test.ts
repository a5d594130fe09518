import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paginaPintada } from './construir.mjs';
import { GUION, HASH_DEL_GUION } from './html.mjs';

const indice =
  '<!doctype html><html><head><title>Recibos</title><script defer src="/static/js/index.1.js"></script></head><body><div id="root"></div></body></html>';

describe('paginaPintada', () => {
  const html = paginaPintada({
    indice,
    ruta: '/login',
    marcado: '<main><form><input name="email"/><button type="submit" class="ui-button">Entrar</button></form></main>',
    css: '.ui-card{border:1px solid}',
  });

  it('puts the page and its CSS where the root was, the one inline script in <head>, the app script kept deferred', () => {
    expect(html).toContain(
      '<div id="primera-pintura" data-ruta="/login"><style>.ui-card{border:1px solid}.sin-primera-pintura #primera-pintura{display:none}</style><main><form>',
    );
    // Painted once all of it is parsed.
    expect(html).toContain('</main></div><template id="primera-pintura-fin"></template>');
    expect(html).toContain('<link rel="expect" href="#primera-pintura-fin" blocking="render">');
    expect(html).not.toContain('<div id="root">');
    const cabeza = html.slice(0, html.indexOf('</head>'));
    expect(cabeza).toContain(`<script>${GUION}</script>`);
    expect(cabeza).toContain('<script defer src="/static/js/index.1.js"></script>');
  });

  it('leaves the submit button waiting for the app, so the browser never submits the form itself', () => {
    expect(html).toContain('<button type="submit" disabled="" class="ui-button">Entrar</button>');
  });

  it("names the inline script's exact text in the CSP hash", () => {
    expect(HASH_DEL_GUION).toBe(`'sha256-${createHash('sha256').update(GUION).digest('base64')}'`);
  });

  it('refuses an index.html without an empty root', () => {
    expect(() =>
      paginaPintada({ indice: '<html><head></head><body></body></html>', ruta: '/login', marcado: '', css: '' }),
    ).toThrow(/root/);
  });
});
