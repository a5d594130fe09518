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

/**
 * One copy of each in the page: React context, the router, Firebase's app registry, the SWR
 * cache and sonner's toast queue are module state. Keys ending in "/" share every subpath, else
 * e.g. `react-dom/client` or `firebase/auth` would be bundled per remote.
 */
export const sharedSingletons: Shared = {
  react: estricto,
  'react/': singleton,
  'react-dom': estricto,
  'react-dom/': singleton,
  'react-router': estricto,
  'react-router-dom': estricto,
  'firebase/': singleton,
  '@firebase/': singleton,
  swr: estricto,
  'swr/': singleton,
  sonner: estricto,
  'shared-firebase': {
    ...estricto,
    version: SHARED_FIREBASE_VERSION,
    requiredVersion: `^${SHARED_FIREBASE_VERSION}`,
  },
};

/** The four remotes, by their federation name, with the port each dev server uses. */
export const REMOTE_PORTS = {
  mf_auth: 3001,
  mf_etiquetas: 3002,
  mf_recibos: 3003,
  mf_admin: 3004,
} as const;
export const SHELL_PORT = 3000;
