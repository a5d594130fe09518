import { vi } from 'vitest';

/** How many times the code under test has called React's startTransition. */
export const transiciones = { n: 0 };

/**
 * React itself with its real startTransition counted, for
 * `vi.mock('react', async () => (await import('tooling/transiciones')).reactContandoTransiciones())`
 * (the tests of the renders the start-up gives as transitions).
 */
export async function reactContandoTransiciones() {
  const real = await vi.importActual<typeof import('react')>('react');
  return {
    ...real,
    startTransition: (actualizar: () => void) => {
      transiciones.n++;
      real.startTransition(actualizar);
    },
  };
}
