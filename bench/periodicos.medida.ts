// The scheduled function's run at scale: 5,000 monthly plans in 500 accounts, all due on one day,
// issued by the function's own code (emitirPeriodicos) against the Firestore emulator with the
// Admin SDK; then the same day again (nothing to issue), then a day that catches up two months. Prints wall time and receipts per second; asserts only the counts (no time).
// Run with `pnpm bench:periodicos`.

import { expect, it } from 'vitest';
import { conectar, emitirPeriodicos } from '../mf-recibos/funciones/src/periodicos';
import { hoyEnEspana } from '../mf-recibos/src/periodicos/calendario';
import { DIRECCION_FIRESTORE } from '../tooling/topologia.mjs';

const CUENTAS = 500;
const PLANES_POR_CUENTA = 10;
process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
process.env.METADATA_SERVER_DETECTION = 'none';
// A project of its own on the emulator: nothing else's plans.
const db = conectar(`demo-periodicos-${Date.now()}`);

const plan = (i: number) => ({
  plantilla: {
    emisor: { nombre: 'Lucía Arrendadora' },
    pagador: { nombre: `Inquilino ${i}` },
    concepto: 'Alquiler {mes} {año}',
    lineas: [{ descripcion: 'Renta mensual', cantidad: 1, precioUnitario: 85000 }],
    moneda: 'EUR',
    metodoPago: 'transferencia',
    etiquetas: [],
    notas: '',
  },
  frecuencia: 'mensual',
  dia: 1,
  inicio: '2030-01-01',
  fin: null,
  estado: 'activo',
  siguiente: '2030-01-01',
  ultimoPeriodo: null,
  emitidos: 0,
  fallo: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

async function medir(nombre: string, fecha: string, esperados: number) {
  const inicio = performance.now();
  const informe = await emitirPeriodicos(db, fecha);
  const s = (performance.now() - inicio) / 1000;
  console.log(
    `${nombre}: ${informe.recibos} recibos de ${informe.planes} planes en ${s.toFixed(1)} s` +
      (informe.recibos ? ` (${Math.round(informe.recibos / s)} recibos/s)` : ''),
  );
  expect(informe).toMatchObject({ recibos: esperados, pausados: [], errores: [] });
}

it(`issues ${CUENTAS * PLANES_POR_CUENTA} plans due on one day`, { timeout: 1_800_000 }, async () => {
  console.log(`(hoy en España: ${hoyEnEspana()})`);
  const inicio = performance.now();
  for (let c = 0; c < CUENTAS; c += 50) {
    const lote = db.batch();
    for (let cuenta = c; cuenta < c + 50; cuenta++)
      for (let p = 0; p < PLANES_POR_CUENTA; p++)
        lote.set(db.doc(`users/cuenta${cuenta}/planes/plan${p}`), plan(cuenta * PLANES_POR_CUENTA + p));
    await lote.commit();
  }
  console.log(
    `Sembrados ${CUENTAS * PLANES_POR_CUENTA} planes en ${((performance.now() - inicio) / 1000).toFixed(1)} s`,
  );
  await medir('Primer día', '2030-01-01', CUENTAS * PLANES_POR_CUENTA);
  await medir('El mismo día otra vez', '2030-01-01', 0);
  // The function did not run in February: on 15 March each plan issues February's and March's.
  await medir('Ponerse al día (febrero y marzo)', '2030-03-15', CUENTAS * PLANES_POR_CUENTA * 2);
  await db.terminate();
});
