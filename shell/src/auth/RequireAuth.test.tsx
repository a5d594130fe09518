import { render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthContext } from 'shared-firebase';
import { describe, expect, it } from 'vitest';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RequireAuth } from './RequireAuth';

function Where() {
  const location = useLocation();
  return <p>en {`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, user: User | null) {
  return render(
    <AuthContext.Provider value={{ user, loading: false, signOut: async () => {} }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/login"
            element={
              <RedirectIfSignedIn>
                <Where />
              </RedirectIfSignedIn>
            }
          />
          <Route
            path="*"
            element={
              <RequireAuth>
                <p>contenido protegido</p>
                <Where />
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const ana = { uid: 'u1', email: 'ana@ejemplo.es' } as User;

describe('route guard', () => {
  it('sends an anonymous visitor to /login with the way back', () => {
    renderAt('/recibos/r1?pagina=2', null);
    expect(screen.getByText('en /login?redirect=%2Frecibos%2Fr1%3Fpagina%3D2')).toBeTruthy();
    expect(screen.queryByText('contenido protegido')).toBeNull();
  });

  it('lets a signed-in user through', () => {
    renderAt('/etiquetas', ana);
    expect(screen.getByText('contenido protegido')).toBeTruthy();
  });

  it('sends a signed-in user from /login to the redirect, never off-site', () => {
    renderAt('/login?redirect=%2Fetiquetas', ana);
    expect(screen.getByText('en /etiquetas')).toBeTruthy();
  });

  it('ignores an external redirect', () => {
    renderAt('/login?redirect=https%3A%2F%2Fmalo.example', ana);
    expect(screen.getByText('en /')).toBeTruthy();
  });

  it('keeps Firebase action links on /login even when signed in', () => {
    renderAt('/login?mode=verifyEmail&oobCode=abc', ana);
    expect(screen.getByText('en /login?mode=verifyEmail&oobCode=abc')).toBeTruthy();
  });
});
