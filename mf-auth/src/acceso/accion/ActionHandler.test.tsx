import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Auth emulator never produces an expired code: stub the SDK call.
const sdk = vi.hoisted(() => ({
  applyActionCode: vi.fn(),
  verifyPasswordResetCode: vi.fn(),
  validatePassword: vi.fn(),
  isSignInWithEmailLink: vi.fn(),
  signInWithEmailLink: vi.fn(),
}));
vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));
vi.mock('shared-firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirebase: () => ({ auth: { currentUser: null } }),
}));

const { ActionHandler } = await import('./ActionHandler');

afterEach(() => vi.clearAllMocks());
// The Auth emulator's answer: no password policy (the forms fall back to Firebase's minimum).
beforeEach(() => {
  sdk.validatePassword.mockRejectedValue(Object.assign(new Error('501'), { code: 'auth/internal-error' }));
});

function renderMode(mode: string) {
  return render(
    <MemoryRouter>
      <ActionHandler mode={mode} oobCode="codigo" />
    </MemoryRouter>,
  );
}

describe('ActionHandler', () => {
  it('tells an expired link from an invalid one', async () => {
    sdk.applyActionCode.mockRejectedValueOnce({ code: 'auth/expired-action-code' });
    const { unmount } = renderMode('verifyEmail');
    expect((await screen.findByRole('alert')).textContent).toBe('El enlace ha caducado. Solicita uno nuevo.');
    unmount();

    sdk.applyActionCode.mockRejectedValueOnce({ code: 'auth/invalid-action-code' });
    renderMode('verifyEmail');
    expect((await screen.findByRole('alert')).textContent).toBe('El enlace no es válido o ya se ha utilizado.');
  });

  it('an expired password-reset link never shows the form', async () => {
    sdk.verifyPasswordResetCode.mockRejectedValue({ code: 'auth/expired-action-code' });
    renderMode('resetPassword');
    expect((await screen.findByRole('alert')).textContent).toBe('El enlace ha caducado. Solicita uno nuevo.');
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
  });

  it('applies a verification code only once', async () => {
    sdk.applyActionCode.mockResolvedValue(undefined);
    renderMode('verifyEmail');
    await screen.findByText('Tu correo electrónico está verificado.');
    expect(sdk.applyActionCode).toHaveBeenCalledTimes(1);
  });

  it('an unknown mode is an invalid link', () => {
    renderMode('algoRaro');
    expect(screen.getByRole('alert').textContent).toBe('El enlace no es válido o ya se ha utilizado.');
  });

  // A different, valid address was answered "not a valid format".
  it('says the address does not match the link when another valid one is typed', async () => {
    sdk.isSignInWithEmailLink.mockReturnValue(true);
    sdk.signInWithEmailLink.mockRejectedValue({ code: 'auth/invalid-email' });
    renderMode('signIn');
    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'otra@ejemplo.es');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(/^Este correo no coincide con el del enlace\./)).toBeTruthy();
    // A malformed address still gets the format message.
    await userEvent.clear(screen.getByLabelText('Correo electrónico'));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'otra@');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El correo electrónico no tiene un formato válido.')).toBeTruthy();
  });
});
