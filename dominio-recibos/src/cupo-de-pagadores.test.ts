import { describe, expect, it } from 'vitest';
import { altaDePagadores, bajaDePagador, cupoContado, PAGADORES_POR_COMMIT } from './cupo-de-pagadores';

const incrementar = (n: number) => ({ incremento: n });

describe('the count of payers', () => {
  it('moves up by the payers a commit creates, listing them, and down by one deleted', () => {
    expect(altaDePagadores(['a', 'b'], incrementar)).toEqual({ pagadores: { incremento: 2 }, lote: ['a', 'b'] });
    expect(bajaDePagador('a', incrementar)).toEqual({ pagadores: { incremento: -1 }, lote: ['a'] });
    expect(cupoContado(7)).toEqual({ pagadores: 7, lote: [] });
  });

  it('refuses a commit with no payer or more than one commit takes', () => {
    expect(() => altaDePagadores([], incrementar)).toThrow(RangeError);
    const ids = Array.from({ length: PAGADORES_POR_COMMIT + 1 }, (_, i) => `p${i}`);
    expect(() => altaDePagadores(ids, incrementar)).toThrow(RangeError);
    expect(altaDePagadores(ids.slice(1), incrementar).lote).toHaveLength(PAGADORES_POR_COMMIT);
  });
});
