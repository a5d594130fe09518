import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { precargarDatosDeRuta } from './federation/precargas';

/** Renders the app once the federation is set up (index.ts started it). */
export function iniciar(federacion: Promise<void>): void {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  federacion
    .then(() => precargarDatosDeRuta(window.location.pathname))
    // Without the map every remote area shows its own error card; the shell itself still works.
    .catch((error: unknown) => console.error('No se pudo leer /remotes.json:', error))
    .finally(() => root.render(<App />));
}
