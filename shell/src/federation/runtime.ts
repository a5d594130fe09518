import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  preloadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
  satisfy,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { ModuloDe } from './contratos';
import { anotarIncompatible, RemoteNoDisponible } from './errors';
import { cambiosDeVersion, type RemoteMap, type RemoteName } from './remote-map';

let remoteMap: Partial<RemoteMap> = {};
/** Remotes whose entry this page has already run (loaded or preloaded): their version is fixed. */
const cargados = new Set<RemoteName>();

const toRemote = (name: string, entry: string) => ({ name, entry });

/**
 * Every federation instance in the page (the shell's and each remote's, created later) resolves
 * remote names through the same runtime map, so remote-to-remote loads follow the configuration.
 * When a load fails for good, the runtime's error hook answers with a fallback module instead of
 * an exception: its component throws a typed error that the area's boundary shows as its card.
 */
export function pluginDeLaPagina(): ModuleFederationRuntimePlugin {
  return {
    name: 'recibos-remote-map',
    beforeRequest(args) {
      const name = args.id.split('/')[0] as RemoteName;
      const entry = remoteMap[name];
      if (entry) cargados.add(name);
      if (entry && !args.options.remotes.some((remote) => remote.name === name)) {
        args.origin.registerRemotes([toRemote(name, entry)]);
      }
      return args;
    },
    // A shared module whose chunk failed to load keeps its rejected promise in the share scope,
    // and every later load (even after "Reintentar") would get the same failure: forget it, so
    // the next load fetches the chunk again.
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap)) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          if (!shared.loaded) shared.loading = null;
        }
      }
    },
    // A remote asking for a singleton whose loaded copy it was not built for (strictVersion) is
    // noted here, from the runtime's own data, so its card can say "versión incompatible".
    //
    // The runtime checks every shared module it hands out with its own semver, which builds a
    // dozen large regular expressions per check: 42 checks on /login and 119 on /recibos, 10–20 ms
    // of the start-up's main thread here (docs/decisiones/027-tareas-cortas-al-arrancar.md). The
    // page's copy of the very version asked for needs none; any other pair goes to the runtime.
    resolveShare(args) {
      const { shareInfo, version } = args;
      const { requiredVersion, singleton, strictVersion } = shareInfo.shareConfig ?? {};
      const copia =
        singleton && requiredVersion === `^${version}` && args.shareScopeMap[args.scope]?.[args.pkgName]?.[version];
      if (copia) args.resolver = () => ({ shared: copia, useTreesShaking: false });
      else if (singleton && strictVersion && typeof requiredVersion === 'string' && version) {
        if (!satisfy(version, requiredVersion))
          anotarIncompatible(shareInfo.from, args.pkgName, version, requiredVersion);
      }
      return args;
    },
    // Remote entries and their preloads from another origin, with CORS as the remotes' own
    // chunks (crossOriginLoading): errors keep their message and stack, and a preload is the
    // request the load then uses (a different mode would fetch it twice).
    createScript({ attrs }) {
      if (attrs) attrs.crossorigin = 'anonymous';
      return undefined;
    },
    createLink({ attrs }) {
      if (attrs) attrs.crossorigin = 'anonymous';
      return undefined;
    },
    errorLoadRemote({ id, error, from }) {
      if (from !== 'runtime') return undefined;
      const causa = new RemoteNoDisponible(id, error);
      // Rendered as the area's component, it hands the error to the area's boundary.
      const lanzar = (): never => {
        throw causa;
      };
      return { default: Object.assign(lanzar, { respaldo: causa }) };
    },
  };
}

/**
 * Run by the entry before its first shared module is asked for: on the shell's own instance,
 * which its entry made already, and for each remote's, made later with the global plugins.
 */
export function registrarPluginDeLaPagina(): void {
  const plugin = pluginDeLaPagina();
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
}

export function setupFederation(map: RemoteMap): void {
  remoteMap = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => toRemote(name, entry)));
}

export const federacionIniciada = () => Object.keys(remoteMap).length > 0;

/**
 * A newer reading of remotes.json: remotes not loaded yet follow it from now on. Returns true
 * when a loaded remote changed version (the caller then loads the next page in full).
 */
export function seguirConfiguracion(map: RemoteMap): boolean {
  const { registrar, recargar } = cambiosDeVersion(remoteMap, map, cargados);
  const nuevos = Object.entries(registrar).map(([name, entry]) => toRemote(name, entry));
  if (nuevos.length > 0) {
    Object.assign(remoteMap, registrar);
    registerRemotes(nuevos, { force: true });
  }
  return recargar;
}

/** The remotes this page has run, with the manifest each came from (the field data's tags). */
export const remotosCargados = () =>
  [...cargados].flatMap((nombre) => (remoteMap[nombre] ? [[nombre, remoteMap[nombre]] as const] : []));

const INTENTOS = 3;
const ESPERA_MS = 300;

/**
 * Loads an exposed React component: a failed network load is retried with backoff
 * (300 ms, 900 ms) after re-registering the remote, so the runtime forgets the failed entry; the
 * same happens when the user presses "Reintentar" (`fresh`), without a full reload.
 */
export async function loadRemoteComponent<P>(
  remote: RemoteName,
  exposed: string,
  fresh = false,
): Promise<{ default: ComponentType<P> }> {
  const entry = remoteMap[remote];
  if (!entry) throw new RemoteNoDisponible(`${remote}/${exposed}`, new Error('sin dirección en remotes.json'));
  cargados.add(remote);
  for (let intento = 1; ; intento++) {
    if (fresh || intento > 1) registerRemotes([toRemote(remote, entry)], { force: true });
    const id = `${remote}/${exposed}`;
    let module: { default?: ComponentType<P> & { respaldo?: RemoteNoDisponible } } | null = null;
    let error: unknown = new Error('el módulo no exporta un componente');
    try {
      module = await loadRemote(id);
    } catch (causa) {
      error = causa;
    }
    const fallo = module?.default?.respaldo ?? (module?.default ? null : new RemoteNoDisponible(id, error));
    // The error hook's fallback renders the card; only after the last attempt, and never for an
    // incompatible build (retrying cannot fix it).
    if (!fallo || intento >= INTENTOS || fallo.incompatible) {
      if (module?.default) return { default: module.default };
      throw fallo;
    }
    await new Promise((resolve) => setTimeout(resolve, ESPERA_MS * 3 ** (intento - 1)));
  }
}

/** What to fetch ahead of a remote: its manifest and entry, and the chunks of these exposed modules. */
export type Precarga = {
  [R in RemoteName]: {
    remoto: R;
    /** Without "./" (checked against the remote's contract). Leave out: only manifest and entry. */
    modulos?: readonly ModuloDe<R>[];
  };
}[RemoteName];

// "." is no exposed module of ours: the runtime then fetches the manifest and the entry and no
// module chunks (an empty list would mean all of them).
const SOLO_ENTRADA = ['.'];

/**
 * Fetches the likely next remotes ahead of navigation (after sign-in, and when the pointer or
 * focus reaches a nav link). Only the chunks of the modules named: `<link rel=preload>` for
 * chunks the page then does not use within seconds is wasted bytes and a console warning per
 * chunk. mf-admin is never preloaded speculatively (`especulativa: false`: the page being opened
 * needs it).
 */
export function precargar(precargas: readonly Precarga[], { especulativa = true } = {}): void {
  const conocidas = precargas.filter(({ remoto }) => remoteMap[remoto] && (remoto !== 'mf_admin' || !especulativa));
  if (conocidas.length === 0) return;
  for (const { remoto } of conocidas) cargados.add(remoto);
  preloadRemote(
    conocidas.map(({ remoto, modulos }) => ({
      nameOrAlias: remoto,
      resourceCategory: 'sync' as const,
      depsRemote: false,
      exposes: modulos ? [...modulos] : SOLO_ENTRADA,
    })),
  ).catch(() => {
    // A preload is only a hint: the real load retries and shows its card if needed.
  });
}
