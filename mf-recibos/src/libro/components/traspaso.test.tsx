// Handing a book over, in the interface: the owner's offer refuses bad addresses and their own,
// writing nothing, and asks before offering; the pending offer can be withdrawn; the account it is
// offered to accepts or declines on its home page, is told when it keeps a book of its own, and
// follows the move until the book is theirs.

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext } from 'shared-firebase';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Traspaso } from '../api/traspaso';

class YaLlevaUnLibro extends Error {}
const api = vi.hoisted(() => ({
  traspasoDelLibro: vi.fn(async (): Promise<Traspaso | null> => null),
  ofrecerTraspaso: vi.fn(async () => {}),
  retirarTraspaso: vi.fn(async () => {}),
  traspasosParaMi: vi.fn(async (): Promise<Traspaso[]> => []),
  aceptarTraspaso: vi.fn(async () => {}),
}));
vi.mock('../api/traspaso', () => ({ ...api, YaLlevaUnLibro }));
const avisos = vi.hoisted(() => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('sonner', () => avisos);

const { TraspasarLibro } = await import('./TraspasarLibro');
const { TraspasosRecibidos } = await import('./TraspasosRecibidos');

function conSesion(email = 'ana@ejemplo.es', emailVerified = true) {
  const user = { uid: 'u1', email, emailVerified } as User;
  return ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={{ user, loading: false, signOut: async () => {} }}>
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </MemoryRouter>
    </AuthContext.Provider>
  );
}

const EN_UNA_SEMANA = new Date(Date.now() + 6 * 24 * 3600_000);
const ofrecido = (cambios: Partial<Traspaso> = {}): Traspaso => ({
  libro: 'u0',
  nombreDelLibro: 'Los Robles',
  de: 'ana@ejemplo.es',
  para: 'beto@ejemplo.es',
  conservaConsulta: true,
  estado: 'pendiente',
  creadoEn: new Date(),
  caduca: EN_UNA_SEMANA,
  nuevo: null,
  progreso: {},
  fallo: null,
  actualizadoEn: new Date(),
  ...cambios,
});

afterEach(() => vi.clearAllMocks());

describe('the owner offering the book', () => {
  it('refuses what is not an address and their own, writing nothing; asks first, then offers it as kept', async () => {
    render(<TraspasarLibro nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    const correo = await screen.findByLabelText('Correo de la cuenta que recibe el libro');
    const traspasar = screen.getByRole('button', { name: 'Traspasar el libro' });
    await userEvent.click(traspasar);
    expect(screen.getByText('Escribe el correo de la cuenta que recibe el libro.')).toBeTruthy();
    await userEvent.type(correo, 'beto');
    await userEvent.click(traspasar);
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeTruthy();
    await userEvent.clear(correo);
    await userEvent.type(correo, 'ANA@ejemplo.es');
    await userEvent.click(traspasar);
    expect(screen.getByText('Ese es tu correo: el libro ya es tuyo.')).toBeTruthy();
    await userEvent.clear(correo);
    await userEvent.type(correo, ' Beto@Ejemplo.es ');
    await userEvent.click(screen.getByLabelText('Quiero seguir viendo el libro después, con el rol «Consulta».'));
    await userEvent.click(traspasar);
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('Cuando beto@ejemplo.es lo acepte, el libro entero será suyo');
    expect(dialogo.textContent).toContain('ni verlo');
    expect(api.ofrecerTraspaso).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ofrecer el libro' }));
    await waitFor(() => expect(api.ofrecerTraspaso).toHaveBeenCalledWith('Los Robles', 'beto@ejemplo.es', false));
  });

  it('needs a verified address: the offer says who makes it', async () => {
    render(<TraspasarLibro nombreDelLibro="Los Robles" />, { wrapper: conSesion('ana@ejemplo.es', false) });
    expect(await screen.findByTestId('traspasar-sin-verificar')).toBeTruthy();
    expect(screen.queryByLabelText('Correo de la cuenta que recibe el libro')).toBeNull();
  });

  it('shows the offer pending, which may be withdrawn; then the move under way, and its end', async () => {
    api.traspasoDelLibro.mockResolvedValueOnce(ofrecido());
    const { unmount } = render(<TraspasarLibro nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    expect((await screen.findByTestId('estado-del-traspaso')).textContent).toContain(
      'Has ofrecido el libro a beto@ejemplo.es. Puede aceptarlo hasta el',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retirar el traspaso' }));
    await waitFor(() => expect(api.retirarTraspaso).toHaveBeenCalledWith('u0'));
    unmount();

    const nuevo = { uid: 'u2', email: 'beto@ejemplo.es' };
    // Accepted and not started: still the owner's to take back.
    api.traspasoDelLibro.mockResolvedValueOnce(ofrecido({ estado: 'aceptado', nuevo }));
    const aceptado = render(<TraspasarLibro nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    expect((await screen.findByTestId('estado-del-traspaso')).textContent).toContain(
      'beto@ejemplo.es ha aceptado el libro: el traspaso empezará en unos minutos.',
    );
    expect(screen.getByRole('button', { name: 'Retirar el traspaso' })).toBeTruthy();
    aceptado.unmount();

    api.traspasoDelLibro.mockResolvedValueOnce(ofrecido({ estado: 'en-curso', nuevo, progreso: { recibos: 150 } }));
    const segundo = render(<TraspasarLibro nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    expect((await screen.findByTestId('estado-del-traspaso')).textContent).toContain(
      'beto@ejemplo.es ha aceptado el libro y se está traspasando (150 recibos movidos hasta ahora)',
    );
    expect(screen.queryByRole('button', { name: 'Retirar el traspaso' })).toBeNull();
    segundo.unmount();

    api.traspasoDelLibro.mockResolvedValueOnce(ofrecido({ estado: 'hecho', nuevo }));
    render(<TraspasarLibro nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    expect((await screen.findByTestId('estado-del-traspaso')).textContent).toContain(
      'El libro es ahora de beto@ejemplo.es. Lo ves con el rol «Consulta»',
    );
  });
});

describe('the account the book is offered to', () => {
  it('accepts it, or is told it keeps a book of its own', async () => {
    api.traspasosParaMi.mockResolvedValue([ofrecido()]);
    api.aceptarTraspaso.mockRejectedValueOnce(new YaLlevaUnLibro());
    render(<TraspasosRecibidos />, { wrapper: conSesion('beto@ejemplo.es') });
    const aceptar = await screen.findByRole('button', { name: 'Aceptar el libro de Los Robles' });
    expect(screen.getByTestId('traspasos-recibidos').textContent).toContain(
      'ana@ejemplo.es te traspasa su libro de recibos, «Los Robles»',
    );
    await userEvent.click(aceptar);
    await waitFor(() =>
      expect(avisos.toast.error).toHaveBeenCalledWith(expect.stringContaining('Tu cuenta ya lleva su propio libro')),
    );
    await userEvent.click(aceptar);
    await waitFor(() => expect(api.aceptarTraspaso).toHaveBeenCalledTimes(2));
    expect(avisos.toast.success).toHaveBeenCalledWith(
      'Has aceptado el libro de Los Robles: en unos minutos será tuyo.',
    );
  });

  it('declines it', async () => {
    api.traspasosParaMi.mockResolvedValue([ofrecido()]);
    render(<TraspasosRecibidos />, { wrapper: conSesion('beto@ejemplo.es') });
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar el libro de Los Robles' }));
    await waitFor(() => expect(api.retirarTraspaso).toHaveBeenCalledWith('u0'));
  });

  it('follows the move, then is told the book is theirs', async () => {
    api.traspasosParaMi.mockResolvedValue([ofrecido({ estado: 'en-curso', progreso: { recibos: 300 } })]);
    const { unmount } = render(<TraspasosRecibidos />, { wrapper: conSesion('beto@ejemplo.es') });
    expect(
      await screen.findByText(/Recibiendo el libro «Los Robles» \(300 recibos movidos hasta ahora\)/),
    ).toBeTruthy();
    unmount();
    api.traspasosParaMi.mockResolvedValue([ofrecido({ estado: 'hecho' })]);
    render(<TraspasosRecibidos />, { wrapper: conSesion('beto@ejemplo.es') });
    expect(await screen.findByText('El libro «Los Robles» ya es tuyo: sus recibos están en «Recibos».')).toBeTruthy();
  });

  it('shows nothing when no book is offered', async () => {
    api.traspasosParaMi.mockResolvedValue([]);
    render(<TraspasosRecibidos />, { wrapper: conSesion('beto@ejemplo.es') });
    await waitFor(() => expect(api.traspasosParaMi).toHaveBeenCalled());
    expect(screen.queryByTestId('traspasos-recibidos')).toBeNull();
  });
});
