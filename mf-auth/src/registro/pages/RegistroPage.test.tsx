import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

const crear = vi.hoisted(() => vi.fn());
vi.mock('shared-firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // No Firebase: the checklist falls back to the minimum length; creating the account is a stub.
  getFirebase: () => null,
  createUserWithEmailAndPassword: crear,
}));

const { default: RegistroPage } = await import('./RegistroPage');

describe('RegistroPage', () => {
  // "La contraseña no cumple los requisitos." stayed after every item turned ✓.
  it('clears a field’s error as soon as the field changes', async () => {
    render(
      <MemoryRouter initialEntries={['/register']}>
        <RegistroPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo');
    await userEvent.type(screen.getByLabelText('Contraseña'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('La contraseña no cumple los requisitos.')).toBeTruthy();
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Contraseña'), '456');
    expect(await screen.findByText('(cumplido)', { exact: false })).toBeTruthy();
    expect(screen.queryByText('La contraseña no cumple los requisitos.')).toBeNull();
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-invalid')).toBeNull();
    // The e-mail's own error stays until the e-mail changes.
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), '.es');
    expect(screen.queryByText('Escribe un correo electrónico válido.')).toBeNull();
    expect(crear).not.toHaveBeenCalled();
  });
});
