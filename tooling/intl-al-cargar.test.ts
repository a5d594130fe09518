// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contarCreaciones, SERVICIOS } from './intl.fixture';

// Creating the first Intl object of each kind loads ICU's data, and a module's top level runs on
// every page that loads it (a DateTimeFormat at the top of the receipt's sendings cost the list of
// receipts some 25 ms of start-up, unthrottled). Every module of every remote, as a page loads it:
// the entries' own code (bootstrap and index render a harness) and tests left out.
const MODULOS = import.meta.glob([
  '../mf-*/src/**/*.{ts,tsx}',
  '!../mf-*/src/**/*.{test,fixture,medida}.{ts,tsx}',
  '!../mf-*/src/**/*.d.ts',
  '!../mf-*/src/bootstrap.tsx',
  '!../mf-*/src/index.ts',
]);

let contados: Array<ReturnType<typeof contarCreaciones>> = [];

afterEach(() => {
  for (const c of contados) c.restaurar();
  contados = [];
});

describe("the remotes' modules", () => {
  it('make no Intl object when they load: each is made on first use', async () => {
    expect(Object.keys(MODULOS).length).toBeGreaterThan(50);
    vi.resetModules();
    const conObjetos: string[] = [];
    for (const [archivo, cargar] of Object.entries(MODULOS)) {
      contados = SERVICIOS.map(contarCreaciones);
      await cargar();
      const hechos = SERVICIOS.filter((_, i) => (contados[i]?.veces() ?? 0) > 0);
      if (hechos.length > 0) conObjetos.push(`${archivo}: ${hechos.join(', ')}`);
      for (const c of contados) c.restaurar();
      contados = [];
    }
    expect(conObjetos).toEqual([]);
  }, 120_000);
});
