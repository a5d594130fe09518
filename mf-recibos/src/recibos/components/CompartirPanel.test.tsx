import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reciboDePrueba } from '../recibo.fixture';

const estado = vi.hoisted(() => vi.fn());
vi.mock('../api/recibos-publicos', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  leerEstadoDelEnlace: estado,
}));
const api = vi.hoisted(() => ({ compartirRecibo: vi.fn(), dejarDeCompartir: vi.fn() }));
vi.mock('../api/recibos', () => api);
const { CompartirPanel } = await import('./CompartirPanel');

const recibo = reciboDePrueba({
  compartido: { token: 't'.repeat(32), createdAt: new Date(), expiresAt: null, revocado: false },
});

const panel = () =>
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>
        <CompartirPanel recibo={recibo} onCambio={async () => {}} />
      </SWRConfig>
    </MemoryRouter>,
  );

afterEach(() => vi.clearAllMocks());

describe('CompartirPanel', () => {
  // The receipt does not know of an admin's revocation; the owner must not be told
  // the link works when payers see "not available".
  // The page still said anyone with the link could see the receipt, and offered
  // no way to share it again.
  it('tells the owner when an admin has revoked the link, and lets them share again', async () => {
    estado.mockResolvedValue({ revocado: true, revocadoPor: 'admin' });
    api.compartirRecibo.mockResolvedValue({});
    panel();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Un administrador ha desactivado el enlace público de este recibo',
    );
    expect(estado).toHaveBeenCalledWith('t'.repeat(32));
    expect(screen.queryByText('Cualquiera con este enlace puede ver el recibo')).toBeNull();
    expect(screen.queryByTestId('enlace-publico')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Caducidad del enlace'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Compartir de nuevo' }));
    expect(api.compartirRecibo).toHaveBeenCalledWith(recibo, 7);
  });

  // "Dejar de compartir" broke a link already sent, with no question asked.
  it('asks before it stops sharing, and does nothing if cancelled', async () => {
    estado.mockResolvedValue({ revocado: false, revocadoPor: null });
    api.dejarDeCompartir.mockResolvedValue(undefined);
    panel();
    await userEvent.click(await screen.findByRole('button', { name: 'Dejar de compartir' }));
    const dialogo = screen.getByRole('dialog', { name: 'Dejar de compartir' });
    expect(dialogo.textContent).toContain('también para quien ya lo haya recibido');
    expect(api.dejarDeCompartir).not.toHaveBeenCalled();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(api.dejarDeCompartir).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Dejar de compartir' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Dejar de compartir' })).getByRole('button', {
        name: 'Dejar de compartir',
      }),
    );
    expect(api.dejarDeCompartir).toHaveBeenCalledWith(recibo);
  });

  it('shows the expiry of a link that works', async () => {
    estado.mockResolvedValue({ revocado: false, revocadoPor: null });
    panel();
    expect(await screen.findByText('No caduca.')).toBeTruthy();
    // The expiry is the receipt's own and shows at once: the notice is checked only once the
    // registry's answer has been read and rendered.
    await waitFor(() => expect(estado).toHaveBeenCalledTimes(1));
    await act(() => estado.mock.results[0]?.value);
    expect(screen.queryByText(/Un administrador/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Enlace público' })).toBeTruthy();
    // The owner sees the payer's page inside the app (the route, not a reload).
    expect(screen.getByRole('link', { name: 'Ver como el pagador' }).getAttribute('href')).toBe(
      `/recibos/view/${'t'.repeat(32)}`,
    );
  });
});
