// shared-firebase/datos: the hooks on SWR every remote uses — how a user action runs (pending,
// then a toast; useSWRMutation), how a list is read a page at a time (useSWRInfinite) and whether
// the user is an admin (useSWR on the ID token). Not a
// federation-shared entry: it holds no state of its own (SWR's cache and sonner's queue, the
// shared singletons, do), so each remote that uses it bundles these few hundred bytes rather than
// the page fetching one more shared module.
import { useId } from 'react';
import { toast } from 'sonner';
import useSWRInfinite from 'swr/infinite';
import useSWRMutation from 'swr/mutation';

export { useEsAdmin, useEsAdminRecordado } from './es-admin';

export interface OpcionesAccion<T> {
  /** The success toast: a text, or made from the result. None if left out. */
  exito?: string | ((resultado: T) => string);
  /**
   * The failure toast: a text, or made from the error (the real reason when it is known; none
   * when it says nothing, e.g. the user cancelled). Left out, the caller shows the failure itself
   * (a form's message under its field).
   */
  fallo?: string | ((error: unknown) => string | undefined);
}

export type ResultadoAccion<T> = { ok: true; resultado: T } | { ok: false; error: unknown };

/**
 * `ejecutar(trabajo, opciones)` runs one action (a save, a deletion, a share…), with `pendiente`
 * true meanwhile, and says how it went in a toast. It never throws: the result says whether it
 * worked, so the caller can close a dialog or keep it open.
 */
export function useAccion() {
  const id = useId();
  const { trigger, isMutating } = useSWRMutation(
    ['accion', id],
    (_clave, { arg }: { arg: () => Promise<unknown> }) => arg(),
    { populateCache: false, revalidate: false, throwOnError: true },
  );
  async function ejecutar<T>(trabajo: () => Promise<T>, opciones: OpcionesAccion<T>): Promise<ResultadoAccion<T>> {
    try {
      const resultado = (await trigger(trabajo)) as T;
      if (opciones.exito)
        toast.success(typeof opciones.exito === 'function' ? opciones.exito(resultado) : opciones.exito);
      return { ok: true, resultado };
    } catch (error) {
      const texto = typeof opciones.fallo === 'function' ? opciones.fallo(error) : opciones.fallo;
      if (texto) toast.error(texto);
      return { ok: false, error };
    }
  }
  return { ejecutar, pendiente: isMutating };
}

/** One page of a list: its items, and where the next page starts (null: the last page). */
export interface Pagina<T, C> {
  items: T[];
  cursor: C | null;
}

/**
 * A list read a page at a time ("Cargar más") with SWR's useSWRInfinite. `clave` is the list's
 * SWR key (one per set of filters); a page's key is [clave, the cursor it starts after].
 * `leer(cursor)` reads the page after `cursor` (null: the first).
 */
export function usePaginas<T, C>(clave: readonly unknown[], leer: (cursor: C | null) => Promise<Pagina<T, C>>) {
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<Pagina<T, C>, Error>(
    (indice, anterior: Pagina<T, C> | null) =>
      indice > 0 && !anterior?.cursor ? null : ([clave, anterior?.cursor ?? null] as const),
    ([, cursor]: readonly [unknown, C | null]) => leer(cursor),
    { revalidateFirstPage: false },
  );
  const paginas = data ?? [];
  return {
    items: paginas.flatMap((p) => p.items),
    cargando: isLoading || paginas.length < size,
    error: error ?? null,
    hayMas: Boolean(paginas.at(-1)?.cursor),
    cargarMas: () => setSize(size + 1),
    recargar: () => mutate(),
  };
}
