import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ listarRecibos: vi.fn() }));
vi.mock('../api/recibos', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const { useListaRecibos } = await import('./useRecibos');

const envoltorio = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);
const recibo = (id: string) => ({ id }) as never;
const cursor = { id: 'ultimo-de-la-1' };

afterEach(() => vi.clearAllMocks());

describe('useListaRecibos (useSWRInfinite)', () => {
  it('loads the first page, the next on demand after its cursor, and says when there are no more', async () => {
    api.listarRecibos
      .mockResolvedValueOnce({ recibos: [recibo('a'), recibo('b')], cursor })
      .mockResolvedValueOnce({ recibos: [recibo('c')], cursor: null });
    const { result } = renderHook(() => useListaRecibos({ estado: 'emitido' }), { wrapper: envoltorio });
    await waitFor(() => expect(result.current.recibos.map((r) => r.id)).toEqual(['a', 'b']));
    expect(result.current.hayMas).toBe(true);
    expect(api.listarRecibos).toHaveBeenLastCalledWith({ estado: 'emitido' }, null);

    await act(() => result.current.cargarMas());
    await waitFor(() => expect(result.current.recibos.map((r) => r.id)).toEqual(['a', 'b', 'c']));
    expect(api.listarRecibos).toHaveBeenLastCalledWith({ estado: 'emitido' }, cursor);
    expect(result.current.hayMas).toBe(false);
    expect(result.current.cargando).toBe(false);
  });

  it('other filters are another list; a failure is reported for a retry', async () => {
    api.listarRecibos
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValue({ recibos: [recibo('z')], cursor: null });
    const { result, rerender } = renderHook(({ texto }) => useListaRecibos({ texto }), {
      wrapper: envoltorio,
      initialProps: { texto: 'ana' },
    });
    await waitFor(() => expect(result.current.error?.message).toBe('sin red'));
    await act(() => result.current.recargar());
    await waitFor(() => expect(result.current.recibos.map((r) => r.id)).toEqual(['z']));
    rerender({ texto: 'beto' });
    await waitFor(() => expect(api.listarRecibos).toHaveBeenLastCalledWith({ texto: 'beto' }, null));
  });
});
