#!/usr/bin/env node
// Grants or revokes the `admin: true` custom claim by email, with firebase-admin.
//   Emulators:     node scripts/admin-claim.mjs grant persona@ejemplo.es   (while `start` runs)
//   Real project:  GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto \
//                  node scripts/admin-claim.mjs revoke persona@ejemplo.es
// Without credentials it targets the local Auth emulator. The user must sign in again (or refresh
// their ID token) to see the change.
import { pathToFileURL } from 'node:url';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DIRECCION_AUTH, PROYECTO_LOCAL } from '../tooling/topologia.mjs';

/** @returns {import('firebase-admin/app').App} */
export function adminApp() {
  const useEmulator = !process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (useEmulator) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= DIRECCION_AUTH;
  return initializeApp(
    {
      projectId: process.env.FIREBASE_PROJECT_ID ?? PROYECTO_LOCAL,
      ...(useEmulator ? {} : { credential: applicationDefault() }),
    },
    `admin-claim-${Date.now()}`,
  );
}

/**
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {boolean} admin
 * @returns {Promise<string>} the user's uid
 */
export async function setAdminClaim(auth, email, admin) {
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  return user.uid;
}

/** @param {string[]} args */
async function main([action, email]) {
  if (!(/** @type {Array<string | undefined>} */ (['grant', 'revoke']).includes(action)) || !email) {
    console.error('Uso: node scripts/admin-claim.mjs grant|revoke <email>');
    process.exit(2);
  }
  const app = adminApp();
  try {
    const uid = await setAdminClaim(getAuth(app), email, action === 'grant');
    console.log(`${action === 'grant' ? 'Concedido' : 'Retirado'} el permiso de administrador a ${email} (${uid}).`);
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(/** @type {Error} */ (error).message ?? error);
    process.exit(1);
  });
}
