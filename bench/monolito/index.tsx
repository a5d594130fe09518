// The monolith's entry: the shell's start without federation — no async boundary for shared
// singletons, no remotes.json; every remote "loaded" from this bundle (runtime-estatico.ts).
import { iniciar } from '../../shell/src/bootstrap';
import { precargasAlArrancar } from '../../shell/src/federation/precargas';
import type { RemoteMap } from '../../shell/src/federation/remote-map';
import { REMOTE_NAMES } from '../../shell/src/federation/remotos';
import { precargar, setupFederation } from '../../shell/src/federation/runtime';

setupFederation(Object.fromEntries(REMOTE_NAMES.map((nombre) => [nombre, 'monolito'])) as RemoteMap);
precargar(precargasAlArrancar(window.location.pathname), { especulativa: false });
// No page painted from HTML here: the control shows what the federated app would be without it.
iniciar(Promise.resolve(), null);
