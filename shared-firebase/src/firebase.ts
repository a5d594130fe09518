import type { FirebaseApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { initApp } from './app';
import type { FirebaseEnv } from './config';
import { codigoDeError } from './errores';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
}

export type FirebaseInit = { ok: true; services: FirebaseServices } | { ok: false; error: Error };

let initialised: FirebaseInit | undefined;

/**
 * The one Firebase app and Auth of the page. Shared through Module Federation as a singleton
 * (shared-firebase/auth), so every remote receives the instance the shell created.
 */
export function initFirebase(env?: FirebaseEnv): FirebaseInit {
  initialised ??= createServices(env);
  return initialised;
}

/** The services, or null when Firebase could not initialise (the shell shows `Error de Conexión`). */
export function getFirebase(): FirebaseServices | null {
  const init = initFirebase();
  return init.ok ? init.services : null;
}

function createServices(env?: FirebaseEnv): FirebaseInit {
  const app = initApp(env);
  if (!app.ok) return app;
  try {
    const auth = createAuth(app.app);
    auth.languageCode = 'es';
    if (app.emulators.authUrl) connectAuthEmulator(auth, app.emulators.authUrl, { disableWarnings: true });
    return { ok: true, services: { app: app.app, auth } };
  } catch (cause) {
    console.error('Error initializing Firebase:', cause);
    return { ok: false, error: cause instanceof Error ? cause : new Error(String(cause)) };
  }
}

function createAuth(app: FirebaseApp): Auth {
  try {
    // initializeAuth with explicit persistence keeps popup/redirect code out of the bundle.
    return initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  } catch (error) {
    if (codigoDeError(error) === 'auth/invalid-api-key') {
      console.error('La clave de API de Firebase no es válida (auth/invalid-api-key).', error);
    }
    throw error;
  }
}
