// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Relevo = typeof import('./relevo');

/** A page painted from HTML for /login, the way shell/primera-pintura/construir.mjs writes it. */
function pintar(ruta = '/login') {
  document.body.innerHTML = `<div id="primera-pintura" data-ruta="${ruta}"><main><h1>Iniciar sesión</h1>
    <input name="email" type="email"><input name="password" type="password"><button type="submit" disabled>Entrar</button></main></div>`;
}

/** The app's page inside `raiz`, as React would render it. */
function renderizarLaApp(raiz: HTMLElement, { campos = ['email', 'password'] } = {}) {
  raiz.innerHTML = `<main><h1>Iniciar sesión</h1>${campos.map((c) => `<input name="${c}" type="${c === 'email' ? 'email' : 'password'}">`).join('')}<button type="submit">Entrar</button></main>`;
}

const microtareas = () => new Promise((resolver) => setTimeout(resolver, 0));

let relevo: Relevo;
beforeEach(async () => {
  vi.resetModules();
  window.history.replaceState(null, '', '/login');
  document.documentElement.className = '';
  relevo = await import('./relevo');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the takeover from the page painted from HTML', () => {
  it('keeps the app out of the document until it shows a heading, then puts it in its place with what was typed and the focus', async () => {
    pintar();
    const correo = document.querySelector<HTMLInputElement>('input[name=email]') as HTMLInputElement;
    correo.value = 'ana@ejemplo.es';
    correo.focus();
    const raiz = relevo.prepararRelevo();
    expect(raiz.isConnected).toBe(false);

    const escuchado = vi.fn();
    raiz.addEventListener('input', (e) => escuchado((e.target as HTMLInputElement).value));
    raiz.innerHTML = '<p role="status">Cargando…</p>';
    await microtareas();
    expect(raiz.isConnected).toBe(false);

    renderizarLaApp(raiz);
    await microtareas();
    expect(document.getElementById('primera-pintura')).toBeNull();
    expect(raiz.isConnected).toBe(true);
    const vivo = raiz.querySelector<HTMLInputElement>('input[name=email]');
    expect(vivo?.value).toBe('ana@ejemplo.es');
    // The controlled field's onChange hears it: React listens for input events at its root.
    expect(escuchado).toHaveBeenCalledWith('ana@ejemplo.es');
    expect(document.activeElement).toBe(vivo);
  });

  it('copies nothing into a form that is not the same (fields changed since the HTML was made)', async () => {
    pintar();
    (document.querySelector('input[name=email]') as HTMLInputElement).value = 'ana@ejemplo.es';
    const raiz = relevo.prepararRelevo();
    renderizarLaApp(raiz, { campos: ['email', 'nombre'] });
    await microtareas();
    expect(raiz.isConnected).toBe(true);
    expect(raiz.querySelector<HTMLInputElement>('input[name=email]')?.value).toBe('');
  });

  it("on a signed-in page waits for the page's heading (not the layout), keeps what was typed, with an admin's entry before it and the rows after", async () => {
    window.history.replaceState(null, '', '/recibos');
    const cabecera = (boton: string) =>
      `<a href="#contenido">Saltar al contenido</a><header><a href="/">Recibos</a><nav><a href="/recibos" aria-current="page">Recibos</a></nav>${boton}</header>`;
    const pagina = '<h1>Recibos</h1><label>Buscar <input type="search"></label>';
    document.body.innerHTML = `<div id="primera-pintura" data-ruta="/recibos" data-relevo="h1, h2">${cabecera('<button disabled>Cerrar sesión</button>')}<main>${pagina}<p role="status">Cargando recibos…</p></main></div>`;
    const buscar = document.querySelector('input') as HTMLInputElement;
    buscar.value = 'Ana';
    buscar.focus();
    const raiz = relevo.prepararRelevo();
    // The app's layout, its page still loading: the painted page stays.
    raiz.innerHTML = `${cabecera('<button>Cerrar sesión</button>')}<main><p role="status">Cargando…</p></main>`;
    await microtareas();
    expect(raiz.isConnected).toBe(false);

    // An admin's layout has one more entry than the painted one; the page's own elements are the same.
    raiz.innerHTML = `${cabecera('<a href="/admin/tokens">Admin</a><button>Cerrar sesión</button>')}<main>${pagina}<table><tr><td><a href="/recibos/1">R-2026-0001</a></td></tr></table></main>`;
    await microtareas();
    expect(document.getElementById('primera-pintura')).toBeNull();
    const viva = raiz.querySelector('input') as HTMLInputElement;
    expect(viva.value).toBe('Ana');
    expect(document.activeElement).toBe(viva);
  });

  describe('on a signed-in page, with the focus outside the search', () => {
    const cabecera = (admin: boolean) =>
      `<a href="#contenido">Saltar al contenido</a><header><a href="/">Recibos</a><nav><a href="/">Inicio</a><a href="/recibos">Recibos</a>${admin ? '<a href="/admin/tokens">Admin</a>' : ''}<a href="/cuenta">Cuenta</a></nav></header>`;
    const pagina =
      '<h1>Recibos</h1><label>Buscar <input type="search"></label><select name="estado"><option value="">Todos</option><option value="emitido">Emitidos</option></select>';
    /** Painted /recibos, then the app's admin layout and page: returns the app's root, in place. */
    async function relevar(antes: () => void): Promise<HTMLElement> {
      window.history.replaceState(null, '', '/recibos');
      document.body.innerHTML = `<div id="primera-pintura" data-ruta="/recibos" data-relevo="h1, h2">${cabecera(false)}<main id="contenido" tabindex="-1">${pagina}</main></div>`;
      antes();
      const raiz = relevo.prepararRelevo();
      raiz.innerHTML = `${cabecera(true)}<main id="contenido" tabindex="-1">${pagina}</main>`;
      await microtareas();
      expect(raiz.isConnected).toBe(true);
      return raiz;
    }

    it("keeps it on the same header link, wherever the app's header puts it (an admin's has one more entry)", async () => {
      const raiz = await relevar(() => document.querySelector<HTMLElement>('nav a[href="/cuenta"]')?.focus());
      expect(document.activeElement).toBe(raiz.querySelector('nav a[href="/cuenta"]'));
    });

    it('keeps it on <main>, reached by «Saltar al contenido»', async () => {
      const raiz = await relevar(() => document.querySelector<HTMLElement>('main')?.focus());
      expect(document.activeElement).toBe(raiz.querySelector('main'));
    });

    it('carries what was chosen in a list, which the app hears as a change', async () => {
      const oido = vi.fn();
      document.addEventListener('change', (e) => oido((e.target as HTMLSelectElement).value), { once: true });
      const raiz = await relevar(() => {
        const estado = document.querySelector('select') as HTMLSelectElement;
        estado.value = 'emitido';
        estado.focus();
      });
      const viva = raiz.querySelector('select') as HTMLSelectElement;
      expect(viva.value).toBe('emitido');
      expect(oido).toHaveBeenCalledWith('emitido');
      expect(document.activeElement).toBe(viva);
    });
  });

  it('gives way as soon as the app goes to another address (a stale session hint: to sign in)', async () => {
    window.history.replaceState(null, '', '/recibos');
    document.body.innerHTML =
      '<div id="primera-pintura" data-ruta="/recibos" data-relevo="h1, h2"><main><h1>Recibos</h1></main></div>';
    const raiz = relevo.prepararRelevo();
    raiz.innerHTML = '<p role="status">Cargando…</p>';
    await microtareas();
    expect(raiz.isConnected).toBe(false);

    window.history.replaceState(null, '', '/login?redirect=%2Frecibos');
    raiz.innerHTML = '<p role="status">Cargando…</p>';
    await microtareas();
    expect(document.getElementById('primera-pintura')).toBeNull();
    expect(raiz.isConnected).toBe(true);
  });

  it('gives way at once at an address the HTML was not made for', () => {
    pintar();
    document.documentElement.classList.add('sin-primera-pintura');
    const raiz = relevo.prepararRelevo();
    expect(raiz.isConnected).toBe(true);
    expect(document.getElementById('primera-pintura')).toBeNull();
  });

  it('gives way when the app fails as a whole, reporting the error', () => {
    pintar();
    const informar = vi.fn();
    vi.stubGlobal('reportError', informar);
    const raiz = relevo.prepararRelevo();
    const error = new Error('roto');
    relevo.alFallarLaApp(error);
    expect(informar).toHaveBeenCalledWith(error);
    expect(raiz.isConnected).toBe(true);
    expect(document.getElementById('primera-pintura')).toBeNull();
    vi.unstubAllGlobals();
  });
});
