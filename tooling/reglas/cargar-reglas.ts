// Vitest globalSetup of the emulator stage: loads firestore.rules into the emulator once, so the
// rule coverage it records covers every file of the stage (scripts/cobertura-reglas.mjs reads it).
import { readFileSync } from 'node:fs';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID } from '../emulator-env';

export async function setup() {
  const content = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const respuesta = await fetch(
    `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
    },
  );
  if (!respuesta.ok)
    throw new Error(`El emulador no aceptó firestore.rules (${respuesta.status}): ${await respuesta.text()}`);
}
