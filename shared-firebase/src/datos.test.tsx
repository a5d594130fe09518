import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const { useAccion } = await import('./datos');

const envoltorio = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

afterEach(() => vi.clearAllMocks());

describe('useAccion', () => {
  it('is pending while the action runs, then toasts its success', async () => {
    const { result } = renderHook(() => useAccion(), { wrapper: envoltorio });
    let terminar: (valor: number) => void = () => {};
    let fin: Promise<unknown> = Promise.resolve();
    act(() => {
      fin = result.current.ejecutar(() => new Promise<number>((r) => (terminar = r)), {
        exito: (n) => `Hecho: ${n}`,
        fallo: 'No',
      });
    });
    expect(result.current.pendiente).toBe(true);
    await act(async () => {
      terminar(3);
      expect(await fin).toEqual({ ok: true, resultado: 3 });
    });
    expect(result.current.pendiente).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Hecho: 3');
  });

  it('never throws: a failure toasts its reason and is returned', async () => {
    const { result } = renderHook(() => useAccion(), { wrapper: envoltorio });
    const error = new Error('Color no encontrado');
    let resultado: unknown;
    await act(async () => {
      resultado = await result.current.ejecutar(() => Promise.reject(error), {
        exito: 'Sí',
        fallo: (e) => `Motivo: ${(e as Error).message}`,
      });
    });
    expect(resultado).toEqual({ ok: false, error });
    expect(toast.error).toHaveBeenCalledWith('Motivo: Color no encontrado');
    expect(toast.success).not.toHaveBeenCalled();
    expect(result.current.pendiente).toBe(false);
  });
});
