import type { Papel } from 'dominio-recibos';
import { useAuth } from 'shared-firebase';
import { useLibroElegido } from 'shared-firebase/libro';
import useSWR from 'swr';
import { type Acceso, misAccesos } from '../api/personas';

export const claveMisAccesos = ['libro', 'mis-accesos'] as const;

export interface LibroActual {
  /** The book's owner uid. */
  libro: string;
  /** Whether it is the signed-in person's own book. */
  propio: boolean;
  /** Their part in it; undefined while their accesses load (nothing is offered meanwhile). */
  papel: Papel | undefined;
  /** Its name as the invitation gave it (another's book). */
  nombre: string | undefined;
  /** The books they keep with others; undefined while loading. */
  accesos: Acceso[] | undefined;
  /** Why their accesses could not be read, if so. */
  error: unknown;
  /** Reads their accesses again. */
  releer: () => Promise<unknown>;
}

/**
 * The book the signed-in person works in and their part in it. Their accesses are read afresh on
 * every page that asks (SWR revalidates on mount): a revocation shows at their next step.
 */
export function useLibro(): LibroActual {
  const uid = useAuth().user?.uid ?? '';
  const libro = useLibroElegido() ?? uid;
  const { data: accesos, error, mutate } = useSWR(uid ? claveMisAccesos : null, misAccesos);
  const propio = libro === uid;
  const acceso = accesos?.find((a) => a.libro === libro);
  return {
    libro,
    propio,
    papel: propio ? 'propietario' : acceso?.rol,
    nombre: acceso?.nombreDelLibro,
    accesos,
    error,
    releer: mutate,
  };
}

/** Whether the signed-in person owns the book: edits and deletes receipts, its details, payers, plans, people. */
export const useEsPropietario = (): boolean => useLibro().papel === 'propietario';

/** Whether they issue in it (its owner, or «Emisión»): issue, duplicate, correct, share, send, void. */
export function usePuedeEmitir(): boolean {
  const { papel } = useLibro();
  return papel === 'propietario' || papel === 'emision';
}
