import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { AuthContext } from 'shared-firebase';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Color, Etiqueta } from '../types';

const etiquetasApi = vi.hoisted(() => ({
  listarEtiquetas: vi.fn(),
  crearEtiqueta: vi.fn(),
  actualizarEtiqueta: vi.fn(),
  eliminarEtiqueta: vi.fn(),
}));
const coloresApi = vi.hoisted(() => ({
  listarColores: vi.fn(),
  crearColor: vi.fn(),
  actualizarColor: vi.fn(),
  eliminarColor: vi.fn(),
}));
vi.mock('../api/etiquetas', () => etiquetasApi);
vi.mock('../api/colores', () => coloresApi);

const { EtiquetasProvider, useEtiquetas } = await import('./EtiquetasProvider');
const { EtiquetaPicker } = await import('../components/EtiquetaPicker');

const t = new Date('2026-01-01');
const rojo: Etiqueta = { id: 'e1', nombre: 'Luz', color: 'custom-111111eeeeee', createdAt: t, updatedAt: t };
const azul: Etiqueta = { id: 'e2', nombre: 'Agua', color: 'bg-sky-100 text-sky-800', createdAt: t, updatedAt: t };
const custom: Color = { id: 'custom-111111eeeeee', background: '#111111', text: '#eeeeee', createdAt: t, updatedAt: t };

// SWR's first retry after an error would come within 10–30 ms (its default is ~5 s), so a test
// that waits 300 ms sees one if the provider allowed it.
const RETRY_MS = 10;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AuthContext.Provider value={{ user: { uid: 'u1' } as User, loading: false, signOut: async () => {} }}>
      <SWRConfig value={{ provider: () => new Map(), errorRetryInterval: RETRY_MS }}>
        <EtiquetasProvider>{children}</EtiquetasProvider>
      </SWRConfig>
    </AuthContext.Provider>
  );
}

afterEach(() => vi.clearAllMocks());

async function loaded() {
  etiquetasApi.listarEtiquetas.mockResolvedValue([azul, rojo]);
  coloresApi.listarColores.mockResolvedValue([custom]);
  const hook = renderHook(() => useEtiquetas(), { wrapper });
  await waitFor(() => expect(hook.result.current.etiquetas).toHaveLength(2));
  return hook;
}

describe('useEtiquetas', () => {
  it('fails clearly outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useEtiquetas())).toThrow(
      'useEtiquetas debe ser usado dentro de un EtiquetasProvider',
    );
  });

  it('loads once and updates the local list after each change without refetching', async () => {
    const { result } = await loaded();
    etiquetasApi.crearEtiqueta.mockResolvedValue({ ...azul, id: 'e3', nombre: 'Banco' });
    await act(() => result.current.crearEtiqueta({ nombre: 'Banco', color: azul.color }));
    expect(result.current.etiquetas.map((e) => e.nombre)).toEqual(['Agua', 'Banco', 'Luz']);

    coloresApi.actualizarColor.mockResolvedValue({
      color: { ...custom, id: 'custom-222222dddddd', background: '#222222', text: '#dddddd' },
      etiquetasMovidas: ['e1'],
    });
    await act(() => result.current.actualizarColor(custom.id, { background: '#222222', text: '#dddddd' }));
    expect(result.current.etiquetas.find((e) => e.id === 'e1')?.color).toBe('custom-222222dddddd');
    expect(result.current.colores.map((c) => c.id)).toEqual(['custom-222222dddddd']);

    coloresApi.eliminarColor.mockResolvedValue(['e1']);
    await act(() => result.current.eliminarColor('custom-222222dddddd'));
    expect(result.current.etiquetas.find((e) => e.id === 'e1')?.color).toBe('bg-slate-100 text-slate-800');
    expect(result.current.colores).toEqual([]);

    etiquetasApi.eliminarEtiqueta.mockResolvedValue(undefined);
    await act(() => result.current.eliminarEtiqueta('e2'));
    expect(result.current.etiquetas.map((e) => e.id)).toEqual(['e3', 'e1']);

    expect(etiquetasApi.listarEtiquetas).toHaveBeenCalledTimes(1);
    expect(coloresApi.listarColores).toHaveBeenCalledTimes(1);
  });

  // Two writes at once (a dialog closed while its save is pending, then another change): each
  // result lands on the list as it is when that write ends, and neither is lost.
  it('keeps the result of every write when two overlap', async () => {
    const { result } = await loaded();
    let terminarPrimera: (etiqueta: Etiqueta) => void = () => {};
    etiquetasApi.crearEtiqueta.mockImplementationOnce(() => new Promise((r) => (terminarPrimera = r)));
    let primera: Promise<unknown> = Promise.resolve();
    act(() => {
      primera = result.current.crearEtiqueta({ nombre: 'Banco', color: azul.color });
    });
    etiquetasApi.crearEtiqueta.mockResolvedValueOnce({ ...azul, id: 'e4', nombre: 'Casa' });
    await act(() => result.current.crearEtiqueta({ nombre: 'Casa', color: azul.color }));
    await act(async () => {
      terminarPrimera({ ...azul, id: 'e3', nombre: 'Banco' });
      await primera;
    });
    expect(result.current.etiquetas.map((e) => e.nombre)).toEqual(['Agua', 'Banco', 'Casa', 'Luz']);
  });

  it('keeps the list as it was when an operation fails, and rethrows', async () => {
    const { result } = await loaded();
    etiquetasApi.eliminarEtiqueta.mockRejectedValue(new Error('sin red'));
    await expect(act(() => result.current.eliminarEtiqueta('e1'))).rejects.toThrow('sin red');
    expect(result.current.etiquetas.map((e) => e.id)).toEqual(['e2', 'e1']);
  });

  it('does not retry a failed load', async () => {
    // A controlled clock: a minute passes at once, far beyond any retry SWR would schedule.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      etiquetasApi.listarEtiquetas.mockRejectedValue(new Error('caído'));
      coloresApi.listarColores.mockResolvedValue([]);
      const { result } = renderHook(() => useEtiquetas(), { wrapper });
      await waitFor(() => expect(result.current.error?.message).toBe('caído'));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(etiquetasApi.listarEtiquetas).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not refetched when the window regains focus or the network comes back', async () => {
    // Past SWR's deduplication (2 s) and focus throttle (5 s) first, or they alone would hide a
    // refetch the provider allowed.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await loaded();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
        document.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(etiquetasApi.listarEtiquetas).toHaveBeenCalledTimes(1);
      expect(coloresApi.listarColores).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('EtiquetaPicker', () => {
  it('selects several labels with the keyboard', async () => {
    etiquetasApi.listarEtiquetas.mockResolvedValue([azul, rojo]);
    coloresApi.listarColores.mockResolvedValue([custom]);
    const onChange = vi.fn();
    render(<EtiquetaPicker value={['e2', 'borrada']} onChange={onChange} />, { wrapper });
    const luz = await screen.findByRole('checkbox', { name: 'Luz' });
    expect(screen.getByRole('checkbox', { name: 'Agua' })).toHaveProperty('checked', true);
    luz.focus();
    await userEvent.keyboard(' ');
    // Ids of labels that no longer exist are dropped.
    expect(onChange).toHaveBeenCalledWith(['e2', 'e1']);
  });

  // A failed load said "Aún no tienes etiquetas", as if there were none.
  it('says the labels could not be loaded, and retries on request', async () => {
    etiquetasApi.listarEtiquetas.mockRejectedValueOnce(new Error('caído')).mockResolvedValue([azul]);
    coloresApi.listarColores.mockResolvedValue([]);
    render(<EtiquetaPicker value={[]} onChange={() => {}} />, { wrapper });
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain('No se pudieron cargar tus etiquetas.');
    expect(screen.queryByText(/Aún no tienes etiquetas/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('checkbox', { name: 'Agua' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(etiquetasApi.listarEtiquetas).toHaveBeenCalledTimes(2);
  });
});
