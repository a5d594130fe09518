import { useEffect, useState } from 'react';
import estilos from '../layout/layout.module.css';
import { MARGEN_AVISOS } from './toaster-config';

/**
 * The room the toasts take, just below the header and sticky with it: as tall as the toasts
 * shown (nothing when there are none). The page moves down while a toast is shown instead of
 * lying under it, so a toast never covers a button, a link or a field, at any width or scroll.
 */
export function ZonaDeAvisos() {
  const alto = useAltoDeLosAvisos();
  return <div aria-hidden="true" className={estilos.shellAvisos} style={{ height: alto }} />;
}

/**
 * The height of the toasts shown, from what sonner writes on each one (its place in the stack,
 * --offset, and its own height): where they will rest, not where an animation has them now.
 */
export function altoDeLosAvisos(raiz: ParentNode = document): number {
  let fondo = 0;
  for (const aviso of raiz.querySelectorAll<HTMLElement>(
    '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])',
  )) {
    const desplazamiento = Number.parseFloat(aviso.style.getPropertyValue('--offset')) || 0;
    fondo = Math.max(fondo, desplazamiento + aviso.offsetHeight);
  }
  return fondo > 0 ? Math.ceil(fondo) + 2 * MARGEN_AVISOS : 0;
}

function useAltoDeLosAvisos() {
  const [alto, setAlto] = useState(0);
  useEffect(() => {
    let pendiente = 0;
    const medir = () => {
      cancelAnimationFrame(pendiente);
      pendiente = requestAnimationFrame(() => setAlto(altoDeLosAvisos()));
    };
    // Toasts come and go anywhere under <body> (the toaster is the shell's, outside the layout).
    const observador = new MutationObserver(medir);
    observador.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['style', 'data-visible', 'data-removed'],
    });
    window.addEventListener('resize', medir);
    medir();
    return () => {
      cancelAnimationFrame(pendiente);
      observador.disconnect();
      window.removeEventListener('resize', medir);
    };
  }, []);
  return alto;
}
