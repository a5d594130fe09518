import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { AuthContext, type AuthContextValue } from 'shared-firebase';
import { type Auth, signOut as firebaseSignOut, useFirebaseSession } from 'shared-firebase/auth';
import { useNavigate } from 'shared-firebase/router';
import { AuthErrorScreen } from './AuthErrorScreen';

/**
 * Exposes exactly `user`, `loading` and `signOut` to the shell and every remote. Renders nothing
 * while the auth state loads, and the error screen if the listener fails.
 */
export function AuthProvider({ auth, children }: { auth: Auth | null; children: ReactNode }) {
  const { user, loading, error } = useFirebaseSession(auth);
  const navigate = useNavigate();
  const signingOut = useRef(false);

  // When the session really ends, land on plain /login: here only, because Firebase reports the
  // signed-out user after signOut() resolves, and a second navigation there could take away a form
  // the visitor has opened on /login meanwhile. This effect runs after the guard's own redirect
  // (child effects run first), so the guard's `?redirect=` never wins after a sign-out.
  useEffect(() => {
    if (!user && signingOut.current) {
      signingOut.current = false;
      navigate('/login', { replace: true });
    }
  }, [user, navigate]);

  const signOut = useCallback(async () => {
    try {
      if (!auth) throw new Error('Firebase Auth no está inicializado');
      signingOut.current = true;
      await firebaseSignOut(auth);
      // Nothing of this user stays in storage the app controls (the SWR cache goes with the uid;
      // the book chosen in this tab is in sessionStorage).
      for (const almacen of [window.localStorage, window.sessionStorage]) {
        for (const clave of Object.keys(almacen)) {
          if (clave.startsWith('recibos.')) almacen.removeItem(clave);
        }
      }
    } catch (cause) {
      signingOut.current = false;
      console.error('Error al cerrar sesión:', cause);
      // sonner on demand: /login loads none (docs/rendimiento.md); the layout's toaster is mounted.
      void import('sonner').then(({ toast }) => toast.error('No se pudo cerrar la sesión. Inténtalo de nuevo.'));
    }
  }, [auth]);

  const value = useMemo<AuthContextValue>(() => ({ user, loading, signOut }), [user, loading, signOut]);

  if (error) return <AuthErrorScreen message={error} />;
  if (loading) return null;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
