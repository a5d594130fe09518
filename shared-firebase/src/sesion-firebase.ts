import { type Auth, onAuthStateChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { AUTH_NOT_INITIALISED } from './auth-context';

export interface FirebaseSessionState {
  user: User | null;
  loading: boolean;
  error: string | null;
}

/**
 * Follows Firebase's auth state. The SDK never calls onAuthStateChanged's error callback, so
 * failures are caught inside the listener and around authStateReady() as well.
 */
export function useFirebaseSession(auth: Auth | null): FirebaseSessionState {
  const [state, setState] = useState<FirebaseSessionState>({ user: null, loading: true, error: null });

  useEffect(() => {
    if (!auth) {
      setState({ user: null, loading: false, error: AUTH_NOT_INITIALISED });
      return;
    }
    let active = true;
    const fail = (error: unknown) => {
      console.error('Error en AuthStateChanged:', error);
      if (active) setState({ user: null, loading: false, error: messageOf(error) });
    };
    let unsubscribe = () => {};
    try {
      unsubscribe = onAuthStateChanged(
        auth,
        (user) => {
          try {
            if (active) setState({ user, loading: false, error: null });
          } catch (error) {
            fail(error);
          }
        },
        fail,
      );
      auth.authStateReady().catch(fail);
    } catch (error) {
      fail(error);
    }
    return () => {
      active = false;
      unsubscribe();
    };
  }, [auth]);

  return state;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
