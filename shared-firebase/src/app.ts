import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { configuracionFirebase, type EmulatorConfig, type FirebaseEnv, faltanVariables } from './config';

export type AppInit = { ok: true; app: FirebaseApp; emulators: EmulatorConfig } | { ok: false; error: Error };

let initialised: AppInit | undefined;

/**
 * The page's one Firebase app. Auth (./firebase) and Firestore (./db) are created from it on
 * first use, so a page that needs only one of them loads only that one.
 */
export function initApp(env?: FirebaseEnv): AppInit {
  initialised ??= createApp(env);
  return initialised;
}

function createApp(env?: FirebaseEnv): AppInit {
  const settings = configuracionFirebase(env);
  if (!settings.ok) return { ok: false, error: faltanVariables(settings.missing) };
  try {
    return { ok: true, app: getApps()[0] ?? initializeApp(settings.options), emulators: settings.emulators };
  } catch (cause) {
    console.error('Error initializing Firebase:', cause);
    return { ok: false, error: cause instanceof Error ? cause : new Error(String(cause)) };
  }
}
