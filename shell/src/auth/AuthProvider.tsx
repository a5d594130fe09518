import { type Auth, signOut as firebaseSignOut } from 'firebase/auth';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthContext, type AuthContextValue, useFirebaseSession } from 'shared-firebase';
import { toast } from 'sonner';
import { AuthErrorScreen } from './AuthErrorScreen';

/**
 * Exposes exactly `user`, `loading` and `signOut` to the shell and every remote. Renders nothing
 * while the auth state loads, and the error screen if the listener fails.
 */
export function AuthProvider({ auth, children }: { auth: Auth | null; children: ReactNode }) {
  const { user, loading, error } = useFirebaseSession(auth);
  const navigate = useNavigate();

  const signOut = useCallback(async () => {
    try {
      if (!auth) throw new Error('Firebase Auth no está inicializado');
      await firebaseSignOut(auth);
      navigate('/login', { replace: true });
    } catch (cause) {
      console.error('Error al cerrar sesión:', cause);
      toast.error('No se pudo cerrar la sesión. Inténtalo de nuevo.');
    }
  }, [auth, navigate]);

  const value = useMemo<AuthContextValue>(() => ({ user, loading, signOut }), [user, loading, signOut]);

  if (error) return <AuthErrorScreen message={error} />;
  if (loading) return null;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
