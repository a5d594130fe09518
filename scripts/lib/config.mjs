// Local constants of the run, test and seed scripts that are not the topology (apps, ports,
// emulators, functions: tooling/topologia.mjs): the repository's root, the demo accounts, where
// the Firestore JAR and Chromium are.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * A path the user typed, from where they typed it: `pnpm --filter <app> <script>` runs in the
 * app's folder and says where it was called from in INIT_CWD.
 * @param {string} ruta
 */
export const desdeQuienLlama = (ruta) => path.resolve(process.env.INIT_CWD ?? process.cwd(), ruta);
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
