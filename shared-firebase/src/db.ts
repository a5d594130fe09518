// Lite (REST) Firestore: the app never listens or persists offline; data loads once via SWR.
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore/lite';
import { initApp } from './app';

let db: Firestore | undefined;

/**
 * The page's Firestore, created on first use: pages that never touch data (/login, /register)
 * load no Firestore code, and the public receipt no Auth code. Null when Firebase could not initialise.
 */
export function getDb(): Firestore | null {
  const init = initApp();
  if (!init.ok) return null;
  if (!db) {
    db = getFirestore(init.app);
    const { firestoreHost, firestorePort } = init.emulators;
    if (firestoreHost && firestorePort) connectFirestoreEmulator(db, firestoreHost, firestorePort);
  }
  return db;
}
