import { type Auth, onAuthStateChanged, type User } from 'firebase/auth';
import { startTransition, useEffect, useState } from 'react';
import { AUTH_NO_INICIALIZADO } from './auth-context';
import { anotarSesion } from './pista-de-sesion';

export interface FirebaseSessionState {
  user: User | null;
  loading: boolean;
  /** A Spanish sentence for the error screen; the SDK's own text goes to the console only. */
  error: string | null;
}

/** What the error screen says when the listener fails: the SDK's English detail is logged. */
export const SESION_NO_COMPROBADA = 'El servicio de acceso no ha respondido como se esperaba.';

/**
 * Follows Firebase's auth state. The SDK never calls onAuthStateChanged's error callback, so
 * failures are caught inside the listener and around authStateReady() as well.
 */
export function useFirebaseSession(auth: Auth | null): FirebaseSessionState {
  const [state, setState] = useState<FirebaseSessionState>({ user: null, loading: true, error: null });

  useEffect(() => {
    if (!auth) {
      setState({ user: null, loading: false, error: AUTH_NO_INICIALIZADO });
      return;
    }
    let active = true;
    let resuelta = false;
    const fail = (error: unknown) => {
      console.error('Error en AuthStateChanged:', error);
      if (active) setState({ user: null, loading: false, error: SESION_NO_COMPROBADA });
    };
    let unsubscribe = () => {};
    try {
      unsubscribe = onAuthStateChanged(
        auth,
        (user) => {
          try {
            if (!active) return;
            anotarSesion(user !== null);
            const siguiente = { user, loading: false, error: null };
            // The first answer mounts the whole signed-in app (or the signed-out page): a
            // transition, rendered in slices instead of one long task. Later changes apply at once.
            if (resuelta) setState(siguiente);
            else startTransition(() => setState(siguiente));
            resuelta = true;
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
