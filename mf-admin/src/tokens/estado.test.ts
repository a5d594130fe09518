import { describe, expect, it } from 'vitest';
import { enmascarar, estadoDe, FALLO_GENERICO, falloAlActuar, NO_REACTIVABLE } from './estado';

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

describe('falloAlActuar', () => {
  const denegado = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
  it('says why a reactivation the rules refuse cannot work, instead of "try again"', () => {
    expect(falloAlActuar('reactivar', denegado)).toBe(NO_REACTIVABLE);
  });
  it.each([
    ['revocar', denegado],
    ['reactivar', Object.assign(new Error('offline'), { code: 'unavailable' })],
  ] as const)('any other failure (%s) says to try again', (accion, error) => {
    expect(falloAlActuar(accion, error)).toBe(FALLO_GENERICO);
  });
});
