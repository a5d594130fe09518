import type { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

type Shared = NonNullable<Parameters<typeof pluginModuleFederation>[0]['shared']>;

/** Version shared-firebase is offered under (a `workspace:*` range is not a version). */
export const SHARED_FIREBASE_VERSION = '0.1.0';

const singleton = { singleton: true } as const;
/**
 * For packages with a known version: a remote built for an incompatible range (say React 18) is
 * refused by the runtime instead of running against the wrong copy; the shell shows its card.
 */
const estricto = { singleton: true, strictVersion: true } as const;

const sharedFirebase = {
  ...estricto,
  version: SHARED_FIREBASE_VERSION,
  requiredVersion: `^${SHARED_FIREBASE_VERSION}`,
} as const;

/**
 * One copy of each in the page: React context, Firebase's app registry, the router's context, the
 * SWR cache and sonner's toast queue are module state. A shared package is bundled whole (nobody
 * knows what other builds will import), so Firebase and the router are not shared as packages:
 * only shared-firebase's small entries are, each re-exporting exactly what the app uses, and the
 * shell's build tree-shakes the packages behind them
 * (docs/decisiones/004-compartir-superficies-pequenas.md). Remotes never import
 * `firebase/*` or `react-router` themselves (Biome refuses it). The shell must compile every
 * shared-firebase entry so its copy is the one the page uses (shell/src/federation/precargas.ts).
 *
 * A production remote takes shared-firebase only from the page (`import: false`): it bundles no
 * copy of Firebase or the router at all, and can never provide a second copy of an entry the
 * shell has not loaded yet (the shell's Firebase app is the only one Auth and Firestore register
 * with). Dev remotes keep their copies so each runs standalone in its harness.
 */
export function sharedFor({
  remoteInProduction,
  dependencias = {},
}: {
  remoteInProduction: boolean;
  dependencias?: Record<string, string>;
}): Shared {
  const firebase = remoteInProduction ? { ...sharedFirebase, import: false as const } : sharedFirebase;
  const rango = (paquete: string) =>
    dependencias[paquete] ? { ...estricto, requiredVersion: dependencias[paquete] } : estricto;
  return {
    react: rango('react'),
    'react/': singleton,
    'react-dom': rango('react-dom'),
    'react-dom/': singleton,
    swr: rango('swr'),
    'swr/': singleton,
    sonner: rango('sonner'),
    'shared-firebase': firebase,
    'shared-firebase/auth': firebase,
    'shared-firebase/firestore': firebase,
    'shared-firebase/router': firebase,
    'shared-firebase/texto': firebase,
  };
}

/** A contract's MODULOS (name → file) as Module Federation's `exposes` ('./Name' → file). */
export function exponer<M extends Record<string, string>>(modulos: M): { [K in keyof M & string as `./${K}`]: M[K] } {
  return Object.fromEntries(Object.entries(modulos).map(([nombre, archivo]) => [`./${nombre}`, archivo])) as {
    [K in keyof M & string as `./${K}`]: M[K];
  };
}
