import { describe, expect, it } from 'vitest';
import { largoVisible } from './texto';

describe('largoVisible', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['ñandú', 5],
    ['👩‍👩‍👧', 1],
    ['🧾🏷️', 2],
    ['e\u0301', 1],
  ])('%j has %i characters', (texto, n) => {
    expect(largoVisible(texto)).toBe(n);
  });
});
