import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentSnapshot } from 'shared-firebase/firestore';
import useSWR, { useSWRConfig } from 'swr';
import { type FiltrosRecibos, listarRecibos, obtenerRecibo, type Totales, totalesRecibos } from '../api/recibos';
import type { Recibo } from '../types';

const CLAVES_DE_RECIBOS = new Set(['recibo', 'recibos-totales', 'inicio-mes', 'inicio-ultimos']);

/** After a receipt changes, every cached view of receipts (totals, Inicio, detail) reloads. */
export function useInvalidarRecibos(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && CLAVES_DE_RECIBOS.has(String(key[0])));
}

export function useRecibo(id: string | undefined) {
  return useSWR<Recibo | null>(id ? ['recibo', id] : null, () => obtenerRecibo(id as string));
}

export function useTotales(filtros: FiltrosRecibos) {
  return useSWR<Totales>(['recibos-totales', JSON.stringify(filtros)], () => totalesRecibos(filtros));
}

interface Lista {
  recibos: Recibo[];
  cursor: DocumentSnapshot | null;
  cargando: boolean;
  error: Error | null;
}

/** Pages of receipts for the filters, loaded on demand ("Cargar más"), newest first. */
export function useListaRecibos(filtros: FiltrosRecibos) {
  const clave = JSON.stringify(filtros);
  const [lista, setLista] = useState<Lista>({ recibos: [], cursor: null, cargando: true, error: null });
  // Only the newest request may write: a slow answer for old filters is dropped.
  const ultima = useRef(0);

  const cargar = useCallback(
    async (cursor: DocumentSnapshot | null, reemplazar: boolean) => {
      const esta = ++ultima.current;
      setLista((l) => ({ ...l, cargando: true, error: null }));
      try {
        const pagina = await listarRecibos(JSON.parse(clave) as FiltrosRecibos, cursor);
        if (esta !== ultima.current) return;
        setLista((l) => ({
          recibos: reemplazar ? pagina.recibos : [...l.recibos, ...pagina.recibos],
          cursor: pagina.cursor,
          cargando: false,
          error: null,
        }));
      } catch (error) {
        if (esta === ultima.current) setLista((l) => ({ ...l, cargando: false, error: error as Error }));
      }
    },
    [clave],
  );

  useEffect(() => {
    void cargar(null, true);
  }, [cargar]);

  return {
    ...lista,
    hayMas: lista.cursor !== null,
    cargarMas: () => cargar(lista.cursor, false),
    recargar: () => cargar(null, true),
  };
}
