// Moves the books whose transfer was accepted («Traspasar el libro»), with the very code the
// scheduled function runs every minute (mf-recibos/funciones/src/traspasos.ts): the emulators do
// not run schedules, so this is how a person or a test makes a transfer happen. Stopped at any
// point, the next run goes on from where it was; nothing is moved twice.
//   pnpm traspasos                        while `start` runs
//   Real project: GOOGLE_APPLICATION_CREDENTIALS=clave.json FIREBASE_PROJECT_ID=mi-proyecto pnpm traspasos
import { pathToFileURL } from 'node:url';
import { conectar } from '../mf-recibos/funciones/src/periodicos';
import { traspasosPendientes } from '../mf-recibos/funciones/src/traspasos';
import { DIRECCION_FIRESTORE, PROYECTO_LOCAL } from '../tooling/topologia.mjs';

export async function main(): Promise<number> {
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
  // No Google metadata server here: skip the lookup (it only prints a warning).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const db = conectar(process.env.FIREBASE_PROJECT_ID ?? PROYECTO_LOCAL);
  // A line per commit: what has moved of each kind so far.
  const fines = await traspasosPendientes(db, ({ libro, que, cuantos }) =>
    console.log(`Traspaso del libro ${libro}: ${que}, ${cuantos}`),
  );
  if (fines.length === 0) console.log('No hay traspasos aceptados pendientes.');
  for (const { libro, estado, fallo, espera, error } of fines) {
    if (error) console.error(`Libro ${libro}: no se pudo seguir (${error}); la próxima ejecución sigue donde quedó.`);
    else if (estado === 'hecho') console.log(`Libro ${libro} traspasado.`);
    else if (espera) console.log(`Libro ${libro}: espera a que acabe otro traspaso de una de sus cuentas.`);
    else console.log(`Libro ${libro}: ${estado}${fallo ? ` (${fallo})` : ''}.`);
  }
  await db.terminate();
  return fines.some((f) => f.error) ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (codigo) => process.exit(codigo),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
