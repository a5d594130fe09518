import { startTransition } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { App } from './app/App';
import { precargarDatosDeRuta } from './federation/precargas';

type Relevo = typeof import('./primera-pintura/relevo');
interface Raiz {
  elemento: HTMLElement;
  opciones?: RootOptions;
}

/** The app's root: #root, or the takeover's on a page painted from HTML (with what ends it if the app fails). */
function contenedor(relevo: Promise<Relevo> | null): Promise<Raiz> {
  const raiz = (): Raiz => ({ elemento: document.getElementById('root') as HTMLElement });
  if (!relevo) return Promise.resolve(raiz());
  return relevo.then(
    (modulo) => ({ elemento: modulo.prepararRelevo(), opciones: { onUncaughtError: modulo.alFallarLaApp } }),
    () => {
      // Without the takeover's code the painted page gives way at once: the app still starts.
      document
        .getElementById('primera-pintura')
        ?.replaceWith(Object.assign(document.createElement('div'), { id: 'root' }));
      return raiz();
    },
  );
}

/** Renders the app once the federation is set up (index.ts started it, and the takeover's load). */
export function iniciar(federacion: Promise<void>, relevo: Promise<Relevo> | null): void {
  const lista = federacion
    .then(() => precargarDatosDeRuta(window.location.pathname))
    // Without the map every remote area shows its own error card; the shell itself still works.
    .catch((error: unknown) => console.error('No se pudo leer /remotes.json:', error));
  // A transition: React renders it in slices of ~5 ms, yielding to the browser between them,
  // instead of one long task (docs/decisiones/025-renders-en-transicion.md).
  void Promise.all([contenedor(relevo), lista]).then(([{ elemento, opciones }]) => {
    startTransition(() => createRoot(elemento, opciones).render(<App />));
    medirDespues();
  });
}

/**
 * The field data's code loads once the page has loaded and the browser is idle: never before the
 * page's own (docs/rendimiento.md, «Datos de campo»). Its failing to load is nobody's concern.
 */
function medirDespues(): void {
  const cargar = () => void import('./medidas/medir').then((m) => m.medir()).catch(() => undefined);
  const cuandoPueda = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(cargar, { timeout: 5000 }) : setTimeout(cargar, 1000);
  if (document.readyState === 'complete') cuandoPueda();
  else window.addEventListener('load', cuandoPueda, { once: true });
}
