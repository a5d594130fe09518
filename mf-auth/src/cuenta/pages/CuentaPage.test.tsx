import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { MemoryRouter } from 'react-router';
import { AuthContext } from 'shared-firebase';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The SDK calls stubbed: what matters is what the page asks before calling them.
const sdk = vi.hoisted(() => ({
  updatePassword: vi.fn(),
  deleteUser: vi.fn(),
  verifyBeforeUpdateEmail: vi.fn(),
  updateProfile: vi.fn(),
  reauthenticateWithCredential: vi.fn(),
  validatePassword: vi.fn(),
  EmailAuthProvider: { credential: vi.fn((email: string, password: string) => ({ email, password })) },
}));
vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  toast: { success: toastSuccess, error: vi.fn() },
}));
const user = {
  uid: 'u1',
  email: 'ana@ejemplo.es',
  emailVerified: true,
  displayName: 'Ana',
  providerData: [{ providerId: 'password' }],
  metadata: { creationTime: 'Mon, 05 Jan 2026 10:00:00 GMT', lastSignInTime: 'Tue, 06 Jan 2026 11:30:00 GMT' },
} as unknown as User;
const sesion = vi.hoisted(() => ({ currentUser: null as unknown }));
vi.mock('shared-firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirebase: () => ({ auth: { currentUser: sesion.currentUser ?? user } }),
}));
const datos = vi.hoisted(() => ({ borrarDatosDelUsuario: vi.fn() }));
vi.mock('../api/datos-del-usuario', () => datos);

const { default: CuentaPage } = await import('./CuentaPage');

afterEach(() => {
  vi.clearAllMocks();
  sesion.currentUser = null;
});

/** An account made through an e-mail link, last signed in `haceMinutos` ago. */
function renderSinContrasena(haceMinutos: number, signOut = async () => {}) {
  const sinContrasena = {
    ...user,
    providerData: [{ providerId: 'emailLink' }],
    metadata: { ...user.metadata, lastSignInTime: new Date(Date.now() - haceMinutos * 60_000).toUTCString() },
  } as unknown as User;
  sesion.currentUser = sinContrasena;
  sdk.validatePassword.mockRejectedValue(new Error('501'));
  return render(
    <AuthContext.Provider value={{ user: sinContrasena, loading: false, signOut }}>
      <MemoryRouter>
        <CuentaPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

async function eliminarCuenta() {
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
}

function renderCuenta() {
  sdk.validatePassword.mockRejectedValue(new Error('501'));
  return render(
    <AuthContext.Provider value={{ user, loading: false, signOut: async () => {} }}>
      <MemoryRouter>
        <CuentaPage />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('CuentaPage', () => {
  it('shows the account dates in es-ES', () => {
    renderCuenta();
    expect(screen.getByText(/5 de enero de 2026/)).toBeTruthy();
    expect(screen.getByText(/6 de enero de 2026/)).toBeTruthy();
  });

  it('asks for the current password before changing the password, and changes nothing if cancelled', async () => {
    sdk.updatePassword.mockResolvedValue(undefined);
    sdk.reauthenticateWithCredential.mockResolvedValue({});
    renderCuenta();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'otra-clave-1{Enter}');
    let dialogo = await screen.findByRole('dialog', { name: 'Confirma tu identidad' });
    expect(dialogo.textContent).toContain('Por seguridad, vuelve a introducir tu contraseña');
    expect(sdk.updatePassword).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(sdk.updatePassword).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();

    // The form leaves its busy state once the cancelled request settles, a tick after the click.
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    dialogo = await screen.findByRole('dialog', { name: 'Confirma tu identidad' });
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'la-de-antes{Enter}');
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Contraseña cambiada.'));
    expect(sdk.EmailAuthProvider.credential).toHaveBeenCalledWith('ana@ejemplo.es', 'la-de-antes');
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledTimes(1);
    expect(sdk.updatePassword).toHaveBeenCalledTimes(1);
    expect(sdk.updatePassword).toHaveBeenLastCalledWith(user, 'otra-clave-1');
  });

  it('an account with no password (made through an e-mail link) is not asked for one it does not have', async () => {
    sdk.updatePassword.mockResolvedValue(undefined);
    render(
      <AuthContext.Provider
        value={{
          user: { ...user, providerData: [{ providerId: 'emailLink' }] } as unknown as User,
          loading: false,
          signOut: async () => {},
        }}
      >
        <MemoryRouter>
          <CuentaPage />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    sdk.validatePassword.mockRejectedValue(new Error('501'));
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'otra-clave-1{Enter}');
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Contraseña cambiada.'));
    expect(screen.queryByRole('dialog', { name: 'Confirma tu identidad' })).toBeNull();
  });

  it('an account with no password, signed in an hour ago, deletes nothing and is told to sign in again with a link', async () => {
    const signOut = vi.fn(async () => {});
    renderSinContrasena(60, signOut);
    await eliminarCuenta();
    const dialogo = await screen.findByRole('dialog', { name: 'Confirma tu identidad' });
    expect(dialogo.textContent).toContain('vuelve a entrar con un enlace nuevo');
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
    expect(datos.borrarDatosDelUsuario).not.toHaveBeenCalled();
    expect(sdk.deleteUser).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('an account with no password, signed in a minute ago, deletes its data and itself', async () => {
    sdk.deleteUser.mockResolvedValue(undefined);
    datos.borrarDatosDelUsuario.mockResolvedValue(undefined);
    renderSinContrasena(1);
    await eliminarCuenta();
    await waitFor(() => expect(sdk.deleteUser).toHaveBeenCalledTimes(1));
    expect(datos.borrarDatosDelUsuario).toHaveBeenCalledWith('u1');
    expect(screen.queryByRole('dialog', { name: 'Confirma tu identidad' })).toBeNull();
  });

  it('an account with no password whose sign-in Firebase finds too old is told to sign in again, not asked for a password', async () => {
    sdk.updatePassword.mockRejectedValue({ code: 'auth/requires-recent-login' });
    renderSinContrasena(1);
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'otra-clave-1{Enter}');
    const dialogo = await screen.findByRole('dialog', { name: 'Confirma tu identidad' });
    expect(dialogo.textContent).toContain('vuelve a entrar con un enlace nuevo');
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
  });

  it('asks for the current password before changing the e-mail', async () => {
    sdk.verifyBeforeUpdateEmail.mockResolvedValue(undefined);
    sdk.reauthenticateWithCredential.mockResolvedValue({});
    renderCuenta();
    await userEvent.type(screen.getByLabelText('Nuevo correo electrónico'), 'nuevo@ejemplo.es{Enter}');
    await screen.findByRole('dialog', { name: 'Confirma tu identidad' });
    expect(sdk.verifyBeforeUpdateEmail).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'la-de-antes{Enter}');
    await waitFor(() => expect(sdk.verifyBeforeUpdateEmail).toHaveBeenCalledTimes(1));
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledTimes(1);
    expect(sdk.verifyBeforeUpdateEmail).toHaveBeenCalledWith(user, 'nuevo@ejemplo.es', expect.anything());
  });

  it('keeps the dialog open, with the error, when the current password is wrong', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue({ code: 'auth/wrong-password' });
    renderCuenta();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'otra-clave-1{Enter}');
    await screen.findByRole('dialog', { name: 'Confirma tu identidad' });
    await userEvent.type(screen.getByLabelText('Contraseña actual'), 'no-es-esta{Enter}');
    expect(await screen.findByText('El correo electrónico o la contraseña no son correctos.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Confirma tu identidad' })).toBeTruthy();
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('refuses a password below the policy without calling Firebase', async () => {
    renderCuenta();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), '123{Enter}');
    expect(await screen.findByText('La contraseña no cumple los requisitos.')).toBeTruthy();
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('refuses a 10 000-character name without calling Firebase, and keeps what was typed', async () => {
    renderCuenta();
    const campo = screen.getByLabelText('Nombre visible');
    await userEvent.clear(campo);
    // Pasted in one go (typing 10 000 keys would be slow).
    await userEvent.click(campo);
    await userEvent.paste('<script>'.repeat(1250));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nombre' }));
    expect(await screen.findByText('El nombre no puede superar 80 caracteres.')).toBeTruthy();
    expect(sdk.updateProfile).not.toHaveBeenCalled();
    expect((campo as HTMLInputElement).value).toHaveLength(10_000);
  });

  it('shows a hostile display name as inert text', () => {
    const nombre = '<img src=x onerror=alert(1)> \u202Eعربي 🧾 cero\u200Bancho';
    render(
      <AuthContext.Provider
        value={{ user: { ...user, displayName: nombre } as User, loading: false, signOut: async () => {} }}
      >
        <MemoryRouter>
          <CuentaPage />
        </MemoryRouter>
      </AuthContext.Provider>,
    );
    expect(screen.getByTestId('cuenta-nombre').textContent).toBe(nombre);
    expect(document.querySelector('img')).toBeNull();
  });
});
