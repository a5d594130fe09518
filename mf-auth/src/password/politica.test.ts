import type { Auth } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

const validatePassword = vi.hoisted(() => vi.fn());
vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), validatePassword }));

const { cargarPolitica, cumplePolitica, POLITICA_POR_DEFECTO, requisitos } = await import('./politica');

const auth = {} as Auth;
afterEach(() => vi.clearAllMocks());

describe('password policy', () => {
  it('falls back to a minimum of 6 when the service has no policy (emulator: 501)', async () => {
    validatePassword.mockRejectedValue(Object.assign(new Error('501'), { code: 'auth/internal-error' }));
    await expect(cargarPolitica(auth)).resolves.toEqual({ minPasswordLength: 6 });
    expect(POLITICA_POR_DEFECTO).toEqual({ minPasswordLength: 6 });
  });

  it("uses the project's policy when there is one", async () => {
    validatePassword.mockResolvedValue({
      passwordPolicy: {
        customStrengthOptions: { minPasswordLength: 10, maxPasswordLength: 20, containsUppercaseLetter: true },
      },
    });
    await expect(cargarPolitica(auth)).resolves.toEqual({
      minPasswordLength: 10,
      maxPasswordLength: 20,
      containsUppercaseLetter: true,
    });
  });

  it('lists and checks every requirement of a full policy', () => {
    const politica = {
      minPasswordLength: 8,
      maxPasswordLength: 12,
      containsLowercaseLetter: true,
      containsUppercaseLetter: true,
      containsNumericCharacter: true,
      containsNonAlphanumericCharacter: true,
    };
    expect(requisitos('abc', politica)).toEqual([
      { id: 'min', texto: 'Al menos 8 caracteres', cumple: false },
      { id: 'max', texto: 'Como máximo 12 caracteres', cumple: true },
      { id: 'minuscula', texto: 'Una letra minúscula', cumple: true },
      { id: 'mayuscula', texto: 'Una letra mayúscula', cumple: false },
      { id: 'numero', texto: 'Un número', cumple: false },
      { id: 'simbolo', texto: 'Un símbolo (ni letra ni número)', cumple: false },
    ]);
    expect(cumplePolitica('Ñandú-2026', politica)).toBe(true);
    expect(cumplePolitica('Ñandú-2026-demasiado', politica)).toBe(false);
  });

  it('with the default policy only the length counts', () => {
    expect(requisitos('12345', POLITICA_POR_DEFECTO).map((r) => r.cumple)).toEqual([false]);
    expect(cumplePolitica('123456', POLITICA_POR_DEFECTO)).toBe(true);
  });
});
