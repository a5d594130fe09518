import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useAuth } from 'shared-firebase';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { claves } from '../api/claves';
import * as coloresApi from '../api/colores';
import * as etiquetasApi from '../api/etiquetas';
import { DEFAULT_COLOR_ID } from '../colores';
import type { Color, ColorInput, Etiqueta, EtiquetaInput } from '../types';

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

const VACIO: EtiquetasData = { etiquetas: [], colores: [] };

/**
 * A change goes through SWR's mutation hook on the data's key (the write, its pending state), then
 * its result updates the cached lists without a refetch, as the data loads only once. The update is
 * applied to the lists as they are when the write ends: two writes that overlap both land (SWR's
 * own populateCache would keep only the later one's). A failed write leaves the cache as it was
 * and rethrows.
 */
function useCambiar() {
  const { mutate } = useSWRConfig();
  const { trigger } = useSWRMutation<unknown, Error, string, () => Promise<unknown>>(
    claves.etiquetas(),
    (_clave, { arg: escribir }) => escribir(),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
  return useCallback(
    async <R,>(escribir: () => Promise<R>, aplicar: (resultado: R, actual: EtiquetasData) => EtiquetasData) => {
      const resultado = (await trigger(escribir)) as R;
      await mutate<EtiquetasData>(claves.etiquetas(), (actual) => aplicar(resultado, actual ?? VACIO), {
        revalidate: false,
      });
      return resultado;
    },
    [trigger, mutate],
  );
}

/**
 * Holds the signed-in user's labels and colours under the SWR key '/etiquetas', read once.
 * Every change updates the cached lists without refetching. The shell gives each user a fresh
 * SWR cache.
 */
export function EtiquetasProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useSWR<EtiquetasData, Error>(
    user ? claves.etiquetas() : null,
    cargar,
    ETIQUETAS_SWR_OPTIONS,
  );
  const cambiar = useCambiar();

  const value = useMemo<EtiquetasContextValue>(
    () => ({
      etiquetas: data?.etiquetas ?? [],
      colores: data?.colores ?? [],
      isLoading,
      error,
      recargar: () => mutate(),
      crearEtiqueta: (input) =>
        cambiar(
          () => etiquetasApi.crearEtiqueta(input),
          (etiqueta, d) => ({ ...d, etiquetas: [...d.etiquetas, etiqueta].sort(porNombre) }),
        ),
      actualizarEtiqueta: async (id, input) => {
        await cambiar(
          () => etiquetasApi.actualizarEtiqueta(id, input),
          ({ descripcion, ...campos }, d) => ({
            ...d,
            etiquetas: d.etiquetas
              .map((e) => {
                if (e.id !== id) return e;
                const { descripcion: _anterior, ...resto } = e;
                return descripcion ? { ...resto, ...campos, descripcion } : { ...resto, ...campos };
              })
              .sort(porNombre),
          }),
        );
      },
      eliminarEtiqueta: (id) =>
        cambiar(
          () => etiquetasApi.eliminarEtiqueta(id),
          (_nada, d) => ({ ...d, etiquetas: d.etiquetas.filter((e) => e.id !== id) }),
        ),
      crearColor: (input) =>
        cambiar(
          () => coloresApi.crearColor(input),
          (color, d) => ({ ...d, colores: [...d.colores.filter((c) => c.id !== color.id), color] }),
        ),
      actualizarColor: async (id, input) => {
        const { color } = await cambiar(
          () => coloresApi.actualizarColor(id, input),
          ({ color }, d) => {
            // One time for every label the change moved, as the write gave them one.
            const ahora = new Date();
            return {
              colores: [...d.colores.filter((c) => c.id !== id && c.id !== color.id), color],
              etiquetas: d.etiquetas.map((e) => (e.color === id ? { ...e, color: color.id, updatedAt: ahora } : e)),
            };
          },
        );
        return color;
      },
      eliminarColor: async (id) => {
        await cambiar(
          () => coloresApi.eliminarColor(id),
          (_movidas, d) => {
            const ahora = new Date();
            return {
              colores: d.colores.filter((c) => c.id !== id),
              etiquetas: d.etiquetas.map((e) =>
                e.color === id ? { ...e, color: DEFAULT_COLOR_ID, updatedAt: ahora } : e,
              ),
            };
          },
        );
      },
    }),
    [data, error, isLoading, cambiar, mutate],
  );

  return <EtiquetasContext.Provider value={value}>{children}</EtiquetasContext.Provider>;
}

export function useEtiquetas(): EtiquetasContextValue {
  const value = useContext(EtiquetasContext);
  if (!value) throw new Error('useEtiquetas debe ser usado dentro de un EtiquetasProvider');
  return value;
}
