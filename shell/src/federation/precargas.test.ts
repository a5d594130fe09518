import { describe, expect, it, vi } from 'vitest';

// Not the federation runtime itself: these are pure functions of the route table.
vi.mock('./runtime', () => ({ precargar: vi.fn() }));
vi.mock('shared-firebase/firestore', () => ({}));
vi.mock('shared-firebase/texto', () => ({}));

const { precargasAlArrancar } = await import('./precargas');

describe('precargasAlArrancar', () => {
  it.each([
    ['/', ['mf_recibos/InicioPage']],
    ['/recibos', ['mf_recibos/RecibosPage', 'mf_etiquetas/Etiquetas']],
    ['/recibos/nuevo', ['mf_recibos/RecibosPage', 'mf_etiquetas/Etiquetas']],
    ['/etiquetas', ['mf_etiquetas/EtiquetasPage']],
    ['/cuenta', ['mf_auth/CuentaPage']],
    ['/login', ['mf_auth/AccesoPage']],
    ['/register', ['mf_auth/RegistroPage']],
    ['/recibos/view/abc', ['mf_recibos/ReciboPublicoPage']],
    ['/admin/tokens', ['mf_admin/AdminTokensPage']],
  ])('a start on %s fetches the modules its page loads, at once', (ruta, modulos) => {
    const precargas = precargasAlArrancar(ruta) as Array<{ remoto: string; modulos: string[] }>;
    expect(precargas.flatMap(({ remoto, modulos }) => modulos.map((e) => `${remoto}/${e}`))).toEqual(modulos);
  });

  it('an unknown path starts nothing', () => {
    expect(precargasAlArrancar('/no-existe')).toEqual([]);
  });
});
