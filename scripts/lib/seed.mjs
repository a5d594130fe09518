// Idempotent seed for the local emulators: the demo user and the admin user (granted the claim
// through the same code as scripts/admin-claim.mjs).
import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminApp, setAdminClaim } from '../admin-claim.mjs';
import { ADMIN_USER, DEMO_USER } from './config.mjs';

/**
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {{ email: string, password: string, displayName: string }} usuario
 */
async function ensureUser(auth, { email, password, displayName }) {
  // Verified, so a newcomer can try «Enviar por correo» (the app sends only from verified
  // accounts); data kept from before this was so gets it too.
  try {
    const usuario = await auth.getUserByEmail(email);
    return usuario.emailVerified ? usuario : await auth.updateUser(usuario.uid, { emailVerified: true });
  } catch (error) {
    if (/** @type {import('firebase-admin').FirebaseError} */ (error).code !== 'auth/user-not-found') throw error;
    return auth.createUser({ email, password, displayName, emailVerified: true });
  }
}

/** @returns {Promise<{ demoUid: string, adminUid: string }>} */
export async function seed() {
  const app = adminApp();
  try {
    const auth = getAuth(app);
    const demo = await ensureUser(auth, DEMO_USER);
    const admin = await ensureUser(auth, ADMIN_USER);
    await setAdminClaim(auth, ADMIN_USER.email, true);
    return { demoUid: demo.uid, adminUid: admin.uid };
  } finally {
    await deleteApp(app);
  }
}
