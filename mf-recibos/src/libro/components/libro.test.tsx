// Keeping a book with others, in the interface: inviting refuses bad addresses and writes nothing,
// and invites with the role chosen; the owner changes a person's role; a person with access sees
// whose book it is and with which role, is offered only what the role allows («Emisión» issues,
// «Consulta» changes nothing), and is sent back to their own book once their access is gone.

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext } from 'shared-firebase';
import { elegirLibro } from 'shared-firebase/libro';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Acceso } from '../api/personas';

const api = vi.hoisted(() => ({
  misAccesos: vi.fn(async (): Promise<Acceso[]> => []),
  personasDelLibro: vi.fn(async () => []),
  invitacionesDelLibro: vi.fn(async () => []),
  invitar: vi.fn(async () => {}),
  cambiarRol: vi.fn(async () => {}),
}));
vi.mock('../api/personas', () => api);
const actividad = vi.hoisted(() => ({
  actividadDe: vi.fn(async () => ({
    emitidos: [{ reciboId: 'r2', numero: 'R-2026-0002', en: new Date('2026-11-30T10:00:00Z') }],
    anulados: [{ reciboId: 'r2', numero: 'R-2026-0002', en: null }],
    enviados: [],
    descargados: [],
  })),
}));
vi.mock('../api/actividad', () => actividad);
const avisos = vi.hoisted(() => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('sonner', () => avisos);

const { PersonasConAcceso } = await import('./PersonasConAcceso');
const { SelectorDeLibro } = await import('./SelectorDeLibro');
const { SIN_ACCESO } = await import('../textos');
const { EnlaceNuevoRecibo } = await import('../../recibos/components/EnlaceNuevoRecibo');
const { SoloPropietario } = await import('./SoloPropietario');

function conSesion(emailVerified = true) {
  const user = { uid: 'u1', email: 'ana@ejemplo.es', emailVerified } as User;
  return ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={{ user, loading: false, signOut: async () => {} }}>
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </MemoryRouter>
    </AuthContext.Provider>
  );
}

afterEach(() => {
  elegirLibro('u1', 'u1');
  vi.clearAllMocks();
});

describe('inviting someone to the book', () => {
  it('refuses what is not an address, and the owner’s own, writing nothing; invites the rest as kept', async () => {
    render(<PersonasConAcceso nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    const correo = await screen.findByLabelText('Correo de la persona');
    const invitar = screen.getByRole('button', { name: 'Invitar' });
    await userEvent.type(correo, 'beto');
    await userEvent.click(invitar);
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeTruthy();
    expect(correo.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(correo);
    await userEvent.type(correo, ' ANA@ejemplo.es');
    await userEvent.click(invitar);
    expect(screen.getByText('Ese es tu correo: el libro ya es tuyo.')).toBeTruthy();
    expect(api.invitar).not.toHaveBeenCalled();
    await userEvent.clear(correo);
    await userEvent.type(correo, ' Beto@Ejemplo.es ');
    await userEvent.click(invitar);
    await waitFor(() => expect(api.invitar).toHaveBeenCalledWith('Los Robles', 'beto@ejemplo.es', 'consulta'));
  });

  it('invites with the role chosen, each said with what it allows', async () => {
    render(<PersonasConAcceso nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    await userEvent.type(await screen.findByLabelText('Correo de la persona'), 'carla@ejemplo.es');
    expect(screen.getByRole('radio', { name: /^Consulta\s?: lee los recibos/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: /^Emisión\s?: además emite/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(api.invitar).toHaveBeenCalledWith('Los Robles', 'carla@ejemplo.es', 'emision'));
  });

  it('gives a person «Emisión» once confirmed (it issues with the owner’s details), and takes it back at once', async () => {
    const beto = { uid: 'b', email: 'beto@ejemplo.es', rol: 'consulta', desde: new Date() };
    const carla = { uid: 'c', email: 'carla@ejemplo.es', rol: 'emision', desde: new Date() };
    api.personasDelLibro.mockResolvedValue([beto, carla] as never);
    render(<PersonasConAcceso nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    await userEvent.click(await screen.findByRole('button', { name: 'Pasar a «Emisión»: beto@ejemplo.es' }));
    expect(api.cambiarRol).not.toHaveBeenCalled();
    const dialogo = screen.getByRole('dialog', { name: 'Dar el rol «Emisión»' });
    expect(dialogo.textContent).toContain('beto@ejemplo.es además emite');
    await userEvent.click(screen.getByRole('button', { name: 'Dar «Emisión»' }));
    await waitFor(() => expect(api.cambiarRol).toHaveBeenCalledWith(beto, 'emision'));
    await userEvent.click(screen.getByRole('button', { name: 'Pasar a «Consulta»: carla@ejemplo.es' }));
    await waitFor(() => expect(api.cambiarRol).toHaveBeenCalledWith(carla, 'consulta'));
  });

  it('shows what a person did, by kind, each receipt a link', async () => {
    api.personasDelLibro.mockResolvedValue([
      { uid: 'b', email: 'beto@ejemplo.es', rol: 'emision', desde: new Date() },
    ] as never);
    render(<PersonasConAcceso nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    const boton = await screen.findByRole('button', { name: 'Actividad de beto@ejemplo.es' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(boton);
    const emitidos = await screen.findByRole('region', { name: 'Emitidos por beto@ejemplo.es' });
    expect(emitidos.textContent).toBe('EmitidosR-2026-0002, el 30 de noviembre de 2026');
    expect(screen.getByRole('region', { name: 'Anulados por beto@ejemplo.es' }).textContent).toBe(
      'AnuladosR-2026-0002',
    );
    expect(screen.getByRole('region', { name: 'Enviados por correo por beto@ejemplo.es' }).textContent).toContain(
      'Ningún envío.',
    );
    expect(actividad.actividadDe).toHaveBeenCalledWith('b');
    expect(boton.getAttribute('aria-expanded')).toBe('true');
  });

  it('refuses an address that has access already (accepting again would be refused)', async () => {
    api.personasDelLibro.mockResolvedValue([
      { uid: 'b', email: 'beto@ejemplo.es', rol: 'consulta', desde: new Date() },
    ] as never);
    render(<PersonasConAcceso nombreDelLibro="Los Robles" />, { wrapper: conSesion() });
    await screen.findByText(/beto@ejemplo.es · Consulta/);
    await userEvent.type(screen.getByLabelText('Correo de la persona'), 'BETO@ejemplo.es');
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(screen.getByText('Esa persona ya tiene acceso a tu libro.')).toBeTruthy();
    expect(api.invitar).not.toHaveBeenCalled();
  });

  it('asks an owner whose address is unverified to verify it first, and offers no form', async () => {
    render(<PersonasConAcceso nombreDelLibro="Los Robles" />, { wrapper: conSesion(false) });
    expect(await screen.findByTestId('invitar-sin-verificar')).toBeTruthy();
    expect(screen.queryByLabelText('Correo de la persona')).toBeNull();
  });
});

describe('working in another’s book', () => {
  it('says whose book and which role, and offers no new receipt', async () => {
    api.misAccesos.mockResolvedValue([{ libro: 'ana', nombreDelLibro: 'Los Robles', rol: 'consulta' }]);
    elegirLibro('u1', 'ana');
    render(
      <>
        <SelectorDeLibro />
        <EnlaceNuevoRecibo />
      </>,
      { wrapper: conSesion() },
    );
    expect((await screen.findByTestId('libro-actual')).textContent).toBe('Libro de Los Robles · Consulta');
    expect(screen.queryByRole('link', { name: 'Nuevo recibo' })).toBeNull();
    // Choosing changes nothing until «Cambiar»; then the bar says the new book, and has the focus.
    await userEvent.selectOptions(screen.getByLabelText('Cambiar de libro'), 'Tu libro');
    expect(screen.getByTestId('libro-actual').textContent).toBe('Libro de Los Robles · Consulta');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect((await screen.findByTestId('libro-actual')).textContent).toBe('Tu libro');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('libro-actual')));
    expect(screen.getByRole('link', { name: 'Nuevo recibo' })).toBeTruthy();
  });

  it('with «Emisión», is offered a new receipt and its page, not the owner’s pages', async () => {
    api.misAccesos.mockResolvedValue([{ libro: 'ana', nombreDelLibro: 'Los Robles', rol: 'emision' }]);
    elegirLibro('u1', 'ana');
    render(
      <>
        <SelectorDeLibro />
        <EnlaceNuevoRecibo />
        <SoloPropietario conEmision>
          <p>Formulario del recibo</p>
        </SoloPropietario>
        <SoloPropietario>
          <p>Datos del emisor</p>
        </SoloPropietario>
      </>,
      { wrapper: conSesion() },
    );
    expect((await screen.findByTestId('libro-actual')).textContent).toBe('Libro de Los Robles · Emisión');
    expect(screen.getByRole('link', { name: 'Nuevo recibo' })).toBeTruthy();
    expect(screen.getByText('Formulario del recibo')).toBeTruthy();
    expect(screen.queryByText('Datos del emisor')).toBeNull();
    expect(screen.getByTestId('sin-permiso').textContent).toContain('esta página es de quien lleva el libro');
  });

  it('with «Consulta», is told why not on a page that issues', async () => {
    api.misAccesos.mockResolvedValue([{ libro: 'ana', nombreDelLibro: 'Los Robles', rol: 'consulta' }]);
    elegirLibro('u1', 'ana');
    render(
      <SoloPropietario conEmision>
        <p>Formulario del recibo</p>
      </SoloPropietario>,
      { wrapper: conSesion() },
    );
    expect((await screen.findByTestId('sin-permiso')).textContent).toContain('Tu rol no emite recibos');
    expect(screen.queryByText('Formulario del recibo')).toBeNull();
  });

  it('sends them back to their own book, saying so, once their access is gone', async () => {
    api.misAccesos.mockResolvedValue([]);
    elegirLibro('u1', 'ana');
    render(<SelectorDeLibro />, { wrapper: conSesion() });
    await waitFor(() => expect(avisos.toast.error).toHaveBeenCalledWith(SIN_ACCESO));
    expect(sessionStorage.getItem('recibos.libro.u1')).toBeNull();
  });
});
