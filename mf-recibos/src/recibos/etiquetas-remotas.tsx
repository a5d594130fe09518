import { loadRemote } from '@module-federation/enhanced/runtime';
// What mf-etiquetas exposes as './Etiquetas' (loaded at run time, remote to remote), typed by its
// contract: an incompatible change there fails this package's type check.
import type { EtiquetasKit } from 'mf-etiquetas/contrato';
import { createContext, type ReactNode, Suspense, use, useContext, useState } from 'react';
import { Cargando } from 'shared-firebase';
import estilos from './recibos.module.css';

/** Receipts keep working when mf-etiquetas is down: no labels shown or offered. */
const SIN_ETIQUETAS: EtiquetasKit = {
  EtiquetasProvider: ({ children }) => <>{children}</>,
  useEtiquetas: () => ({ etiquetas: [], isLoading: false }),
  EtiquetaBadge: () => null,
  EtiquetaPicker: () => (
    <p className="ui-hint" role="status">
      Las etiquetas no están disponibles en este momento.
    </p>
  ),
};

let cargando: Promise<EtiquetasKit> | null = null;

/** mf-etiquetas' kit, loaded once; after a failure, the next call tries again. */
function cargarKit(): Promise<EtiquetasKit> {
  cargando ??= loadRemote<EtiquetasKit>('mf_etiquetas/Etiquetas')
    .then((kit) => kit ?? SIN_ETIQUETAS)
    .catch((error: unknown) => {
      console.error('No se pudo cargar mf-etiquetas:', error);
      cargando = null;
      return SIN_ETIQUETAS;
    });
  return cargando;
}

const KitContext = createContext<EtiquetasKit>(SIN_ETIQUETAS);

export function useEtiquetasKit(): EtiquetasKit {
  return useContext(KitContext);
}

function ConKit({ kit, children }: { kit: Promise<EtiquetasKit>; children: ReactNode }) {
  const cargado = use(kit);
  return (
    <KitContext.Provider value={cargado}>
      <cargado.EtiquetasProvider>{children}</cargado.EtiquetasProvider>
    </KitContext.Provider>
  );
}

/**
 * Loads mf-etiquetas' provider, picker and badge once for the receipts area. One attempt per visit
 * (held outside the Suspense boundary): a re-render never starts another, which would suspend the
 * area again and unmount what is being typed; a failed load is tried again on the next visit.
 */
export function EtiquetasRemotas({ children }: { children: ReactNode }) {
  const [kit] = useState(cargarKit);
  return (
    <Suspense fallback={<Cargando />}>
      <ConKit kit={kit}>{children}</ConKit>
    </Suspense>
  );
}

/** Badges of a receipt's labels; ids of labels that no longer exist are skipped. */
export function EtiquetasDeRecibo({ ids }: { ids: readonly string[] }) {
  const { useEtiquetas, EtiquetaBadge } = useEtiquetasKit();
  const { etiquetas } = useEtiquetas();
  const visibles = etiquetas.filter((e) => ids.includes(e.id));
  if (visibles.length === 0) return null;
  return (
    <span className={estilos.recEtiquetas}>
      {visibles.map((etiqueta) => (
        <EtiquetaBadge key={etiqueta.id} etiqueta={etiqueta} />
      ))}
    </span>
  );
}

/**
 * Ids of the user's existing labels, to drop deleted ones on save; undefined when they cannot be
 * known (mf-etiquetas down, still loading, or its load failed), so nothing is dropped by mistake.
 */
export function useIdsEtiquetasExistentes(): ReadonlySet<string> | undefined {
  const kit = useEtiquetasKit();
  const { etiquetas, isLoading, error } = kit.useEtiquetas();
  if (kit === SIN_ETIQUETAS || isLoading || error) return undefined;
  return new Set(etiquetas.map((e) => e.id));
}
