import { type ReactNode, useCallback, useRef } from 'react';
import { ConfirmDialog } from 'shared-firebase';
import { useBeforeUnload, useBlocker } from 'shared-firebase/router';

/**
 * Nothing typed is lost by leaving: while `sinGuardar`, moving to another page (a link, Back,
 * "Cancelar") asks first, and reloading or closing the tab gets the browser's own question.
 * `sinPreguntar` runs a save: the page it leads to is not asked about.
 */
export function useAvisoAlSalir(sinGuardar: boolean): {
  dialogo: ReactNode;
  sinPreguntar: <T>(accion: () => Promise<T>) => Promise<T>;
} {
  const guardando = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      sinGuardar && !guardando.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!sinGuardar) return;
        event.preventDefault();
        // Older browsers ask only when returnValue is set.
        event.returnValue = '';
      },
      [sinGuardar],
    ),
  );
  const sinPreguntar = useCallback(async <T,>(accion: () => Promise<T>) => {
    guardando.current = true;
    try {
      return await accion();
    } finally {
      guardando.current = false;
    }
  }, []);
  const dialogo = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="¿Salir sin guardar?"
      confirmLabel="Salir sin guardar"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <p>Lo que has escrito en este recibo se perderá.</p>
    </ConfirmDialog>
  );
  return { dialogo, sinPreguntar };
}
