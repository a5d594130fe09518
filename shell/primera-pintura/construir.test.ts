import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CLAVE_PISTA_DE_SESION as CLAVE_DE_LA_APP,
  PISTA_ADMIN as PISTA_ADMIN_DE_LA_APP,
} from '../../shared-firebase/src/pista-de-sesion';
import { paginaPintada, sinBotones, sinEnviar } from './construir.mjs';
import { CLAVE_PISTA_DE_SESION, GUION, HASH_DEL_GUION, PISTA_ADMIN } from './html.mjs';

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
      '<div id="primera-pintura" data-ruta="/login"><style>.ui-card{border:1px solid}.sin-primera-pintura #primera-pintura,html:not(.con-admin) #primera-pintura [data-solo-admin]{display:none}</style><main><form>',
    );
    // Painted once all of it is parsed.
    expect(html).toContain('</main></div><template id="primera-pintura-fin"></template>');
    expect(html).toContain('<link rel="expect" href="#primera-pintura-fin" blocking="render">');
    expect(html).not.toContain('<div id="root">');
    const cabeza = html.slice(0, html.indexOf('</head>'));
    expect(cabeza).toContain(`<script>${GUION}</script>`);
    expect(cabeza).toContain('<script defer src="/static/js/index.1.js"></script>');
  });

  it("names the inline script's exact text in the CSP hash", () => {
    expect(HASH_DEL_GUION).toBe(`'sha256-${createHash('sha256').update(GUION).digest('base64')}'`);
  });

  it('says what of the app takes over, where the page says it', () => {
    expect(
      paginaPintada({ indice, ruta: '/recibos', marcado: '<h1>Recibos</h1>', css: '', relevo: 'h1, h2' }),
    ).toContain('<div id="primera-pintura" data-ruta="/recibos" data-relevo="h1, h2">');
  });

  it('refuses an index.html without an empty root', () => {
    expect(() =>
      paginaPintada({ indice: '<html><head></head><body></body></html>', ruta: '/login', marcado: '', css: '' }),
    ).toThrow(/root/);
  });
});

describe("the painted pages' buttons wait for the app", () => {
  it('a signed-out page keeps its submit disabled, so the browser never submits the form itself', () => {
    expect(sinEnviar('<button type="submit" class="ui-button">Entrar</button><button type="button">Ver</button>')).toBe(
      '<button type="submit" disabled="" class="ui-button">Entrar</button><button type="button">Ver</button>',
    );
  });

  it('a signed-in page keeps every button disabled («Cerrar sesión» would do nothing)', () => {
    expect(sinBotones('<button type="button" class="ui-button">Cerrar sesión</button>')).toBe(
      '<button disabled="" type="button" class="ui-button">Cerrar sesión</button>',
    );
  });
});

/** Runs the inline script at `direccion` with `pista` in localStorage (`'falla'`: storage throws); hidden or not. */
function ocultaLaPagina(direccion: string, pista: string | null | 'falla'): boolean {
  return clasesTras(direccion, pista).has('sin-primera-pintura');
}

/** The classes the inline script puts on <html>. */
function clasesTras(direccion: string, pista: string | null | 'falla'): Set<string> {
  const clases = new Set<string>();
  const almacen = {
    getItem: (clave: string) => {
      if (pista === 'falla') throw new DOMException('bloqueado', 'SecurityError');
      return clave === CLAVE_PISTA_DE_SESION ? pista : null;
    },
  };
  const { pathname, search } = new URL(direccion, 'https://recibos.example');
  const documento = { documentElement: { classList: { add: (c: string) => clases.add(c) } } };
  new Function('localStorage', 'location', 'document', GUION)(almacen, { pathname, search }, documento);
  return clases;
}

describe('the inline script hides a painted page that would show the wrong thing', () => {
  it('shows a signed-in page only with the session hint the app leaves', () => {
    expect(ocultaLaPagina('/recibos', '1')).toBe(false);
    // Painted with no filters: with some in the address it would show them wrong.
    expect(ocultaLaPagina('/recibos?q=ana&estado=anulado', '1')).toBe(true);
    expect(ocultaLaPagina('/recibos', null)).toBe(true);
    expect(ocultaLaPagina('/recibos', 'falla')).toBe(true);
  });

  it('shows the sign-in pages only without it, and only at the address their HTML was made for', () => {
    expect(ocultaLaPagina('/login', null)).toBe(false);
    expect(ocultaLaPagina('/register', 'falla')).toBe(false);
    expect(ocultaLaPagina('/login', '1')).toBe(true);
    expect(ocultaLaPagina('/login?vista=olvido', null)).toBe(true);
    expect(ocultaLaPagina('/login?mode=resetPassword&oobCode=x', null)).toBe(true);
    // Its links were made for no query: «Crear una cuenta» would drop where to go after signing in.
    expect(ocultaLaPagina('/login?redirect=%2Frecibos', null)).toBe(true);
    expect(ocultaLaPagina('/register?redirect=%2Fetiquetas', null)).toBe(true);
  });

  it('reads the key the app writes', () => {
    expect(CLAVE_PISTA_DE_SESION).toBe(CLAVE_DE_LA_APP);
    expect(PISTA_ADMIN).toBe(PISTA_ADMIN_DE_LA_APP);
  });

  it("shows the layout's Admin entry where the last session was an admin's", () => {
    expect(clasesTras('/', PISTA_ADMIN)).toEqual(new Set(['con-admin']));
    expect(clasesTras('/recibos', '1').has('con-admin')).toBe(false);
    expect(clasesTras('/recibos', 'falla').has('con-admin')).toBe(false);
  });
});
