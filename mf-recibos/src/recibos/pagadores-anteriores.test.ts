import { describe, expect, it } from 'vitest';
import { pagadoresDe } from './pagadores-anteriores';

describe('payers from earlier receipts', () => {
  it('keeps one per payer, newest first, as on their most recent receipt', () => {
    const pagadores = pagadoresDe([
      { pagador: { nombre: 'José Núñez', email: 'jose@nuevo.es' } },
      { pagador: { nombre: 'Academia Sol', documento: 'B1' } },
      { pagador: { nombre: 'jose nuñez ', email: 'jose@viejo.es' } },
      { pagador: { nombre: '' } },
    ]);
    expect(pagadores).toEqual([
      { nombre: 'José Núñez', email: 'jose@nuevo.es' },
      { nombre: 'Academia Sol', documento: 'B1' },
    ]);
  });
});
