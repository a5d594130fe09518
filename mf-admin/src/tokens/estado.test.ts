import { describe, expect, it } from 'vitest';
import { enmascarar, estadoDe } from './estado';

describe('token state', () => {
  const ahora = new Date('2026-06-01T12:00:00Z');
  it.each([
    [{ revocado: false, expiresAt: null }, 'activo'],
    [{ revocado: false, expiresAt: new Date('2026-06-02') }, 'activo'],
    [{ revocado: false, expiresAt: new Date('2026-05-31') }, 'caducado'],
    [{ revocado: true, expiresAt: new Date('2026-05-31') }, 'revocado'],
    [{ revocado: true, expiresAt: null }, 'revocado'],
  ])('%o → %s', (token, estado) => {
    expect(estadoDe(token, ahora)).toBe(estado);
  });

  it('masks all but the first and last four characters', () => {
    const token = 'AbCd0123456789012345678901234WxYz';
    expect(enmascarar(token)).toBe('AbCd…WxYz');
    expect(enmascarar(token)).not.toContain('0123');
  });
});
