import { idDeNavegador } from './canario';
import { precargasAlArrancar } from './precargas';
import { loadRemoteMap } from './remote-map';
import { precargar, registrarPluginDeLaPagina, setupFederation } from './runtime';
import { conSustituciones, leerSustituciones } from './sobrescritura';

/**
 * Run by the entry, before the async boundary (index.ts): remotes.json, then the current route's
 * manifests, remote entries and page chunks, download while React and the app's first chunks do,
 * not after them (docs/decisiones/007-precargas-de-arranque.md). Only fetches and the federation
 * runtime's registration run here; no shared module is used before the boundary. Rejects when
 * remotes.json cannot be read.
 */
export function arrancarFederacion(): Promise<void> {
  registrarPluginDeLaPagina();
  return loadRemoteMap(idDeNavegador).then((mapa) => {
    setupFederation(conSustituciones(mapa, leerSustituciones()));
    precargar(precargasAlArrancar(window.location.pathname), { especulativa: false });
  });
}
