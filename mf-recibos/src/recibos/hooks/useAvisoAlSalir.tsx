import { type ReactNode, useCallback, useContext, useLayoutEffect, useRef, useState } from 'react';
import { ConfirmDialog } from 'shared-firebase';
import { UNSAFE_NavigationContext } from 'shared-firebase/router';

/** The part of the Navigation API used here (Chromium, Safari 26, Firefox 147); absent elsewhere. */
interface NavegacionDelNavegador {
  addEventListener(tipo: 'navigate', escucha: (evento: EventoDeNavegacion) => void): void;
  removeEventListener(tipo: 'navigate', escucha: (evento: EventoDeNavegacion) => void): void;
  traverseTo(clave: string): unknown;
}
interface EventoDeNavegacion extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string };
}

/**
 * Nothing typed is lost by leaving: while `sinGuardar`, moving to another page of the app (a link,
 * "Cancelar", Back where the browser lets a page ask) shows «¿Salir sin guardar?», and reloading,
 * closing the tab or leaving the site gets the browser's own question. `sinPreguntar` runs a save,
 * which answers whether it saved: the page it leads to is not asked about, and once saved nothing
 * is (the page moves on as a transition, and on a slow phone a link can be clicked before it has).
 *
 * Why not react-router's `useBlocker`: it needs a data router, which added 17 kB gzip to every
 * route (the /login budget is 175 kB). The app's router is a BrowserRouter, so in-app moves are
 * held at its navigator (push/replace), and Back through the Navigation API's cancelable
 * traversals where the browser has them.
 */
export function useAvisoAlSalir(sinGuardar: boolean): {
  dialogo: ReactNode;
  sinPreguntar: (guardar: () => Promise<boolean>) => Promise<boolean>;
} {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const libre = useRef(false);
  const [pendiente, setPendiente] = useState<(() => void) | null>(null);

  // A layout effect: the navigator is held in the same commit that makes the form unsaved, so no
  // click that follows the typing can slip past before a passive effect would run.
  useLayoutEffect(() => {
    if (!sinGuardar) return;
    const { push, replace } = navigator;
    const retener =
      (ir: typeof push): typeof push =>
      (...args) => {
        if (libre.current) return ir.apply(navigator, args);
        setPendiente(() => () => ir.apply(navigator, args));
      };
    navigator.push = retener(push);
    navigator.replace = retener(replace);
    const alSalir = (event: BeforeUnloadEvent) => {
      if (libre.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', alSalir);
    const navegacion = (window as unknown as { navigation?: NavegacionDelNavegador }).navigation;
    const alNavegar = (evento: EventoDeNavegacion) => {
      if (libre.current || evento.navigationType !== 'traverse' || !evento.cancelable) return;
      evento.preventDefault();
      const destino = evento.destination.key;
      setPendiente(() => () => navegacion?.traverseTo(destino));
    };
    navegacion?.addEventListener('navigate', alNavegar);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      window.removeEventListener('beforeunload', alSalir);
      navegacion?.removeEventListener('navigate', alNavegar);
    };
  }, [sinGuardar, navigator]);

  const sinPreguntar = useCallback(async (guardar: () => Promise<boolean>) => {
    libre.current = true;
    let guardado = false;
    try {
      guardado = await guardar();
      return guardado;
    } finally {
      libre.current = guardado;
    }
  }, []);

  // The form is being left: nothing more to ask (a traversal completes after this returns).
  const salir = () => {
    const ir = pendiente;
    setPendiente(null);
    libre.current = true;
    ir?.();
  };

  const dialogo = (
    <ConfirmDialog
      open={pendiente !== null}
      titulo="¿Salir sin guardar?"
      texto="Salir sin guardar"
      onConfirm={salir}
      onClose={() => setPendiente(null)}
    >
      <p>Lo que has escrito en este recibo se perderá.</p>
    </ConfirmDialog>
  );
  return { dialogo, sinPreguntar };
}
