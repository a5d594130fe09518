#!/usr/bin/env tsx
import { randomBytes } from 'node:crypto';
// The first check after deploying the rules to a real project: every operation the rules' budget
// is measured with (the largest receipt and plan, mf-recibos/src/recibos/presupuesto/), made
// through the deployed rules as the app makes them, by a scratch user this creates. Decision 015
// counts the 1,000 expressions per document, as the emulator does; if production counted them per
// request, an operation here would be refused. Reports each one, then deletes the scratch user's
// data as the app deletes an account's (its series' counters stay, as for every account: no
// number is given twice) and the user.
//
//   pnpm comprobar:reglas [--env .env]
//
// The project is the web configuration the production build uses (PUBLIC_FIREBASE_*, from the
// environment or the --env file: docs/despliegue.md, «Configuración de producción»); its
// Authentication must allow e-mail and password, as the app does. The test runs it against the
// emulators (scripts/comprobar-reglas.emulator.test.ts): from here no real project is reachable.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { borrarDatosDelUsuario } from 'dominio-recibos/datos-del-usuario';
// The root entry reaches the kit's stylesheet: `pnpm comprobar:reglas` loads scripts/lib/sin-css.mjs.
import { codigoDeError } from 'shared-firebase';
import { createUserWithEmailAndPassword, deleteUser, initFirebase } from 'shared-firebase/auth';
import * as firestore from 'shared-firebase/firestore';
import { OPERACIONES } from '../mf-recibos/src/recibos/presupuesto/operaciones';

/** Firebase's error code (permission-denied…), or the message. */
const motivoDe = (error: unknown) => codigoDeError(error) ?? (error instanceof Error ? error.message : String(error));

const { values } = parseArgs({ options: { env: { type: 'string' } } });
if (values.env) {
  if (!existsSync(values.env)) throw new Error(`No existe ${values.env}.`);
  process.loadEnvFile(values.env);
} else if (existsSync('.env')) process.loadEnvFile('.env');

const init = initFirebase(process.env);
if (!init.ok) {
  console.error(`✗ Sin configuración de Firebase: ${init.error.message}`);
  process.exit(2);
}
const { auth } = init.services;
const proyecto = process.env.PUBLIC_FIREBASE_PROJECT_ID;
console.log(`Reglas de ${proyecto}: cada operación del presupuesto, con el recibo más grande.`);

const correo = `comprobar-reglas-${Date.now()}@recibos.invalid`;
const { user } = await createUserWithEmailAndPassword(auth, correo, randomBytes(18).toString('base64url'));
const fallos: string[] = [];
try {
  for (const op of OPERACIONES) {
    try {
      await op.hacer((await op.preparar?.()) ?? null);
      console.log(`✓ ${op.nombre}`);
    } catch (error) {
      const motivo = motivoDe(error);
      fallos.push(op.nombre);
      console.log(`✗ ${op.nombre}: ${motivo}`);
    }
  }
} finally {
  // Its data with the app's account deletion (the rules see the owner), then the user.
  const db = firestore.getDb();
  try {
    const borrados = db ? await borrarDatosDelUsuario(firestore, db, user.uid) : 0;
    console.log(`Datos del usuario de prueba ${correo} (${user.uid}) borrados: ${borrados} documentos.`);
  } catch (error) {
    fallos.push('borrar sus datos');
    console.log(`✗ No se pudieron borrar los datos de ${user.uid}: ${motivoDe(error)}`);
  }
  await deleteUser(user);
  console.log(`Usuario de prueba ${correo} borrado.`);
}
if (fallos.length > 0) {
  console.error(
    `✗ Las reglas desplegadas rechazan: ${fallos.join(', ')}. Si el emulador lo acepta (pnpm bench:reglas), producción cuenta el presupuesto de otra manera: no lances esta versión.`,
  );
  process.exit(1);
}
console.log(`Las reglas desplegadas aceptan las ${OPERACIONES.length} operaciones.`);
process.exit(0);
