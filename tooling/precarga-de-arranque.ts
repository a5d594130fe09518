import { logger, type RsbuildPlugin, type Rspack } from '@rsbuild/core';

/**
 * What the shell's HTML preloads (docs/decisiones/007-precargas-de-arranque.md): its runtime
 * configuration, and its start-up behind its async boundary. The boundary's chunks and the shell's
 * own copies of the shared modules they consume are only asked for once the entry script has
 * arrived and run: one sequential round trip the monolith, whose HTML names React directly, does
 * not pay. `fetchpriority="low"` keeps them behind the entry's deferred scripts (also low): as
 * plain preloads (high) they delayed the entry on a slow link.
 */

/** A chunk group as far as this needs: what asked for it, and its chunks' files and shares. */
export interface GrupoDeTrozos {
  /** Each origin's module identifier (or null) and request. */
  origenes: { modulo: string | null; peticion: string | null }[];
  trozos: { archivos: string[]; consumidos: string[] }[];
}

const BOOTSTRAP = './bootstrap';
// `consume shared module (default) react@^19.3.1 (strict) ...` → default, react (names may start with @).
const compartidoConsumido = /^consume shared module \(([^)]*)\) (@?[^@]+)@/;
const compartidoProvisto = (ambito: string, nombre: string) => `provide shared module (${ambito}) ${nombre}@`;

/**
 * The JS and CSS files a cold start needs after the boundary (a chunk runs only once its CSS has
 * loaded too): the group `import('./bootstrap')` creates, then, transitively, the shell's provided
 * copy of every shared module a needed chunk consumes. That copy is the one the runtime loads:
 * with `shareStrategy: 'loaded-first'` a remote registers its copies only when first loaded, after
 * the boundary's shared modules are resolved (with 'version-first' these preloads could go unused).
 */
export function archivosDeArranque(grupos: GrupoDeTrozos[]): string[] {
  const archivos = new Set<string>();
  const vistos = new Set<GrupoDeTrozos>();
  const pendientes = grupos.filter((g) => g.origenes.some((o) => o.peticion === BOOTSTRAP));
  for (let grupo = pendientes.shift(); grupo; grupo = pendientes.shift()) {
    if (vistos.has(grupo)) continue;
    vistos.add(grupo);
    for (const trozo of grupo.trozos) {
      for (const archivo of trozo.archivos) if (/\.(js|css)$/.test(archivo)) archivos.add(archivo);
      for (const consumido of trozo.consumidos) {
        const [, ambito, nombre] = compartidoConsumido.exec(consumido) ?? [];
        if (!ambito || !nombre) continue;
        const prefijo = compartidoProvisto(ambito, nombre);
        pendientes.push(...grupos.filter((g) => g.origenes.some((o) => o.modulo?.startsWith(prefijo))));
      }
    }
  }
  return [...archivos];
}

function gruposDe(compilation: Rspack.Compilation): GrupoDeTrozos[] {
  const grafo = compilation.chunkGraph;
  return compilation.chunkGroups.map((grupo) => ({
    origenes: grupo.origins.map((o) => ({ modulo: o.module?.identifier() ?? null, peticion: o.request ?? null })),
    trozos: grupo.chunks.map((trozo) => ({
      archivos: [...trozo.files],
      consumidos: [...grafo.getChunkModulesIterable(trozo)]
        .filter((m) => m.type === 'consume-shared-module')
        .map((m) => m.identifier()),
    })),
  }));
}

/**
 * The shell's runtime configuration is asked for by the HTML, so it downloads beside the entry
 * script instead of after it (one sequential round trip less on a cold load,
 * docs/decisiones/007-precargas-de-arranque.md);
 * federation/remote-map.ts's first read takes this response.
 */
const precargaDeConfiguracion = {
  tag: 'link',
  attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' },
};

/**
 * Everything the shell's HTML preloads: its configuration first, always; with `arranque` (production
 * builds: start-up latency is not a development goal, and dev's chunk graph differs) the start-up
 * behind the boundary, after the entry's scripts (at equal priority the browser asks in document order).
 */
export const pluginPrecargaDeArranque = ({ arranque }: { arranque: boolean }): RsbuildPlugin => ({
  name: 'recibos:precarga-de-arranque',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
      const archivos = arranque ? archivosDeArranque(gruposDe(compilation)) : [];
      if (arranque && archivos.length === 0)
        logger.warn(`precarga-de-arranque: no import('${BOOTSTRAP}') boundary, nothing preloaded`);
      const precargas = archivos.map((archivo) => ({
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: archivo.endsWith('.css') ? 'style' : 'script',
          href: `${assetPrefix}${archivo}`,
          fetchpriority: 'low',
        },
      }));
      return { headTags: [precargaDeConfiguracion, ...headTags, ...precargas], bodyTags };
    });
  },
});
