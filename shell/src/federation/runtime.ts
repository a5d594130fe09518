import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerGlobalPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteMap, RemoteName } from './remote-map';

let remoteMap: Partial<RemoteMap> = {};

const toRemote = (name: string, entry: string) => ({ name, entry });

/**
 * Every federation instance in the page (the shell's and each remote's, created later) resolves
 * remote names through the same runtime map, so remote-to-remote loads follow the configuration.
 */
function remoteMapPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'recibos-remote-map',
    beforeRequest(args) {
      const name = args.id.split('/')[0] as RemoteName;
      const entry = remoteMap[name];
      if (entry && !args.options.remotes.some((remote) => remote.name === name)) {
        args.origin.registerRemotes([toRemote(name, entry)]);
      }
      return args;
    },
  };
}

export function setupFederation(map: RemoteMap): void {
  remoteMap = map;
  registerGlobalPlugins([remoteMapPlugin()]);
  registerRemotes(Object.entries(map).map(([name, entry]) => toRemote(name, entry)));
}

/**
 * Loads an exposed React component. After a failure, `fresh` re-registers the remote so the
 * runtime forgets the failed entry and fetches it again ("Reintentar" without a full reload).
 */
export async function loadRemoteComponent<P>(
  remote: RemoteName,
  exposed: string,
  fresh = false,
): Promise<{ default: ComponentType<P> }> {
  const entry = remoteMap[remote];
  if (!entry) throw new Error(`No hay dirección configurada para ${remote}`);
  if (fresh) registerRemotes([toRemote(remote, entry)], { force: true });
  const module = await loadRemote<{ default?: ComponentType<P> }>(`${remote}/${exposed}`);
  if (!module?.default) throw new Error(`${remote}/${exposed} no exporta un componente`);
  return { default: module.default };
}
