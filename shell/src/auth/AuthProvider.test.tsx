import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth, User } from 'firebase/auth';
import { Link, MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { useAuth } from 'shared-firebase';
import { afterEach, describe, expect, it, vi } from 'vitest';

const firebaseAuth = vi.hoisted(() => ({ onAuthStateChanged: vi.fn(), signOut: vi.fn() }));
vi.mock('firebase/auth', async (importOriginal) => ({ ...(await importOriginal<object>()), ...firebaseAuth }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  toast: { error: toastError },
}));

const { AuthProvider } = await import('./AuthProvider');

const auth = { authStateReady: () => Promise.resolve() } as unknown as Auth;
const ana = { uid: 'u1', email: 'ana@ejemplo.es' } as User;

function Session() {
  const { user, loading, signOut } = useAuth();
  return (
    <div>
      <p>usuario: {user?.email ?? 'ninguno'}</p>
      <p>cargando: {String(loading)}</p>
      <button type="button" onClick={() => void signOut()}>
        Salir
      </button>
    </div>
  );
}

function Acceso() {
  const [params] = useSearchParams();
  return (
    <div>
      <p>pantalla de acceso{params.get('vista') ? `: ${params.get('vista')}` : ''}</p>
      <Link to="/login?vista=enlace">Entrar con un enlace</Link>
    </div>
  );
}

function renderProvider(authArg: Auth | null = auth) {
  return render(
    <MemoryRouter initialEntries={['/cuenta']}>
      <AuthProvider auth={authArg}>
        <Routes>
          <Route path="/cuenta" element={<Session />} />
          <Route path="/login" element={<Acceso />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('renders nothing while the auth state loads, then exposes user, loading and signOut', async () => {
    let report: (user: User | null) => void = () => {};
    firebaseAuth.onAuthStateChanged.mockImplementation((_auth, next) => {
      report = next;
      return () => {};
    });
    const { container } = renderProvider();
    expect(container.innerHTML).toBe('');
    act(() => report(ana));
    expect(await screen.findByText('usuario: ana@ejemplo.es')).toBeTruthy();
    expect(screen.getByText('cargando: false')).toBeTruthy();
  });

  // The screen showed the SDK's raw text ("Detalle: Firebase: Error (auth/…)").
  it('shows the error screen in Spanish when the listener fails, the detail only in the console', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fallo = new Error('Firebase: Error (auth/internal-error).');
    firebaseAuth.onAuthStateChanged.mockImplementation(() => {
      throw fallo;
    });
    const { container } = renderProvider();
    expect(await screen.findByRole('heading', { name: 'No se pudo comprobar tu sesión' })).toBeTruthy();
    expect(screen.getByText('El servicio de acceso no ha respondido como se esperaba.')).toBeTruthy();
    expect(container.textContent).not.toMatch(/Firebase|auth\/|Detalle/);
    expect(console.error).toHaveBeenCalledWith('Error en AuthStateChanged:', fallo);
  });

  it('shows "Firebase Auth no está inicializado" when auth is missing', async () => {
    renderProvider(null);
    expect(await screen.findByText(/Firebase Auth no está inicializado/)).toBeTruthy();
  });

  it('signs out and navigates to /login, leaving nothing of the user in the app’s storage', async () => {
    localStorage.setItem('recibos.pista-de-sesion', '1');
    sessionStorage.setItem('recibos.libro.u1', 'libro-de-otra');
    localStorage.setItem('ajeno', 'se queda');
    let report: (user: User | null) => void = () => {};
    firebaseAuth.onAuthStateChanged.mockImplementation((_auth, next) => {
      report = next;
      next(ana);
      return () => {};
    });
    // As Firebase does: the listener hears of it after signOut() resolves.
    firebaseAuth.signOut.mockImplementation(async () => {
      setTimeout(() => act(() => report(null)));
    });
    renderProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    expect(await screen.findByText('pantalla de acceso')).toBeTruthy();
    expect(firebaseAuth.signOut).toHaveBeenCalledWith(auth);
    expect([localStorage.getItem('recibos.pista-de-sesion'), sessionStorage.getItem('recibos.libro.u1')]).toEqual([
      null,
      null,
    ]);
    expect(localStorage.getItem('ajeno')).toBe('se queda');
  });

  // Firebase reports the signed-out user after signOut() resolves. The app navigated at both moments,
  // so a visitor quick enough to open another form of /login was sent back to the password one.
  it('lands on /login once, when the session ends: a form opened there is not taken away', async () => {
    let report: (user: User | null) => void = () => {};
    firebaseAuth.onAuthStateChanged.mockImplementation((_auth, next) => {
      report = next;
      next(ana);
      return () => {};
    });
    let informado: Promise<void> = Promise.resolve();
    firebaseAuth.signOut.mockImplementation(async () => {
      informado = new Promise((listo) => setTimeout(() => listo(act(() => report(null))), 20));
    });
    renderProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Entrar con un enlace' }));
    await informado;
    expect(screen.getByText('pantalla de acceso: enlace')).toBeTruthy();
  });

  it('logs "Error al cerrar sesión:" and shows a Spanish toast when sign-out fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    firebaseAuth.onAuthStateChanged.mockImplementation((_auth, next) => {
      next(ana);
      return () => {};
    });
    const failure = new Error('red caída');
    firebaseAuth.signOut.mockRejectedValue(failure);
    renderProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error al cerrar sesión:', failure));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('No se pudo cerrar la sesión. Inténtalo de nuevo.'));
    expect(screen.getByText('usuario: ana@ejemplo.es')).toBeTruthy();
  });
});
