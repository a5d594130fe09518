// Stands in for '@module-federation/enhanced/runtime' in the monolith (rsbuild.config.ts's
// alias): the shell's loader and mf-recibos' kit loader run unchanged, and every load is an
// ordinary lazy import. Registering remotes means nothing here; a preload starts the import.
import { MODULOS } from './modulos';

const cargar = (id: string): Promise<unknown> => {
  const modulo = MODULOS[id as keyof typeof MODULOS];
  return modulo ? modulo() : Promise.reject(new Error(`${id} no está en el monolito`));
};

export const loadRemote = <T>(id: string): Promise<T> => cargar(id) as Promise<T>;

export function preloadRemote(opciones: { nameOrAlias: string; exposes?: string[] }[]): Promise<void> {
  for (const { nameOrAlias, exposes = [] } of opciones)
    for (const modulo of exposes) if (modulo !== '.') cargar(`${nameOrAlias}/${modulo}`).catch(() => {});
  return Promise.resolve();
}

export const registerRemotes = (): void => {};
export const registerGlobalPlugins = (): void => {};
// The shell's plugin answers the runtime's share lookups: the monolith has none to answer.
export const registerPlugins = (): void => {};
export const satisfy = (): boolean => true;
