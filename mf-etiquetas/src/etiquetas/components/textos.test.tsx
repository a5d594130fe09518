// What the labels area says, in Spanish formatting, and the real reason a
// colour change failed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { AuthContext } from 'shared-firebase';
import { SWRConfig } from 'swr';
import { comprobarLimite } from 'tooling/limites';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Color, Etiqueta } from '../types';
import { DESCRIPCION_MAX, NOMBRE_MAX } from '../validacion';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const etiquetasApi = vi.hoisted(() => ({ listarEtiquetas: vi.fn() }));
const coloresApi = vi.hoisted(() => ({ listarColores: vi.fn(), actualizarColor: vi.fn() }));
vi.mock('../api/etiquetas', () => etiquetasApi);
vi.mock('../api/colores', async (importOriginal) => ({ ...(await importOriginal<object>()), ...coloresApi }));

const { EtiquetasProvider } = await import('../hooks/EtiquetasProvider');
const { ColorEditor } = await import('./ColorEditor');
const { ColorDialog } = await import('./ColorDialog');
const { EtiquetaDialog } = await import('./EtiquetaDialog');
const { default: EtiquetasPage } = await import('../pages/EtiquetasPage');

const t = new Date('2026-01-01');
const color: Color = { id: 'custom-111111eeeeee', background: '#111111', text: '#eeeeee', createdAt: t, updatedAt: t };
const etiqueta = (id: string, nombre: string): Etiqueta => ({
  id,
  nombre,
  color: color.id,
  createdAt: t,
  updatedAt: t,
});

function Contexto({ children }: { children: ReactNode }) {
  return (
    <AuthContext.Provider value={{ user: { uid: 'u1' } as User, loading: false, signOut: async () => {} }}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </AuthContext.Provider>
  );
}

afterEach(() => vi.clearAllMocks());

describe('Spanish formatting', () => {
  it('shows contrast ratios with a decimal comma', () => {
    const { rerender } = render(
      <ColorEditor value={{ background: '#1e40af', text: '#ffffff' }} onChange={() => {}} muestra="X" />,
    );
    expect(screen.getByText(/^Contraste/).textContent).toBe('Contraste 8,72:1. Cumple WCAG AA.');
    rerender(<ColorEditor value={{ background: '#777777', text: '#ffffff' }} onChange={() => {}} muestra="X" />);
    expect(screen.getByText(/^Contraste/).textContent).toBe(
      'Contraste 4,47:1. Por debajo de 4,5:1 (WCAG AA): el texto puede ser difícil de leer.',
    );
  });

  it('agrees "encontrada" with the number of labels found', async () => {
    etiquetasApi.listarEtiquetas.mockResolvedValue([
      etiqueta('e1', 'Agua'),
      etiqueta('e2', 'Aguacate'),
      etiqueta('e3', 'Luz'),
    ]);
    coloresApi.listarColores.mockResolvedValue([color]);
    render(<EtiquetasPage />, { wrapper: Contexto });
    const buscar = await screen.findByLabelText('Buscar etiquetas');
    await userEvent.type(buscar, 'luz');
    expect(await screen.findByText('1 etiqueta encontrada')).toBeTruthy();
    await userEvent.clear(buscar);
    await userEvent.type(buscar, 'agua');
    expect(await screen.findByText('2 etiquetas encontradas')).toBeTruthy();
    expect(screen.getByText('Usado por 3 etiquetas')).toBeTruthy();
  });
});

describe('a colour another session deleted', () => {
  it('says "Color no encontrado" instead of blaming the connection, and reloads the list', async () => {
    etiquetasApi.listarEtiquetas.mockResolvedValue([]);
    coloresApi.listarColores.mockResolvedValue([color]);
    const { ColorNoEncontrado } = await import('../api/colores');
    coloresApi.actualizarColor.mockRejectedValue(new ColorNoEncontrado());
    render(
      <EtiquetasProvider>
        <ColorDialog color={color} onClose={() => {}} />
      </EtiquetasProvider>,
      { wrapper: Contexto },
    );
    await vi.waitFor(() => expect(coloresApi.listarColores).toHaveBeenCalledTimes(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar color' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith(
      'Color no encontrado: se ha eliminado o cambiado en otra sesión. La lista se ha actualizado.',
    );
    await vi.waitFor(() => expect(coloresApi.listarColores).toHaveBeenCalledTimes(2));
  });
});

describe('the label form', () => {
  it.each([
    ['Nombre', NOMBRE_MAX],
    ['Descripción (opcional)', DESCRIPCION_MAX],
  ])('«%s» says near %i characters how many it holds, and past it how many are too many', async (rotulo, max) => {
    etiquetasApi.listarEtiquetas.mockResolvedValue([]);
    coloresApi.listarColores.mockResolvedValue([]);
    render(
      <EtiquetasProvider>
        <EtiquetaDialog open etiqueta={null} onClose={() => {}} />
      </EtiquetasProvider>,
      { wrapper: Contexto },
    );
    await comprobarLimite(await screen.findByLabelText(rotulo), max);
  });
});
