import { describe, expect, it } from 'vitest';
import { caducidad, DIAS_CADUCIDAD } from './recibos-publicos';

describe('link expiry', () => {
  const desde = new Date('2026-03-28T22:30:00Z');

  it('is 7, 30 or 90 whole days after the moment given, to the millisecond', () => {
    expect(DIAS_CADUCIDAD).toEqual([7, 30, 90]);
    expect(caducidad(7, desde)?.toDate().toISOString()).toBe('2026-04-04T22:30:00.000Z');
    expect(caducidad(30, desde)?.toDate().toISOString()).toBe('2026-04-27T22:30:00.000Z');
    expect(caducidad(90, desde)?.toDate().toISOString()).toBe('2026-06-26T22:30:00.000Z');
  });

  it('is none for a link that never expires', () => {
    expect(caducidad(null, desde)).toBeNull();
  });
});
