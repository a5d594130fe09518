// The monolith's entry: the shell's bootstrap without federation — no async boundary for shared
// singletons, no remotes.json; every remote "loaded" from this bundle (runtime-estatico.ts).
import { createRoot } from 'react-dom/client';
import { App } from '../../shell/src/app/App';
import { precargarRuta } from '../../shell/src/federation/precargas';
import type { RemoteMap } from '../../shell/src/federation/remote-map';
import { REMOTE_NAMES } from '../../shell/src/federation/remotos';
import { setupFederation } from '../../shell/src/federation/runtime';

setupFederation(Object.fromEntries(REMOTE_NAMES.map((nombre) => [nombre, 'monolito'])) as RemoteMap);
precargarRuta(window.location.pathname);
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
