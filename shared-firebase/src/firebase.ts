import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
// Lite (REST) Firestore: the app never listens or persists offline; data loads once via SWR.
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore/lite';
import { envFromBuild, type FirebaseEnv, readFirebaseSettings } from './config';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

export type FirebaseInit = { ok: true; services: FirebaseServices } | { ok: false; error: Error };

let initialised: FirebaseInit | undefined;

/**
 * The one Firebase app / Auth / Firestore of the page. Shared through Module Federation as a
 * singleton, so every remote receives the instance the shell created.
 */
export function initFirebase(env: FirebaseEnv = envFromBuild()): FirebaseInit {
  initialised ??= createServices(env);
  return initialised;
}

/** The services, or null when Firebase could not initialise (the shell shows `Error de Conexión`). */
export function getFirebase(): FirebaseServices | null {
  const init = initFirebase();
  return init.ok ? init.services : null;
}

function createServices(env: FirebaseEnv): FirebaseInit {
  const settings = readFirebaseSettings(env);
  if (!settings.ok) {
    const error = new Error(`Faltan variables de entorno de Firebase: ${settings.missing.join(', ')}`);
    console.error('Error initializing Firebase:', error);
    return { ok: false, error };
  }
  try {
    const app = getApps()[0] ?? initializeApp(settings.options);
    const auth = createAuth(app);
    auth.languageCode = 'es';
    const { authUrl, firestoreHost, firestorePort } = settings.emulators;
    if (authUrl) connectAuthEmulator(auth, authUrl, { disableWarnings: true });
    const db = getFirestore(app);
    if (firestoreHost && firestorePort) connectFirestoreEmulator(db, firestoreHost, firestorePort);
    return { ok: true, services: { app, auth, db } };
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
    if ((error as { code?: string }).code === 'auth/invalid-api-key') {
      console.error('La clave de API de Firebase no es válida (auth/invalid-api-key).', error);
    }
    throw error;
  }
}
