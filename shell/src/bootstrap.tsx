import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { idDeNavegador } from './federation/canario';
import { precargarRuta } from './federation/precargas';
import { loadRemoteMap } from './federation/remote-map';
import { setupFederation } from './federation/runtime';
import { conSustituciones, leerSustituciones } from './federation/sobrescritura';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadRemoteMap(idDeNavegador)
  .then((mapa) => setupFederation(conSustituciones(mapa, leerSustituciones())))
  .then(() => precargarRuta(window.location.pathname))
  // Without the map every remote area shows its own error card; the shell itself still works.
  .catch((error: unknown) => console.error('No se pudo leer /remotes.json:', error))
  .finally(() => root.render(<App />));
