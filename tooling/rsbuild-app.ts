import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, loadEnv, type RsbuildConfig, type Rspack, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { sharedFor } from './federation';
import { PISTA_DE_COMPILACION } from './pista-de-compilacion.mjs';
import { pluginPrecargaDeArranque } from './precarga-de-arranque';
import { appDeCarpeta, FUNCIONES, urlDeFuncionLocal } from './topologia.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FIREBASE_ENV_KEYS = [
  'PUBLIC_FIREBASE_API_KEY',
  'PUBLIC_FIREBASE_AUTH_DOMAIN',
  'PUBLIC_FIREBASE_PROJECT_ID',
  'PUBLIC_FIREBASE_STORAGE_BUCKET',
  'PUBLIC_FIREBASE_MESSAGING_SENDER_ID',
  'PUBLIC_FIREBASE_APP_ID',
  'PUBLIC_FIREBASE_AUTH_EMULATOR_URL',
  'PUBLIC_FIRESTORE_EMULATOR_HOST',
] as const;

/**
 * The Firebase variables, from the process environment or the repository's `.env` files, defined
 * explicitly so a build without them compiles `undefined` (and shows `Error de Conexión`).
 */
function firebaseDefines(): Record<string, string> {
  const { parsed } = loadEnv({ cwd: repoRoot, prefixes: ['PUBLIC_'] });
  const defines: Record<string, string> = {};
  for (const key of FIREBASE_ENV_KEYS) {
    const value = process.env[key] ?? parsed[key];
    defines[`import.meta.env.${key}`] = value === undefined ? 'undefined' : JSON.stringify(value);
  }
  return defines;
}

/**
 * The MF bundler runtime each remote entry carries is injected as its CommonJS build, which cannot
 * be tree-shaken; its ES build can (remote entry ~15 → ~10 kB gzip). Resolved the way the MF
 * plugin resolves it, so both name the same file.
 */
function esmBundlerRuntime(): Record<string, string> {
  const desdeEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  const runtimeTools = desdeEnhanced.resolve('@module-federation/runtime-tools');
  const cjs = createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime');
  return { [cjs]: cjs.replace(/index\.cjs$/, 'index.js') };
}

/** The app's package.json dependencies (the ranges it was built for). */
function dependenciasDelPaquete(): Record<string, string> {
  const paquete = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8'));
  return { ...paquete.dependencies, ...paquete.peerDependencies };
}

// With no icon declared the browser asks every origin for /favicon.ico: a 404 in the console.
const html = (title: string) => ({
  title,
  template: path.join(repoRoot, 'tooling', 'index.html'),
  favicon: path.join(repoRoot, 'tooling', 'favicon.svg'),
});

/**
 * `pnpm bench` attributes bytes to packages from source maps. Hidden ones add no
 * sourceMappingURL comment: the JS files keep their size (the minifier may pick other names).
 */
const mapasDeFuentes = (): { js: 'hidden-source-map' | false } => ({
  js: process.env.MAPAS_DE_FUENTES ? 'hidden-source-map' : false,
});

const chunkSplit = {
  strategy: 'split-by-experience',
  // Firebase in three chunks, so a page that needs Auth or Firestore downloads only that one.
  forceSplitting: {
    'lib-firebase-app': /node_modules[\\/]@firebase[\\/](app|component|logger|util)[\\/]/,
    'lib-firebase-auth': /node_modules[\\/]@firebase[\\/]auth[\\/]/,
    // Firestore lite imports webchannel-wrapper's bloom-blob (its MD5 and Integer), not the
    // WebChannel transport: it belongs with Firestore, not in a vendors chunk of its own.
    'lib-firestore': /node_modules[\\/]@firebase[\\/](firestore|webchannel-wrapper)[\\/]/,
  },
} as const;

/**
 * Every JS file starts with V8's compile hint (./pista-de-compilacion.mjs). Added after minifying
 * (which drops comments) and before the source maps (which shift with it).
 */
const compilarAlCargar = (): Rspack.RspackPluginInstance =>
  new rspack.BannerPlugin({
    banner: PISTA_DE_COMPILACION,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
  });

export interface AppOptions {
  /** The app's folder: its federation name and dev port come from topologia.json. */
  carpeta: string;
  title: string;
  /** The remote's public surface: `./Name` → source file. Empty for the shell. */
  exposes?: Record<string, string>;
}

/**
 * Every team's stylesheet is a CSS Module (`*.module.css`): its classes are renamed per file, so
 * one team's rule cannot match another's elements (tooling/estilos-aislados.test.ts). Code reads
 * them in camelCase only (`estilos.recDoc` for `.rec-doc`): one name per class.
 */
export const CSS_MODULES = {
  exportLocalsConvention: 'camelCaseOnly',
  localIdentName: '[local]-[hash:base64:6]',
} as const;

export function defineApp({ carpeta, title, exposes }: AppOptions): RsbuildConfig {
  const { nombre: name, puerto: port } = appDeCarpeta(carpeta);
  const isRemote = Boolean(exposes);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        ...(exposes ? { exposes } : {}),
        remotes: {},
        shared: sharedFor({
          remoteInProduction: isRemote && process.env.NODE_ENV === 'production',
          dependencias: dependenciasDelPaquete(),
        }),
        // The default ('version-first') fetches every remote's entry at start-up: one remote down
        // would stall the whole app.
        shareStrategy: 'loaded-first',
        dts: false,
        // One MF runtime per page: the shell provides it, production remotes reuse it (~30 kB gzip
        // each otherwise). Dev builds keep their own so each remote's standalone harness runs.
        experiments: {
          ...(isRemote ? { externalRuntime: process.env.NODE_ENV === 'production' } : { provideExternalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      ...(isRemote ? [] : [pluginPrecargaDeArranque({ arranque: process.env.NODE_ENV === 'production' })]),
    ],
    source: {
      entry: { index: './src/index.ts' },
      define: firebaseDefines(),
    },
    // Only remotes: the shell provides the whole MF runtime to every remote, tree-shaking it there
    // gains nothing and the ES build came out larger.
    resolve: { alias: isRemote ? esmBundlerRuntime() : {} },
    html: html(title),
    output: {
      // Remotes resolve their chunks relative to wherever their manifest is served from, so one
      // build deploys to any URL. The shell lives at "/" so deep links reload.
      assetPrefix: isRemote ? 'auto' : '/',
      // A second build of the same app (e.g. the tests' shell without configuration) goes elsewhere.
      distPath: { root: process.env.APP_DIST_DIR ?? 'dist' },
      sourceMap: mapasDeFuentes(),
      cleanDistPath: true,
      // A remote's build carries its contract: the deploy check compares a candidate's with the
      // deployed one's, wherever that is served (scripts/comprobar-despliegue.mjs).
      copy: isRemote ? [{ from: path.resolve('contrato.ts'), to: 'mf-contrato.ts' }] : [],
      cssModules: CSS_MODULES,
    },
    // The app's name in every class hash: two teams' `src/x.module.css` with the same class never
    // get the same name.
    tools: {
      cssLoader: { modules: { localIdentHashSalt: carpeta } },
      rspack: {
        plugins: [compilarAlCargar()],
        // A remote's chunks run in the shell's page from another origin: loaded with CORS, an
        // error thrown in them keeps its message and stack for the field data (not «Script
        // error.»). Every site already answers its files with CORS (the manifests are fetched).
        output: { crossOriginLoading: 'anonymous' },
      },
    },
    server: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      cors: isRemote ? { origin: '*' } : false,
      historyApiFallback: true,
      // The shell's routes a Cloud Function answers (the payer's page) go to the Functions
      // emulator, as Hosting's rewrites send them to the function in production.
      proxy: isRemote ? undefined : proxyAFunciones(),
    },
    dev: {
      // Rsbuild compiles dynamic imports lazily in dev by default. Under federation that breaks the
      // first navigation after sign-in: compiling a share factory on demand renames the split
      // vendor chunks (their names carry a hash of their modules), while the page's runtime still
      // asks for the old names and gets index.html back ("Unexpected token '<'").
      lazyCompilation: false,
      // A remote's chunks are loaded into the shell's page: absolute, or they resolve against :3000.
      ...(isRemote ? { assetPrefix: `http://localhost:${port}/`, client: { port } } : {}),
    },
    performance: { chunkSplit },
  });
}

/** `/recibos/view/**` → the function's emulator URL followed by the same path (Hosting's rewrite). */
function proxyAFunciones() {
  return Object.fromEntries(
    FUNCIONES.map((f) => {
      const { origin, pathname } = new URL(urlDeFuncionLocal(f));
      return [f.ruta.replace(/\*+$/, ''), { target: origin, pathRewrite: (ruta: string) => `${pathname}${ruta}` }];
    }),
  );
}

/**
 * The bench's control (bench/monolito/): the shell and every remote's code as one
 * ordinary app — no federation plugin, each remote module a plain lazy import — with the same
 * HTML, Firebase settings, chunking policy and source maps as the federated builds. `alias`
 * swaps the federation runtime for static imports.
 */
export function defineMonolito({ entry, alias }: { entry: string; alias: Record<string, string> }): RsbuildConfig {
  return defineConfig({
    plugins: [pluginReact()],
    source: { entry: { index: entry }, define: firebaseDefines() },
    resolve: { alias },
    html: html('Recibos'),
    output: {
      assetPrefix: '/',
      sourceMap: mapasDeFuentes(),
      cleanDistPath: true,
      cssModules: CSS_MODULES,
    },
    tools: { rspack: { plugins: [compilarAlCargar()] } },
    performance: { chunkSplit },
  });
}
