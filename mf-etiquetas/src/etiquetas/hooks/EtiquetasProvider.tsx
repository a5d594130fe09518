import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useAuth } from 'shared-firebase';
import useSWR, { type SWRConfiguration } from 'swr';
import * as coloresApi from '../api/colores';
import * as etiquetasApi from '../api/etiquetas';
import { DEFAULT_COLOR_ID } from '../colores';
import type { Color, ColorInput, Etiqueta, EtiquetaInput } from '../types';

export const ETIQUETAS_KEY = '/etiquetas';

/** Labels and colours load once: no interval, focus or reconnect revalidation, no retry (docs/producto.md, Etiquetas y colores). */
export const ETIQUETAS_SWR_OPTIONS = {
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // The shell's global `revalidateOnMount: true` would refetch at every mount of a labels area
  // (each visit to Etiquetas or Recibos) and wins over revalidateIfStale; undefined lets SWR load
  // only when nothing is cached yet.
  revalidateOnMount: undefined,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} satisfies SWRConfiguration;

export interface EtiquetasData {
  etiquetas: Etiqueta[];
  colores: Color[];
}

export interface EtiquetasContextValue extends EtiquetasData {
  isLoading: boolean;
  error: Error | undefined;
  /** Loads again after a failed load (nothing reloads by itself). */
  recargar: () => Promise<unknown>;
  crearEtiqueta: (input: EtiquetaInput) => Promise<Etiqueta>;
  actualizarEtiqueta: (id: string, input: EtiquetaInput) => Promise<void>;
  eliminarEtiqueta: (id: string) => Promise<void>;
  crearColor: (input: ColorInput) => Promise<Color>;
  actualizarColor: (id: string, input: ColorInput) => Promise<Color>;
  eliminarColor: (id: string) => Promise<void>;
}

const EtiquetasContext = createContext<EtiquetasContextValue | null>(null);

async function cargar(): Promise<EtiquetasData> {
  const [etiquetas, colores] = await Promise.all([etiquetasApi.listarEtiquetas(), coloresApi.listarColores()]);
  return { etiquetas, colores };
}

const porNombre = (a: Etiqueta, b: Etiqueta) => a.nombre.localeCompare(b.nombre, 'es');

/**
 * Holds the signed-in user's labels and colours under the SWR key '/etiquetas'. Every change
 * updates the local list without refetching. The shell gives each user a fresh SWR cache.
 */
export function EtiquetasProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useSWR<EtiquetasData, Error>(
    user ? ETIQUETAS_KEY : null,
    cargar,
    ETIQUETAS_SWR_OPTIONS,
  );

  const local = useCallback(
    (cambio: (actual: EtiquetasData) => EtiquetasData) =>
      mutate((actual) => cambio(actual ?? { etiquetas: [], colores: [] }), { revalidate: false }),
    [mutate],
  );

  const value = useMemo<EtiquetasContextValue>(
    () => ({
      etiquetas: data?.etiquetas ?? [],
      colores: data?.colores ?? [],
      isLoading,
      error,
      recargar: () => mutate(),
      async crearEtiqueta(input) {
        const etiqueta = await etiquetasApi.crearEtiqueta(input);
        await local((d) => ({ ...d, etiquetas: [...d.etiquetas, etiqueta].sort(porNombre) }));
        return etiqueta;
      },
      async actualizarEtiqueta(id, input) {
        const { descripcion, ...campos } = await etiquetasApi.actualizarEtiqueta(id, input);
        await local((d) => ({
          ...d,
          etiquetas: d.etiquetas
            .map((e) => {
              if (e.id !== id) return e;
              const { descripcion: _anterior, ...resto } = e;
              return descripcion ? { ...resto, ...campos, descripcion } : { ...resto, ...campos };
            })
            .sort(porNombre),
        }));
      },
      async eliminarEtiqueta(id) {
        await etiquetasApi.eliminarEtiqueta(id);
        await local((d) => ({ ...d, etiquetas: d.etiquetas.filter((e) => e.id !== id) }));
      },
      async crearColor(input) {
        const color = await coloresApi.crearColor(input);
        await local((d) => ({ ...d, colores: [...d.colores.filter((c) => c.id !== color.id), color] }));
        return color;
      },
      async actualizarColor(id, input) {
        const { color } = await coloresApi.actualizarColor(id, input);
        const now = new Date();
        await local((d) => ({
          colores: [...d.colores.filter((c) => c.id !== id && c.id !== color.id), color],
          etiquetas: d.etiquetas.map((e) => (e.color === id ? { ...e, color: color.id, updatedAt: now } : e)),
        }));
        return color;
      },
      async eliminarColor(id) {
        await coloresApi.eliminarColor(id);
        const now = new Date();
        await local((d) => ({
          colores: d.colores.filter((c) => c.id !== id),
          etiquetas: d.etiquetas.map((e) => (e.color === id ? { ...e, color: DEFAULT_COLOR_ID, updatedAt: now } : e)),
        }));
      },
    }),
    [data, error, isLoading, local, mutate],
  );

  return <EtiquetasContext.Provider value={value}>{children}</EtiquetasContext.Provider>;
}

export function useEtiquetas(): EtiquetasContextValue {
  const value = useContext(EtiquetasContext);
  if (!value) throw new Error('useEtiquetas debe ser usado dentro de un EtiquetasProvider');
  return value;
}
