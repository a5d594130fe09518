// The migrations the run command applies to the data it keeps (.emulator-data), in one process:
// data saved by an older checkout gets what the current rules expect. Each is idempotent.
import { deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DIRECCION_FIRESTORE } from '../tooling/topologia.mjs';
import { adminApp } from './admin-claim.mjs';
import { migrarPagadores } from './migrar-pagadores';
import { migrarSalidas } from './migrar-salidas';
import { migrarVerificaciones } from './migrar-verificaciones';

process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
const app = adminApp();
try {
  const db = getFirestore(app);
  const { marcados } = await migrarSalidas(db);
  const { corregidas } = await migrarPagadores(db);
  const { migrados } = await migrarVerificaciones(db);
  console.log(
    `Datos guardados al día: ${marcados} recibos enviados marcados como fuera de la app, ${corregidas} cuentas de pagadores contadas, ${migrados} recibos con código de verificación.`,
  );
} finally {
  await deleteApp(app);
}
