import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext } from 'shared-firebase';
import { SWRConfig } from 'swr';
import { comprobarLimite } from 'tooling/limites';
import { describe, expect, it, vi } from 'vitest';
import { LIMITES_PERFIL } from '../validacion';

const api = vi.hoisted(() => ({
  clavePerfil: ['perfil', 'emisor'],
  leerPerfilEmisor: vi.fn(async () => null),
  guardarPerfilEmisor: vi.fn(async () => {}),
}));
vi.mock('../api/perfil', () => api);
// «Personas con acceso», below the form: nobody yet.
vi.mock('../../libro/api/personas', () => ({
  personasDelLibro: vi.fn(async () => []),
  invitacionesDelLibro: vi.fn(async () => []),
}));
const { EmisorPage } = await import('./EmisorPage');

const sesion = {
  user: { uid: 'u1', email: 'ana@ejemplo.es', emailVerified: true } as User,
  loading: false,
  signOut: async () => {},
};
const Contexto = ({ children }: { children: ReactNode }) => (
  <AuthContext.Provider value={sesion}>
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </MemoryRouter>
  </AuthContext.Provider>
);

describe("the issuer's details", () => {
  it.each([
    ['Nombre o razón social', LIMITES_PERFIL.nombre],
    ['NIF/CIF (opcional)', LIMITES_PERFIL.documento],
    ['Calle y número', LIMITES_PERFIL.direccion],
    ['Código postal', LIMITES_PERFIL.codigoPostal],
    ['Ciudad', LIMITES_PERFIL.ciudad],
    ['Provincia', LIMITES_PERFIL.provincia],
    ['País', LIMITES_PERFIL.pais],
    ['Correo electrónico', LIMITES_PERFIL.email],
    ['Teléfono', LIMITES_PERFIL.telefono],
  ])('«%s» says near %i characters how many it holds, and past it how many are too many', async (rotulo, max) => {
    render(<EmisorPage />, { wrapper: Contexto });
    await comprobarLimite(await screen.findByLabelText(rotulo), max);
  });

  // The tax ID was «NIF/CIF» in every country, and a Chilean's RUT was never checked.
  it('name the tax ID as the country given does, and check a Chilean RUT', async () => {
    api.guardarPerfilEmisor.mockClear();
    render(<EmisorPage />, { wrapper: Contexto });
    await userEvent.type(await screen.findByLabelText('Nombre o razón social'), 'Club Andino');
    await userEvent.type(screen.getByLabelText('País'), 'Chile');
    // A Chilean address has a comuna and a región, not a city and a province.
    expect(screen.getByLabelText('Comuna')).toBeTruthy();
    expect(screen.getByLabelText('Región')).toBeTruthy();
    expect(screen.queryByLabelText('Provincia')).toBeNull();
    await userEvent.type(screen.getByLabelText('RUT (opcional)'), '12.345.678-9');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(
      await screen.findByText(
        'Escribe un RUT chileno válido (por ejemplo 12.345.678-5), o indica el país si no es de Chile.',
      ),
    ).toBeTruthy();
    expect(api.guardarPerfilEmisor).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('País'));
    await userEvent.type(screen.getByLabelText('País'), 'Portugal');
    expect((screen.getByLabelText('Identificación fiscal (opcional)') as HTMLInputElement).value).toBe('12.345.678-9');
  });

  it('keep a usual currency and payment method, which a new receipt starts with', async () => {
    render(<EmisorPage />, { wrapper: Contexto });
    await userEvent.type(await screen.findByLabelText('Nombre o razón social'), 'Club Andino');
    await userEvent.selectOptions(screen.getByLabelText('Moneda habitual'), 'CLP');
    await userEvent.selectOptions(screen.getByLabelText('Método de pago habitual'), 'Bizum');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(api.guardarPerfilEmisor).toHaveBeenCalledWith(
      expect.objectContaining({ nombre: 'Club Andino', moneda: 'CLP', metodoPago: 'bizum' }),
    );
  });
});
