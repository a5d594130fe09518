// Vitest globalSetup of the emulator stage: loads firestore.rules into every test file's emulator
// project once (scripts/lib/proyectos-de-prueba.mjs), so the rule coverage each records covers
// that whole file (scripts/cobertura-reglas.mjs merges them).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { proyectosDePrueba } from '../../scripts/lib/proyectos-de-prueba.mjs';
import { FIRESTORE_URL } from '../topologia.mjs';

export async function setup() {
  const content = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const proyectos: string[] = proyectosDePrueba(fileURLToPath(new URL('../..', import.meta.url)));
  await Promise.all(
    proyectos.map(async (proyecto) => {
      const respuesta = await fetch(`${FIRESTORE_URL}/emulator/v1/projects/${proyecto}:securityRules`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
      });
      if (!respuesta.ok)
        throw new Error(`El emulador no aceptó firestore.rules (${respuesta.status}): ${await respuesta.text()}`);
    }),
  );
}
