// Local constants shared by the run, test and seed scripts. The app reads the PUBLIC_* values at
// build time (see .env.example); locally they point at the emulators with a demo- project.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-recibos';
export const AUTH_PORT = 9099;
export const FIRESTORE_PORT = 8080;
export const AUTH_HOST = `127.0.0.1:${AUTH_PORT}`;
export const FIRESTORE_HOST = `127.0.0.1:${FIRESTORE_PORT}`;

export const APPS = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'mf-auth', name: 'mf_auth', port: 3001 },
  { dir: 'mf-etiquetas', name: 'mf_etiquetas', port: 3002 },
  { dir: 'mf-recibos', name: 'mf_recibos', port: 3003 },
  { dir: 'mf-admin', name: 'mf_admin', port: 3004 },
];
export const REMOTES = APPS.filter((app) => app.name !== 'shell');

/** Build-time variables for the local emulators. */
export const EMULATOR_APP_ENV = {
  PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
  PUBLIC_FIREBASE_PROJECT_ID: PROJECT_ID,
  PUBLIC_FIREBASE_APP_ID: '1:000000000000:web:demo',
  PUBLIC_FIREBASE_AUTH_EMULATOR_URL: `http://${AUTH_HOST}`,
  PUBLIC_FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
};

export const DEMO_USER = { email: 'demo@recibos.test', password: 'demo1234', displayName: 'Demo' };
export const ADMIN_USER = { email: 'admin@recibos.test', password: 'admin1234', displayName: 'Admin' };

export const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Debian's Chromium as the E2E suite and the bench launch it. Without the background-networking
 * flags Chromium keeps dialling Google on a closed network.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
