// The real Firebase emulators, offline: Auth and Cloud Functions from firebase-tools (both run on
// Node) and Firestore from the installed Cloud Firestore emulator JAR on Java 17 (firebase-tools
// 14+ refuses to start Java emulators below Java 21 and would try to download its own JAR). The
// functions (the payer's page) read Firestore through FIRESTORE_EMULATOR_HOST, as the Functions
// emulator would tell them if it ran Firestore itself. Beside them, maildev: the mail server the
// functions send receipts through, and its web page where the e-mails are read.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AUTH_URL,
  DIRECCION_FIRESTORE,
  EMULADORES,
  FIRESTORE_URL,
  FUNCIONES,
  FUNCTIONS_URL,
  MAILDEV_URL,
  PROYECTO_LOCAL,
  SHELL,
  SMTP_LOCAL,
} from '../../tooling/topologia.mjs';
import { buildFunciones } from '../build-all.mjs';
import { FIRESTORE_JAR, ROOT } from './config.mjs';
import { alTerminar, assertPortsFree, start, stop, waitForUrl } from './processes.mjs';

/**
 * The running emulators, as `startEmulators` resolves them.
 * @typedef {Awaited<ReturnType<typeof startEmulators>>} Emuladores
 */

/** Every port the emulators and the mail server listen on. */
export const PUERTOS_DE_LOS_EMULADORES = [
  .../** @type {const} */ (['auth', 'firestore', 'functions', 'hub', 'logging']).map((e) => EMULADORES[e].puerto),
  EMULADORES.correo.puerto,
  EMULADORES.correo.puertoWeb,
];

/**
 * @param {{ dataDir?: string, quiet?: boolean }} options dataDir: import on start, export on exit
 *   (the run command keeps data across restarts; tests start empty).
 */
export async function startEmulators({ dataDir, quiet = false } = {}) {
  if (!existsSync(FIRESTORE_JAR)) {
    throw new Error(
      `No se encuentra el emulador de Firestore en ${FIRESTORE_JAR}. Instálalo con ` +
        '`apt-get install google-cloud-cli-firestore-emulator` o indica FIRESTORE_EMULATOR_JAR.',
    );
  }
  await assertPortsFree(PUERTOS_DE_LOS_EMULADORES);
  escribirConfiguracionLocal();
  // The run command keeps the e-mails with the data; a test run starts with an empty inbox.
  const buzon = dataDir ? path.join(dataDir, 'correo') : mkdtempSync(path.join(tmpdir(), 'recibos-correo-'));
  mkdirSync(buzon, { recursive: true });
  const correo = start(
    'maildev',
    'maildev',
    [
      ...['--smtp', String(EMULADORES.correo.puerto), '--web', String(EMULADORES.correo.puertoWeb)],
      ...['--ip', EMULADORES.correo.host, '--web-ip', EMULADORES.correo.host, '--mail-directory', buzon],
    ],
    { cwd: ROOT, quiet: true },
  );
  // The Functions emulator loads the bundles when it starts, and reloads them when they change
  // (`pnpm dev` rebuilds them as their sources change).
  await buildFunciones();

  const firestoreArgs = [
    '-Duser.language=en',
    // Tuned for a few minutes on two cores: the quick (C1) compiler only, as C2's optimising
    // compiles cost more than they return in a run this short, and one GC thread that does not
    // compete with the tests (mf-recibos' emulator tests, cold: 45 s → 37 s → 32 s).
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    `-Djava.util.logging.config.file=${path.join(ROOT, 'scripts', 'lib', 'firestore-logging.properties')}`,
    '-cp',
    FIRESTORE_JAR,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--host',
    '127.0.0.1',
    '--port',
    String(EMULADORES.firestore.puerto),
    '--rules',
    path.join(ROOT, 'firestore.rules'),
    '--project_id',
    PROYECTO_LOCAL,
  ];
  const authArgs = [
    'emulators:start',
    '--only',
    'auth,functions',
    '--project',
    PROYECTO_LOCAL,
    '--config',
    'firebase.json',
  ];

  if (dataDir) {
    const firestoreDir = path.join(dataDir, 'firestore');
    const authDir = path.join(dataDir, 'auth');
    mkdirSync(firestoreDir, { recursive: true });
    mkdirSync(authDir, { recursive: true });
    if (existsSync(path.join(authDir, 'firebase-export-metadata.json'))) authArgs.push('--import', authDir);
    authArgs.push('--export-on-exit', authDir);
  }

  /**
   * Starts the JAR, importing the data exported into `dir` if there is any.
   * @param {string} [dir]
   */
  const startFirestore = (dir) => {
    const exportado = dir && path.join(dir, 'firestore', `${EXPORT_NAME}.overall_export_metadata`);
    const importar = exportado && existsSync(exportado) ? ['--import-data', exportado] : [];
    return start('firestore', 'java', [...firestoreArgs, ...importar], { cwd: ROOT, quiet });
  };
  let firestore = startFirestore(dataDir);
  const firestoreUp = () => waitForUrl(`${FIRESTORE_URL}/`, { child: firestore });
  const auth = start('firebase', 'firebase', authArgs, {
    cwd: ROOT,
    quiet,
    // No update checks or telemetry: this machine has no network beyond the package registries.
    env: {
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: 'true',
      FIRESTORE_EMULATOR_HOST: DIRECCION_FIRESTORE,
    },
  });

  await Promise.all([
    firestoreUp(),
    waitForUrl(`${AUTH_URL}/`, { child: auth }),
    funcionesCargadas(auth),
    waitForUrl(`${MAILDEV_URL}/api/healthz`, { child: correo }),
  ]);

  return {
    auth,
    /**
     * Stops the Firestore emulator for real (the fault E2E), keeping its data in `dir` exported
     * first, so that `arrancarFirestore(dir)` brings back exactly that state.
     * @param {string} dir
     */
    async pararFirestore(dir) {
      await exportFirestore(dir);
      await stop(firestore, 'SIGINT', 30000);
    },
    /** @param {string} dir */
    async arrancarFirestore(dir) {
      firestore = startFirestore(dir);
      await firestoreUp();
    },
    async stop() {
      if (dataDir) await exportFirestore(dataDir).catch((error) => console.error(error));
      // SIGINT lets firebase-tools export the Auth data before exiting.
      await Promise.all([
        stop(auth, 'SIGINT', 30000),
        stop(firestore, 'SIGINT', 30000),
        stop(correo, 'SIGTERM', 10000),
      ]);
      if (!dataDir) rmSync(buzon, { recursive: true, force: true });
    },
  };
}

/**
 * What the functions read from Secret Manager and their parameters in production, for the local
 * emulator: its .secret.local and .env.local in each function's folder (never deployed:
 * firebase.json ignores dotfiles; never committed: .gitignore). The mail server is maildev.
 */
function escribirConfiguracionLocal() {
  for (const carpeta of new Set(FUNCIONES.map((f) => f.carpeta))) {
    writeFileSync(
      path.join(ROOT, carpeta, '.secret.local'),
      `SMTP_URL=${SMTP_LOCAL}\nCORREO_REMITENTE="Recibos <no-responder@recibos.test>"\n`,
    );
    writeFileSync(path.join(ROOT, carpeta, '.env.local'), `URL_DE_LA_APP=http://localhost:${SHELL.puerto}\n`);
  }
}

/**
 * The Functions emulator answers before it has loaded the functions (a request then gets its
 * "function does not exist"): ready when its own list (/backends) names every function of
 * topologia.json. Fails if firebase-tools exits first, or after two minutes.
 * @param {import('./processes.mjs').Hijo} proceso
 */
async function funcionesCargadas(proceso, timeoutMs = 120_000) {
  await waitForUrl(`${FUNCTIONS_URL}/`, { child: proceso });
  const limite = Date.now() + timeoutMs;
  for (;;) {
    const respuesta = await fetch(`${FUNCTIONS_URL}/backends`).catch(() => null);
    const texto = respuesta?.ok ? await respuesta.text() : '';
    if (FUNCIONES.every((f) => texto.includes(`"${f.nombre}"`))) return;
    if (proceso.exitCode !== null || proceso.signalCode !== null)
      throw new Error(`firebase-tools terminó antes de cargar las funciones:\n${proceso.recentOutput()}`);
    if (Date.now() > limite)
      throw new Error(`El emulador de Functions no cargó ${FUNCIONES.map((f) => f.nombre).join(', ')} en 2 minutos`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The emulators started in the background, for a test run whose first stages need none: the JVM's
 * start (about 9 s) overlaps them. `listos()` waits for them (and fails if they did not start);
 * `parar()` stops them once, whenever the run ends.
 */
export function emuladoresEnSegundoPlano() {
  const arranque = startEmulators({ quiet: true });
  // Awaited by the stage that needs them, which reports a failure to start.
  arranque.catch(() => {});
  let parados = false;
  // Detached, the emulators would outlive a Ctrl-C, a CI timeout, a closed terminal or a parent
  // killed outright, and keep their ports: stopped as the run command stops its servers (an
  // interrupted test command once died at once instead, leaving every emulator running).
  alTerminar(parar, { codigoPorSenal: 130 });
  async function parar() {
    if (parados) return;
    parados = true;
    await arranque.then(
      (emuladores) => emuladores.stop(),
      () => {},
    );
  }
  return {
    listos: () => arranque,
    parar,
  };
}

const EXPORT_NAME = 'firestore';

/**
 * The JAR's --export-on-exit does not fire when it is stopped by a signal, so export through the
 * emulator's REST endpoint (as firebase-tools does) into a fresh folder, then swap it in.
 * @param {string} dataDir
 */
async function exportFirestore(dataDir) {
  const staging = path.join(dataDir, 'firestore-export');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const response = await fetch(`${FIRESTORE_URL}/emulator/v1/projects/${PROYECTO_LOCAL}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${PROYECTO_LOCAL}/databases/(default)`,
      export_directory: staging,
      export_name: EXPORT_NAME,
    }),
  });
  if (!response.ok) throw new Error(`No se pudieron exportar los datos de Firestore: ${await response.text()}`);
  const target = path.join(dataDir, 'firestore');
  rmSync(target, { recursive: true, force: true });
  renameSync(path.join(staging, EXPORT_NAME), target);
  rmSync(staging, { recursive: true, force: true });
}
