// A new receipt's form waits for the issuer's details only the first time: a failed read is
// retried with no data, which SWR also calls loading, and waiting then replaced the form being
// typed in with a spinner (and what was typed was lost).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthContext, type AuthContextValue } from 'shared-firebase';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';

const perfil = vi.hoisted(() => ({ leerPerfilEmisor: vi.fn() }));
vi.mock('../../emisor/api/perfil', async (importOriginal) => ({ ...(await importOriginal<object>()), ...perfil }));
const { NuevoReciboPage } = await import('./EditarReciboPage');

const sesion = {
  user: { uid: 'ana', email: 'ana@x.es' },
  loading: false,
  signOut: async () => {},
} as unknown as AuthContextValue;
const sinConexion = Object.assign(new Error('offline'), { code: 'unavailable' });

afterEach(() => vi.resetAllMocks());

it('a failed read of the issuer’s details, retried, never replaces the form being typed in', async () => {
  // The first read fails; the retry never answers (a connection that stays down).
  perfil.leerPerfilEmisor.mockRejectedValueOnce(sinConexion).mockReturnValue(new Promise(() => {}));
  render(
    <AuthContext.Provider value={sesion}>
      <MemoryRouter initialEntries={['/recibos/nuevo']}>
        <SWRConfig value={{ provider: () => new Map(), errorRetryInterval: 20, dedupingInterval: 0 }}>
          <Routes>
            <Route path="/recibos/nuevo" element={<NuevoReciboPage />} />
          </Routes>
        </SWRConfig>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
  await userEvent.type(await screen.findByLabelText('Concepto'), 'Clases de junio');
  await waitFor(() => expect(perfil.leerPerfilEmisor).toHaveBeenCalledTimes(2));
  expect(screen.getByLabelText<HTMLInputElement>('Concepto').value).toBe('Clases de junio');
});
