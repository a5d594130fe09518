import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, authErrorMessage, GENERIC_AUTH_ERROR } from './auth-errors';

// The client codes the service maps server errors to (docs/producto.md, Catálogo de errores).
const SPEC_CODES = [
  'email-already-in-use',
  'wrong-password',
  'invalid-credential',
  'user-not-found',
  'too-many-requests',
  'user-disabled',
  'requires-recent-login',
  'expired-action-code',
  'invalid-action-code',
  'network-request-failed',
];

describe('authErrorMessage', () => {
  it.each(SPEC_CODES)('has a Spanish sentence for auth/%s that never shows the code', (code) => {
    const message = authErrorMessage({ code: `auth/${code}` });
    expect(message).not.toBe(GENERIC_AUTH_ERROR);
    expect(message).not.toContain('auth/');
    expect(message).toMatch(/\.$/);
  });

  it('does not reveal whether an email exists: the sign-in failures share one message', () => {
    const messages = new Set(
      ['wrong-password', 'invalid-credential', 'user-not-found'].map((code) =>
        authErrorMessage({ code: `auth/${code}` }),
      ),
    );
    expect([...messages]).toEqual(['El correo electrónico o la contraseña no son correctos.']);
  });

  it('tells an expired link from an invalid one', () => {
    expect(authErrorMessage({ code: 'auth/expired-action-code' })).not.toBe(
      authErrorMessage({ code: 'auth/invalid-action-code' }),
    );
  });

  it.each([{ code: 'auth/algo-nuevo' }, new Error('boom'), null, 'texto', { code: 42 }])(
    'falls back to the generic Spanish message for %o',
    (error) => {
      expect(authErrorMessage(error)).toBe(GENERIC_AUTH_ERROR);
    },
  );

  it('never maps to an empty message', () => {
    for (const message of Object.values(AUTH_ERROR_MESSAGES)) expect(message.length).toBeGreaterThan(10);
  });
});
