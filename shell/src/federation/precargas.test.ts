import { beforeEach, describe, expect, it, vi } from 'vitest';

const precargar = vi.hoisted(() => vi.fn());
vi.mock('./runtime', () => ({ precargar }));
vi.mock('shared-firebase/firestore', () => ({}));

const { precargarRuta } = await import('./precargas');

beforeEach(() => precargar.mockReset());

describe('precargarRuta', () => {
  it.each([
    ['/', ['mf_recibos/InicioPage']],
    ['/recibos', ['mf_recibos/RecibosPage', 'mf_etiquetas/Etiquetas']],
    ['/recibos/nuevo', ['mf_recibos/RecibosPage', 'mf_etiquetas/Etiquetas']],
    ['/etiquetas', ['mf_etiquetas/EtiquetasPage']],
    ['/cuenta', ['mf_auth/CuentaPage']],
  ])('a start on %s preloads the modules its page loads', (ruta, modulos) => {
    precargarRuta(ruta);
    const precargas = precargar.mock.calls[0]?.[0] as Array<{ remote: string; exposes: string[] }>;
    expect(precargas.flatMap(({ remote, exposes }) => exposes.map((e) => `${remote}/${e}`))).toEqual(modulos);
  });

  it.each(['/login', '/register', '/recibos/view/abc', '/admin/tokens'])('%s preloads nothing', (ruta) => {
    precargarRuta(ruta);
    expect(precargar).not.toHaveBeenCalled();
  });
});
