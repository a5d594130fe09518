import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { comprobarLimite } from 'tooling/limites';
import { describe, it, vi } from 'vitest';
import { LIMITES_PERFIL } from '../validacion';

vi.mock('../api/perfil', () => ({
  clavePerfil: ['perfil', 'emisor'],
  leerPerfilEmisor: vi.fn(async () => null),
  guardarPerfilEmisor: vi.fn(async () => {}),
}));
const { EmisorPage } = await import('./EmisorPage');

const Contexto = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
  </MemoryRouter>
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
});
