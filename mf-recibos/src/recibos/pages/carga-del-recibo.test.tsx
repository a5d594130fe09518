// A receipt's pages tell a receipt that does not exist from one that could not be read: the second
// may well exist, so its page says so and offers «Reintentar», never "Recibo no encontrado".
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthContext, type AuthContextValue } from 'shared-firebase';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reciboDePrueba } from '../recibo.fixture';

const api = vi.hoisted(() => ({ obtenerRecibo: vi.fn(), leerContador: vi.fn() }));
vi.mock('../api/recibos', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../emisor/hooks/usePerfilEmisor', () => ({
  usePerfilEmisor: () => ({ data: null, isLoading: false }),
}));
const { DetalleReciboPage } = await import('./DetalleReciboPage');
const { EditarReciboPage, NuevoReciboPage } = await import('./EditarReciboPage');

const recibo = reciboDePrueba({ numero: 7 });

const sinConexion = Object.assign(new Error('Failed to get document because the client is offline.'), {
  code: 'unavailable',
});

const sesion = { user: { uid: 'ana' }, loading: false, signOut: async () => {} } as unknown as AuthContextValue;

function abrir(ruta: string) {
  render(
    <AuthContext.Provider value={sesion}>
      <MemoryRouter initialEntries={[ruta]}>
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          <Routes>
            <Route path="/recibos/nuevo" element={<NuevoReciboPage />} />
            <Route path="/recibos/:id" element={<DetalleReciboPage />} />
            <Route path="/recibos/:id/editar" element={<EditarReciboPage />} />
          </Routes>
        </SWRConfig>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

afterEach(() => vi.resetAllMocks());

describe.each([
  ['its page', '/recibos/r1', 'Recibo R-2026-0007'],
  ['its edit page', '/recibos/r1/editar', 'Editar R-2026-0007'],
  ['«Duplicar»', '/recibos/nuevo?desde=r1', 'Nuevo recibo'],
])('a receipt on %s', (_pagina, ruta, titulo) => {
  it('that could not be read says so and loads it on «Reintentar»', async () => {
    api.obtenerRecibo.mockRejectedValueOnce(sinConexion).mockResolvedValueOnce(recibo);
    api.leerContador.mockResolvedValue({ recibos: 7, ultimo: 'r1', cerrado: false, previo: 'r0' });
    abrir(ruta);
    expect(await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar el recibo' })).toBeTruthy();
    expect(screen.queryByText('Recibo no encontrado')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeTruthy();
    expect(api.obtenerRecibo).toHaveBeenCalledTimes(2);
  });

  it('that does not exist is not found', async () => {
    api.obtenerRecibo.mockResolvedValue(null);
    abrir(ruta);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recibo no encontrado' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
