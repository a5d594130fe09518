// @vitest-environment jsdom
import type { Lote } from 'medidas-de-campo';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The batch a page sends, as the browser builds it: the route's pattern, the errors scrubbed,
// and nothing a failing endpoint could make the page wait for or show.
const enviados: string[] = [];

async function paginaEn(direccion: string) {
  vi.resetModules();
  window.history.replaceState(null, '', direccion);
  const errores = await import('./errores');
  const { medir } = await import('./medir');
  return { ...errores, medir };
}

const ocultar = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Measuring has started: below /recibos/*, once the list of those pages has arrived. */
const activas = () => vi.waitFor(() => expect(document.documentElement.dataset.medidas).toBe('activas'));

beforeEach(() => {
  enviados.length = 0;
  delete document.documentElement.dataset.medidas;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((_url: string, cuerpo: string) => {
      enviados.push(cuerpo);
      return true;
    }),
  });
});
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe("a page load's batch", () => {
  it('names the route by its pattern and carries its errors scrubbed, once', async () => {
    const { medir, anotarError } = await paginaEn('/recibos/7hG2kL9mN4pQ8rS1tV3w?busqueda=ana');
    anotarError('error', new Error('No se pudo leer users/Kx8PqR2vN5tYw9LmZ3aB1cD4eF6g para ana@b.es'));
    medir();
    await activas();
    ocultar();
    expect(enviados).toHaveLength(1);
    const lote = JSON.parse(enviados[0] as string) as Lote;
    expect(lote).toMatchObject({ v: 1, ruta: '/recibos/:id', vista: true, remotos: [], conexion: 'desconocida' });
    expect(lote.errores).toEqual([
      { tipo: 'error', mensaje: 'Error: No se pudo leer users/<id> para <correo>', marco: expect.any(String) },
    ]);
    expect(enviados[0]).not.toMatch(/ana@b\.es|7hG2kL9|Kx8PqR2|busqueda/);
    // Hidden again with nothing new: nothing sent; a later error goes in the next batch, not a view.
    ocultar();
    expect(enviados).toHaveLength(1);
    anotarError('promesa', 'sin red');
    await vi.waitFor(() => {
      ocultar();
      expect(enviados).toHaveLength(2);
    });
    expect(JSON.parse(enviados[1] as string)).toMatchObject({ vista: false, errores: [{ tipo: 'promesa' }] });
  });

  it('below /recibos/*, a page hidden before the list of those pages arrives is sent as /recibos/*, never its address', async () => {
    const { medir } = await paginaEn('/recibos/7hG2kL9mN4pQ8rS1tV3w');
    medir();
    ocultar();
    expect(JSON.parse(enviados[0] as string)).toMatchObject({ ruta: '/recibos/*' });
    expect(enviados[0]).not.toMatch(/7hG2kL9/);
    await activas();
  });

  it('counts a remote or a chunk that did not load as such', async () => {
    const { medir, anotarError } = await paginaEn('/etiquetas');
    anotarError('componente', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    medir();
    await activas();
    ocultar();
    expect(JSON.parse(enviados[0] as string).errores[0].tipo).toBe('remoto');
  });

  it('never sends an error as it came: one the page hides before it is scrubbed waits for the next batch', async () => {
    const { medir, anotarError } = await paginaEn('/etiquetas');
    medir();
    await activas();
    anotarError('error', new Error('Falló para ana@b.es'));
    ocultar();
    expect(JSON.parse(enviados[0] as string)).toMatchObject({ vista: true, errores: [] });
    await vi.waitFor(() => {
      ocultar();
      expect(enviados.at(-1)).toContain('<correo>');
    });
    expect(enviados.join()).not.toContain('ana@b.es');
  });

  it('never throws nor waits when the endpoint cannot take it', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });
    const fetch = vi.fn(() => Promise.reject(new Error('sin red')));
    vi.stubGlobal('fetch', fetch);
    const { medir } = await paginaEn('/login');
    medir();
    expect(() => ocultar()).not.toThrow();
    expect(fetch).toHaveBeenCalledWith('/api/medidas', expect.objectContaining({ method: 'POST', keepalive: true }));
    vi.unstubAllGlobals();
  });
});
