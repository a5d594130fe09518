// The backup rehearsed on the emulators (docs/despliegue.md, «Copias de seguridad»): an account
// written through the app's own modules is exported (the emulator's export, as the nightly managed
// export in production), a wrong script deletes it, and scripts/restaurar-cuenta.ts brings it
// back from a second Firestore emulator seeded with that export (the `restauracion` database of
// production), beside what the account did since and without touching another account.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLECCION_PUBLICA, COLECCION_REGISTRO, rutaDelContador, rutaDelCupo } from 'dominio-recibos';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { type DocumentData, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crearEtiqueta } from '../mf-etiquetas/src/etiquetas/api/etiquetas';
import { crearPagador } from '../mf-recibos/src/pagadores/api/pagadores';
import { crearPlan } from '../mf-recibos/src/periodicos/api/planes';
import { compartirRecibo, crearRecibo } from '../mf-recibos/src/recibos/api/recibos';
import { entrada } from '../mf-recibos/src/recibos/api/recibos.fixture';
import { peorPlan } from '../mf-recibos/src/recibos/presupuesto/operaciones';
import { FIRESTORE_HOST, FIRESTORE_PORT, initEmulatorFirebase, PROJECT_ID } from '../tooling/emulator-env';
import { FIRESTORE_JAR } from './lib/config.mjs';
import { PLAN_RESTAURADO, restaurarCuenta } from './restaurar-cuenta';

// No Google metadata server here, and two emulators in one process: each client says its own.
process.env.METADATA_SERVER_DETECTION = 'none';
delete process.env.FIRESTORE_EMULATOR_HOST;
const admin = (puerto: number) =>
  new Firestore({ projectId: PROJECT_ID, host: `${FIRESTORE_HOST}:${puerto}`, ssl: false });
const vivo = admin(FIRESTORE_PORT);
const { auth } = initEmulatorFirebase();
const carpeta = mkdtempSync(path.join(tmpdir(), 'copia-'));
let copia: Firestore | undefined;
let emuladorDeLaCopia: ReturnType<typeof spawn> | undefined;

/** Every document of the account `uid` (its collections, its links, its receipts' verifications), by path. */
async function cuenta(db: Firestore, uid: string): Promise<Map<string, DocumentData | undefined>> {
  const todos = new Map<string, DocumentData | undefined>();
  for (const coleccion of await db.doc(`users/${uid}`).listCollections())
    for (const d of (await coleccion.get()).docs) {
      todos.set(d.ref.path, d.data());
      const codigo = coleccion.id === 'recibos' ? d.get('verificacion') : undefined;
      const verificacion = typeof codigo === 'string' ? await db.doc(`verificaciones/${codigo}`).get() : undefined;
      if (verificacion?.exists) todos.set(verificacion.ref.path, verificacion.data());
    }
  for (const r of (await db.collection(COLECCION_REGISTRO).where('ownerUid', '==', uid).get()).docs) {
    todos.set(r.ref.path, r.data());
    const publica = await db.doc(`${COLECCION_PUBLICA}/${r.id}`).get();
    if (publica.exists) todos.set(publica.ref.path, publica.data());
  }
  return todos;
}

const puertoLibre = () =>
  new Promise<number>((resolve, reject) => {
    const servidor = createServer().listen(0, '127.0.0.1', () => {
      const direccion = servidor.address();
      servidor.close(() => (typeof direccion === 'object' && direccion ? resolve(direccion.port) : reject()));
    });
  });

/** A Firestore emulator seeded with the export: in the test's own process group, so stopping it stops this. */
async function emuladorCon(exportacion: string): Promise<Firestore> {
  const puerto = await puertoLibre();
  emuladorDeLaCopia = spawn(
    'java',
    [
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-cp',
      FIRESTORE_JAR,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      ...['--host', FIRESTORE_HOST, '--port', String(puerto), '--project_id', PROJECT_ID],
      ...['--import-data', exportacion],
    ],
    { stdio: 'ignore' },
  );
  // Up when it answers (its start, on the slower machine kind, takes seconds).
  for (;;) {
    if (emuladorDeLaCopia.exitCode !== null) throw new Error('El emulador de la copia terminó al arrancar');
    const listo = await fetch(`http://${FIRESTORE_HOST}:${puerto}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (listo) return admin(puerto);
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(async () => {
  await copia?.terminate();
  await vivo.terminate();
  if (emuladorDeLaCopia && emuladorDeLaCopia.exitCode === null) {
    const fin = new Promise((r) => emuladorDeLaCopia?.once('exit', r));
    emuladorDeLaCopia.kill('SIGTERM');
    await fin;
  }
  rmSync(carpeta, { recursive: true, force: true });
});

let ana = '';
let beto = '';
let enero = '';
let plan = '';
let antes = new Map<string, DocumentData | undefined>();
let deBeto = new Map<string, DocumentData | undefined>();

beforeAll(async () => {
  // Beto's account, which nothing below may touch.
  await createUserWithEmailAndPassword(auth, `beto-copia-${Date.now()}@recibos.test`, 'secreta123');
  beto = auth.currentUser?.uid ?? '';
  await crearPagador({ nombre: 'Cliente de Beto' });
  await crearRecibo(entrada('De Beto'));
  // Ana's: labels, payers, receipts (the second shared: its registry entry and payer's copy), a
  // recurring plan.
  ana = (await createUserWithEmailAndPassword(auth, `ana-copia-${Date.now()}@recibos.test`, 'secreta123')).user.uid;
  const etiqueta = await crearEtiqueta({ nombre: 'Alquileres', color: 'bg-sky-100 text-sky-800' });
  await crearPagador({ nombre: 'Carla Gómez', email: 'carla@ejemplo.es', etiquetas: [etiqueta.id] });
  await crearPagador({ nombre: 'Diego Ruiz' });
  enero = (await crearRecibo(entrada('Enero'))).id;
  await compartirRecibo(await crearRecibo(entrada('Febrero')), 30);
  plan = await crearPlan(peorPlan('𝐱'), '2026-02-28');
  antes = await cuenta(vivo, ana);
  deBeto = await cuenta(vivo, beto);
}, 60_000);

it('an account deleted by mistake comes back from the night’s export, beside what it did since', async () => {
  // The night's copy.
  const respuesta = await fetch(
    `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${PROJECT_ID}:export`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${PROJECT_ID}/databases/(default)`,
        export_directory: carpeta,
        export_name: 'copia',
      }),
    },
  );
  expect(respuesta.ok).toBe(true);

  // A wrong script deletes Ana's account, its receipts' verifications with it; then she adds a
  // payer (the count starts again) and issues a receipt, which takes number 1 again (the series'
  // counter went too).
  await vivo.recursiveDelete(vivo.doc(`users/${ana}`));
  for (const ruta of antes.keys()) if (!ruta.startsWith('users/')) await vivo.doc(ruta).delete();
  expect((await cuenta(vivo, ana)).size).toBe(0);
  const nuevo = await crearPagador({ nombre: 'Elena Nueva' });
  const marzo = await crearRecibo(entrada('Marzo'));
  expect(marzo.numero).toBe(1);

  copia = await emuladorCon(path.join(carpeta, 'copia', 'copia.overall_export_metadata'));
  expect(await cuenta(copia, ana)).toEqual(antes);
  const informe = await restaurarCuenta(copia, vivo, ana);

  const despues = await cuenta(vivo, ana);
  const cupo = rutaDelCupo(ana).join('/');
  const contador = rutaDelContador(ana, '2026').join('/');
  const numeroUno = `users/${ana}/recibos/${enero}`;
  // January's verification stays out with it: its code names no receipt of the book now.
  const verificacionDeEnero = `verificaciones/${antes.get(numeroUno)?.verificacion}`;
  const planes = `users/${ana}/planes/${plan}`;
  for (const [ruta, datos] of antes)
    if (![cupo, numeroUno, verificacionDeEnero, planes].includes(ruta)) expect(despues.get(ruta), ruta).toEqual(datos);
  expect(despues.get(verificacionDeEnero)).toBeUndefined();
  expect([...despues.keys()].filter((r) => r.startsWith('verificaciones/'))).toHaveLength(2);
  expect(despues.get(`users/${ana}/pagadores/${nuevo}`)).toMatchObject({ nombre: 'Elena Nueva' });
  // The count covers the restored payers and the one added since.
  expect(despues.get(cupo)).toEqual({ pagadores: 3, lote: [] });
  // Number 1 is March's now: January's is not restored, and the counter goes on from 2.
  expect(despues.get(numeroUno)).toBeUndefined();
  expect(informe.numerosOcupados).toEqual([numeroUno]);
  expect(despues.get(contador)).toEqual(antes.get(contador));
  // The plan comes back paused, saying why: it issues nothing until resumed.
  expect(despues.get(planes)).toEqual({
    ...antes.get(planes),
    estado: 'pausado',
    siguiente: null,
    fallo: PLAN_RESTAURADO,
  });
  expect(informe.distintos.sort()).toEqual([cupo, contador].sort());
  expect(informe.soloEnProduccion.sort()).toEqual(
    [`users/${ana}/pagadores/${nuevo}`, `users/${ana}/recibos/${marzo.id}`].sort(),
  );
  expect(informe.restaurados).toBe(antes.size - 4);
  expect([...antes.keys()].some((r) => r.startsWith(`${COLECCION_PUBLICA}/`))).toBe(true);

  // A second run restores nothing.
  expect((await restaurarCuenta(copia, vivo, ana)).restaurados).toBe(0);
}, 120_000);

it('another account is untouched', async () => {
  expect(deBeto.size).toBeGreaterThan(0);
  expect(await cuenta(vivo, beto)).toEqual(deBeto);
});
