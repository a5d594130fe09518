import { render, renderHook, waitFor } from '@testing-library/react';
import type { Auth, User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transiciones } from '../../tooling/transiciones.fixture';

const onAuthStateChanged = vi.fn();
vi.mock('firebase/auth', () => ({ onAuthStateChanged: (...args: unknown[]) => onAuthStateChanged(...args) }));
// React's real startTransition, counted.
vi.mock('react', async () => (await import('../../tooling/transiciones.fixture')).reactContandoTransiciones());

const { AUTH_NO_INICIALIZADO, AuthContext, useAuth } = await import('./auth-context');
const { SESION_NO_COMPROBADA, useFirebaseSession } = await import('./sesion-firebase');
const { CLAVE_PISTA_DE_SESION } = await import('./pista-de-sesion');

function fakeAuth(ready: Promise<void> = Promise.resolve()): Auth {
  return { authStateReady: () => ready } as unknown as Auth;
}

afterEach(() => {
  onAuthStateChanged.mockReset();
  vi.restoreAllMocks();
});

describe('useFirebaseSession', () => {
  it('starts loading, then exposes the user the listener reports', async () => {
    let report: (user: User | null) => void = () => {};
    onAuthStateChanged.mockImplementation((_auth, next) => {
      report = next;
      return () => {};
    });
    const auth = fakeAuth();
    const { result } = renderHook(() => useFirebaseSession(auth));
    expect(result.current).toEqual({ user: null, loading: true, error: null });
    const user = { uid: 'u1', email: 'ana@ejemplo.es' } as User;
    report(user);
    await waitFor(() => expect(result.current).toEqual({ user, loading: false, error: null }));
  });

  it('gives the first answer as a transition (the whole app mounts in slices), later ones at once', async () => {
    let report: (user: User | null) => void = () => {};
    onAuthStateChanged.mockImplementation((_auth, next) => {
      report = next;
      return () => {};
    });
    transiciones.n = 0;
    const auth = fakeAuth();
    const { result } = renderHook(() => useFirebaseSession(auth));
    const ana = { uid: 'u1' } as User;
    report(ana);
    await waitFor(() => expect(result.current.user).toBe(ana));
    expect(transiciones.n).toBe(1);
    report(null);
    await waitFor(() => expect(result.current).toEqual({ user: null, loading: false, error: null }));
    expect(transiciones.n).toBe(1);
  });

  it('notes each answer in localStorage for the painted HTML: a user sets the hint, none clears it', async () => {
    let report: (user: User | null) => void = () => {};
    onAuthStateChanged.mockImplementation((_auth, next) => {
      report = next;
      return () => {};
    });
    localStorage.removeItem(CLAVE_PISTA_DE_SESION);
    const auth = fakeAuth();
    renderHook(() => useFirebaseSession(auth));
    expect(localStorage.getItem(CLAVE_PISTA_DE_SESION)).toBeNull();
    report({ uid: 'u1' } as User);
    expect(localStorage.getItem(CLAVE_PISTA_DE_SESION)).toBe('1');
    report(null);
    expect(localStorage.getItem(CLAVE_PISTA_DE_SESION)).toBeNull();
  });

  it('answers all the same when storage refuses the hint', async () => {
    let report: (user: User | null) => void = () => {};
    onAuthStateChanged.mockImplementation((_auth, next) => {
      report = next;
      return () => {};
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('lleno', 'QuotaExceededError');
    });
    const auth = fakeAuth();
    const { result } = renderHook(() => useFirebaseSession(auth));
    const ana = { uid: 'u1' } as User;
    report(ana);
    await waitFor(() => expect(result.current).toEqual({ user: ana, loading: false, error: null }));
  });

  it('without auth sets "Firebase Auth no está inicializado" and stops loading', async () => {
    const { result } = renderHook(() => useFirebaseSession(null));
    await waitFor(() => expect(result.current).toEqual({ user: null, loading: false, error: AUTH_NO_INICIALIZADO }));
    expect(AUTH_NO_INICIALIZADO).toBe('Firebase Auth no está inicializado');
  });

  it('logs "Error en AuthStateChanged:" and reports the error when authStateReady fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    onAuthStateChanged.mockReturnValue(() => {});
    const failure = new Error('sin conexión');
    const auth = fakeAuth(Promise.reject(failure));
    const { result } = renderHook(() => useFirebaseSession(auth));
    await waitFor(() => expect(result.current.error).toBe(SESION_NO_COMPROBADA));
    expect(result.current.loading).toBe(false);
    expect(consoleError).toHaveBeenCalledWith('Error en AuthStateChanged:', failure);
  });

  it('reports a listener that throws on subscription', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    onAuthStateChanged.mockImplementation(() => {
      throw new Error('listener roto');
    });
    const auth = fakeAuth();
    const { result } = renderHook(() => useFirebaseSession(auth));
    await waitFor(() => expect(result.current.error).toBe(SESION_NO_COMPROBADA));
    expect(consoleError).toHaveBeenCalledWith('Error en AuthStateChanged:', expect.any(Error));
  });

  it('unsubscribes on unmount', () => {
    const unsubscribe = vi.fn();
    onAuthStateChanged.mockReturnValue(unsubscribe);
    const auth = fakeAuth();
    const { unmount } = renderHook(() => useFirebaseSession(auth));
    unmount();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});

function Probe() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('fails clearly outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth debe ser usado dentro de un AuthProvider');
  });

  it("returns the provider's value", () => {
    const valor = { user: { uid: 'u1' } as User, loading: false, signOut: async () => {} };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthContext.Provider value={valor}>{children}</AuthContext.Provider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toBe(valor);
  });
});
