import type { DestinoRest } from 'shared-firebase';

/**
 * Where the function reads Firestore: the project it runs in (GCLOUD_PROJECT, or FIREBASE_CONFIG's
 * projectId, both set by Firebase), through the emulator when FIRESTORE_EMULATOR_HOST says so. No
 * credentials and no Admin SDK: the read is a stranger's, and firestore.rules decide it.
 */
export function destinoDelServidor(env: NodeJS.ProcessEnv = process.env): DestinoRest {
  const proyecto = env.GCLOUD_PROJECT || (JSON.parse(env.FIREBASE_CONFIG || '{}') as { projectId?: string }).projectId;
  if (!proyecto) throw new Error('Falta GCLOUD_PROJECT: la función no sabe de qué proyecto leer');
  const emulador = env.FIRESTORE_EMULATOR_HOST;
  return { origen: emulador ? `http://${emulador}` : 'https://firestore.googleapis.com', proyecto };
}
