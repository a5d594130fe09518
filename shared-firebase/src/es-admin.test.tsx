import { act, renderHook, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from './auth-context';
import { useEsAdmin, useEsAdminRecordado } from './es-admin';
import { anotarAdmin, anotarSesion, CLAVE_PISTA_DE_SESION, PISTA_ADMIN } from './pista-de-sesion';

function con(user: User | null) {
  // One cache for every mount under this wrapper, as the shell keeps one per user.
  const cache = new Map();
  return ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={{ user, loading: false, signOut: async () => {} }}>
      {/* The spec's global defaults that matter here: focus revalidation, no deduplication. */}
      <SWRConfig
        value={{ provider: () => cache, revalidateOnFocus: true, dedupingInterval: 0, focusThrottleInterval: 0 }}
      >
        {children}
      </SWRConfig>
    </AuthContext.Provider>
  );
}

const usuario = (leer: User['getIdTokenResult']) => ({ uid: 'u1', getIdTokenResult: vi.fn(leer) }) as unknown as User;
const conClaims = (claims: Record<string, unknown>) => (() => Promise.resolve({ claims })) as User['getIdTokenResult'];

describe('useEsAdmin', () => {
  it('is false with nobody signed in', () => {
    const { result } = renderHook(() => useEsAdmin(), { wrapper: con(null) });
    expect(result.current).toBe(false);
  });

  it('is null while the token is read, then what its admin claim says (a new token by default)', async () => {
    const user = usuario(conClaims({ admin: true }));
    const { result } = renderHook(() => useEsAdmin(), { wrapper: con(user) });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(true));
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it('reads the session’s token without fresco, and a claim other than true is not admin', async () => {
    const user = usuario(conClaims({ admin: 'sí' }));
    const { result } = renderHook(() => useEsAdmin({ fresco: false }), { wrapper: con(user) });
    await waitFor(() => expect(result.current).toBe(false));
    expect(user.getIdTokenResult).toHaveBeenCalledWith(false);
  });

  it('is false when the token cannot be read', async () => {
    const user = usuario(() => Promise.reject(new Error('sin red')));
    const { result } = renderHook(() => useEsAdmin(), { wrapper: con(user) });
    await waitFor(() => expect(result.current).toBe(false));
  });

  // The admin page decides access with it: shown again, it must not answer from what it read before.
  it('with fresco, answers from a new token at every mount, never from the previous answer', async () => {
    let admin = true;
    const user = usuario(
      () => Promise.resolve({ claims: { admin } }) as unknown as ReturnType<User['getIdTokenResult']>,
    );
    const wrapper = con(user);
    const primera = renderHook(() => useEsAdmin(), { wrapper });
    await waitFor(() => expect(primera.result.current).toBe(true));
    primera.unmount();
    admin = false;
    const segunda = renderHook(() => useEsAdmin(), { wrapper });
    expect(segunda.result.current).toBeNull();
    await waitFor(() => expect(segunda.result.current).toBe(false));
  });

  it('never asks for a new token because the window regained focus', async () => {
    const user = usuario(conClaims({ admin: true }));
    const { result } = renderHook(() => useEsAdmin(), { wrapper: con(user) });
    await waitFor(() => expect(result.current).toBe(true));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(user.getIdTokenResult).toHaveBeenCalledTimes(1);
  });
});

describe('useEsAdminRecordado (the navigation, over the HTML painted from the session hint)', () => {
  const pista = () => localStorage.getItem(CLAVE_PISTA_DE_SESION);

  it('answers from the hint while the token is read, then from the token, and notes what it said', async () => {
    localStorage.setItem(CLAVE_PISTA_DE_SESION, PISTA_ADMIN);
    let responder: (claims: Record<string, unknown>) => void = () => {};
    const user = usuario(() => new Promise((r) => (responder = (claims) => r({ claims } as never))));
    const { result } = renderHook(() => useEsAdminRecordado(), { wrapper: con(user) });
    expect(result.current).toBe(true);
    act(() => responder({}));
    await waitFor(() => expect(result.current).toBe(false));
    expect(pista()).toBe('1');
    expect(user.getIdTokenResult).toHaveBeenCalledWith(false);
  });

  it('notes an admin for the next painted page; a new answer of Auth for the session keeps it', async () => {
    localStorage.setItem(CLAVE_PISTA_DE_SESION, '1');
    const { result } = renderHook(() => useEsAdminRecordado(), { wrapper: con(usuario(conClaims({ admin: true }))) });
    await waitFor(() => expect(pista()).toBe(PISTA_ADMIN));
    expect(result.current).toBe(true);
    anotarSesion(true);
    expect(pista()).toBe(PISTA_ADMIN);
    anotarSesion(false);
    expect(pista()).toBeNull();
    // Signed out, a late answer notes nothing.
    anotarAdmin(true);
    expect(pista()).toBeNull();
  });
});
