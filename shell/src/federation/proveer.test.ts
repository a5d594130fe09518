import { beforeEach, describe, expect, it, vi } from 'vitest';

const precargar = vi.hoisted(() => vi.fn());
vi.mock('./runtime', () => ({ precargar }));
vi.mock('shared-firebase/firestore', () => ({}));

const { precargarRuta } = await import('./proveer');

beforeEach(() => precargar.mockReset());

describe('precargarRuta', () => {
  it.each([
    ['/', ['mf_recibos', 'mf_etiquetas']],
    ['/recibos', ['mf_recibos', 'mf_etiquetas']],
    ['/recibos/nuevo', ['mf_recibos', 'mf_etiquetas']],
    ['/etiquetas', ['mf_etiquetas']],
    ['/cuenta', ['mf_auth']],
  ])('a start on %s preloads its remotes', (ruta, remotos) => {
    precargarRuta(ruta);
    expect(precargar).toHaveBeenCalledWith(remotos);
  });

  it.each(['/login', '/register', '/recibos/view/abc', '/admin/tokens'])('%s preloads nothing', (ruta) => {
    precargarRuta(ruta);
    expect(precargar).not.toHaveBeenCalled();
  });
});
