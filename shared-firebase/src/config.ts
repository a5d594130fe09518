/// <reference path="./env.d.ts" />
import type { FirebaseOptions } from 'firebase/app';

export type FirebaseEnv = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

export interface EmulatorConfig {
  /** e.g. http://127.0.0.1:9099 */
  authUrl?: string;
  /** host and port, e.g. 127.0.0.1:8080 */
  firestoreHost?: string;
  firestorePort?: number;
}

export type ConfiguracionFirebase =
  | { ok: true; options: FirebaseOptions; emulators: EmulatorConfig }
  | { ok: false; missing: string[] };

const REQUIRED = ['PUBLIC_FIREBASE_API_KEY', 'PUBLIC_FIREBASE_PROJECT_ID', 'PUBLIC_FIREBASE_APP_ID'] as const;

/** Reads the Firebase web config from `PUBLIC_…` variables (see `.env.example`). */
export function leerConfiguracionFirebase(env: FirebaseEnv): ConfiguracionFirebase {
  const value = (key: keyof ImportMetaEnv) => env[key]?.trim() || undefined;
  const missing = REQUIRED.filter((key) => !value(key));
  if (missing.length > 0) return { ok: false, missing };

  const projectId = value('PUBLIC_FIREBASE_PROJECT_ID') as string;
  const options: FirebaseOptions = {
    apiKey: value('PUBLIC_FIREBASE_API_KEY'),
    authDomain: value('PUBLIC_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: value('PUBLIC_FIREBASE_APP_ID'),
  };
  const storageBucket = value('PUBLIC_FIREBASE_STORAGE_BUCKET');
  if (storageBucket) options.storageBucket = storageBucket;
  const senderId = value('PUBLIC_FIREBASE_MESSAGING_SENDER_ID');
  if (senderId) options.messagingSenderId = senderId;

  const emulators: EmulatorConfig = {};
  const authUrl = value('PUBLIC_FIREBASE_AUTH_EMULATOR_URL');
  if (authUrl) emulators.authUrl = authUrl;
  const firestoreHost = value('PUBLIC_FIRESTORE_EMULATOR_HOST');
  if (firestoreHost) {
    const [host, port] = firestoreHost.split(':');
    emulators.firestoreHost = host;
    emulators.firestorePort = Number(port);
  }
  return { ok: true, options, emulators };
}

let vigente: ConfiguracionFirebase | undefined;

/**
 * The page's settings: the first call decides (the app, or a test with the emulators' variables),
 * so Auth, Firestore and the REST reader always talk to the same project.
 */
export function configuracionFirebase(env: FirebaseEnv = envFromBuild()): ConfiguracionFirebase {
  if (!vigente) {
    vigente = leerConfiguracionFirebase(env);
    if (!vigente.ok) console.error('Error initializing Firebase:', faltanVariables(vigente.missing));
  }
  return vigente;
}

export function faltanVariables(missing: string[]): Error {
  return new Error(`Faltan variables de entorno de Firebase: ${missing.join(', ')}`);
}

/** The variables as compiled into the app that bundles this library. */
export function envFromBuild(): FirebaseEnv {
  // Each access is spelled out: the bundler replaces these exact expressions at build time.
  return {
    PUBLIC_FIREBASE_API_KEY: import.meta.env.PUBLIC_FIREBASE_API_KEY,
    PUBLIC_FIREBASE_AUTH_DOMAIN: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN,
    PUBLIC_FIREBASE_PROJECT_ID: import.meta.env.PUBLIC_FIREBASE_PROJECT_ID,
    PUBLIC_FIREBASE_STORAGE_BUCKET: import.meta.env.PUBLIC_FIREBASE_STORAGE_BUCKET,
    PUBLIC_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    PUBLIC_FIREBASE_APP_ID: import.meta.env.PUBLIC_FIREBASE_APP_ID,
    PUBLIC_FIREBASE_AUTH_EMULATOR_URL: import.meta.env.PUBLIC_FIREBASE_AUTH_EMULATOR_URL,
    PUBLIC_FIRESTORE_EMULATOR_HOST: import.meta.env.PUBLIC_FIRESTORE_EMULATOR_HOST,
  };
}
