import { type ComponentType, startTransition, useEffect, useState } from 'react';

/**
 * Code that loads on first use, like React.lazy but without Suspense: React 19 throttles
 * revealing resolved Suspense boundaries (~300 ms each), and the shell's areas nest (session →
 * data → remote page), which delayed the first paint of signed-in pages by ~400 ms.
 */
export interface Diferido<P> {
  /** Starts the load (again, after a failure); every caller shares one load. */
  precargar(): Promise<void>;
  cargado(): ComponentType<P> | null;
}

export function diferido<P>(cargar: () => Promise<{ default: ComponentType<P> }>): Diferido<P> {
  let componente: ComponentType<P> | null = null;
  let carga: Promise<void> | null = null;
  return {
    precargar() {
      carga ??= cargar().then(
        (modulo) => {
          componente = modulo.default;
        },
        (error: unknown) => {
          carga = null; // a later mount tries again
          throw error;
        },
      );
      return carga;
    },
    cargado: () => componente,
  };
}

/**
 * The component once loaded, else null (and the load starts). A failed load is thrown to the
 * nearest error boundary, as React.lazy's would be.
 */
export function useDiferido<P>(diferido: Diferido<P>): ComponentType<P> | null {
  const [componente, setComponente] = useState(() => diferido.cargado());
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (componente) return;
    let activo = true;
    diferido.precargar().then(
      // Mounting a whole page or zone: in slices, not one long task.
      () => activo && startTransition(() => setComponente(() => diferido.cargado())),
      (causa: unknown) => activo && setError(causa),
    );
    return () => {
      activo = false;
    };
  }, [diferido, componente]);
  if (error) throw error;
  return componente;
}
