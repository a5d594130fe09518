import type { SWRConfiguration } from 'swr';

/** Global data-fetching defaults (docs/producto.md, Constantes). Labels and colours override them. */
export const swrDefaults = {
  refreshInterval: 300000,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  revalidateOnMount: true,
  keepPreviousData: true,
  shouldRetryOnError: true,
  errorRetryCount: 3,
  dedupingInterval: 2000,
} satisfies SWRConfiguration;
