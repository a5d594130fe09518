import { afterEach, describe, expect, it, vi } from 'vitest';
import { contarCreaciones } from '../../tooling/intl.fixture';

const servicios = ['NumberFormat', 'PluralRules', 'Segmenter'] as const;
let contados: Array<ReturnType<typeof contarCreaciones>> = [];

afterEach(() => {
  for (const c of contados) c.restaurar();
  contados = [];
  vi.resetModules();
});

describe('the Intl objects every page loads', () => {
  it('are made on first use, once: loading the modules makes none', async () => {
    contados = servicios.map(contarCreaciones);
    vi.resetModules();
    const { contar, segunNumero } = await import('./formato');
    const { largoVisible } = await import('./largo');
    expect(contados.map((c) => c.veces())).toEqual([0, 0, 0]);

    expect(contar(12345, 'recibo', 'recibos')).toBe('12.345 recibos');
    expect(contar(1, 'recibo', 'recibos')).toBe('1 recibo');
    expect(segunNumero(2, 'encontrada', 'encontradas')).toBe('encontradas');
    expect(largoVisible('👩‍👩‍👧 y ñ')).toBe(5);
    expect(largoVisible('abc')).toBe(3);
    expect(contados.map((c) => c.veces())).toEqual([1, 1, 1]);
  });
});
