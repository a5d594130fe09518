import { afterEach, describe, expect, it, vi } from 'vitest';
import { contarCreaciones, SERVICIOS as servicios } from '../../tooling/intl.fixture';

let contados: Array<ReturnType<typeof contarCreaciones>> = [];

afterEach(() => {
  for (const c of contados) c.restaurar();
  contados = [];
  vi.resetModules();
});

describe('the Intl objects of the root entry, which every page loads', () => {
  it('are made on first use, once: loading the entry makes none', async () => {
    contados = servicios.map(contarCreaciones);
    vi.resetModules();
    const { contar, segunNumero } = await import('./index');
    const { largoVisible } = await import('./largo');
    expect(Object.fromEntries(servicios.map((s, i) => [s, contados[i]?.veces()]))).toEqual(
      Object.fromEntries(servicios.map((s) => [s, 0])),
    );

    expect(contar(12345, 'recibo', 'recibos')).toBe('12.345 recibos');
    expect(contar(1, 'recibo', 'recibos')).toBe('1 recibo');
    expect(segunNumero(2, 'encontrada', 'encontradas')).toBe('encontradas');
    expect(largoVisible('👩‍👩‍👧 y ñ')).toBe(5);
    expect(largoVisible('abc')).toBe(3);
    expect(contados.slice(0, 3).map((c) => c.veces())).toEqual([1, 1, 1]);
  });
});
