// «Traspasar el libro» at scale: a book of 5,000 receipts (500 of them shared, each with its
// registry and its payer's copy), 500 payers and 20 plans, handed over by the function's own code
// (traspasarLibro) against the Firestore emulator with the Admin SDK. Prints wall time, commits and
// documents per second; asserts only where the documents end up (no time).
// Run with `pnpm bench:traspaso`.

import {
  aceptacionDelTraspaso,
  COLECCION_PUBLICA,
  COLECCION_REGISTRO,
  COLECCION_TRASPASOS,
  datosDelTraspaso,
} from 'dominio-recibos';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { conectar } from '../mf-recibos/funciones/src/periodicos';
import { traspasarLibro } from '../mf-recibos/funciones/src/traspasos';
import { DIRECCION_FIRESTORE } from '../tooling/topologia.mjs';

const RECIBOS = 5000;
const COMPARTIDOS = 500;
const PAGADORES = 500;
const PLANES = 20;
process.env.FIRESTORE_EMULATOR_HOST ??= DIRECCION_FIRESTORE;
process.env.METADATA_SERVER_DETECTION = 'none';
// A project of its own on the emulator: nothing else's books.
const db = conectar(`demo-traspaso-${Date.now()}`);

const recibo = (n: number) => ({
  numero: n,
  fecha: '2026-11-01',
  emisor: { nombre: 'Asociación Vecinal Los Robles' },
  pagador: { nombre: `Socio ${n}` },
  concepto: 'Cuota',
  lineas: [{ descripcion: 'Cuota', cantidad: 1, precioUnitario: 2500 }],
  total: 2500,
  moneda: 'EUR',
  metodoPago: 'transferencia',
  estado: 'emitido',
  etiquetas: ['abcdefghij0123456789'],
  notas: '',
  compartido: n <= COMPARTIDOS ? { token: `t${String(n).padStart(31, '0')}`, revocado: false, expiresAt: null } : null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

it(`hands over a book of ${RECIBOS} receipts`, { timeout: 1_800_000 }, async () => {
  const [antiguo, nuevo] = ['tesoreria-saliente', 'tesoreria-entrante'];
  const documentos: Array<[string, Record<string, unknown>]> = [
    [`users/${antiguo}/perfil/emisor`, { nombre: 'Asociación Vecinal Los Robles' }],
    [`users/${antiguo}/contadores/recibos-2026`, { recibos: RECIBOS, ultimo: `r${RECIBOS}` }],
    ...Array.from(
      { length: RECIBOS },
      (_, i) => [`users/${antiguo}/recibos/r${i + 1}`, recibo(i + 1)] as [string, Record<string, unknown>],
    ),
    ...Array.from({ length: COMPARTIDOS }, (_, i) => {
      const token = `t${String(i + 1).padStart(31, '0')}`;
      return [
        [`${COLECCION_REGISTRO}/${token}`, { ownerUid: antiguo, reciboId: `r${i + 1}`, revocado: false }],
        [`${COLECCION_PUBLICA}/${token}`, { snapshot: { numero: `R-2026-${i + 1}` } }],
      ] as Array<[string, Record<string, unknown>]>;
    }).flat(),
    ...Array.from(
      { length: PAGADORES },
      (_, i) => [`users/${antiguo}/pagadores/p${i}`, { nombre: `Socio ${i}` }] as [string, Record<string, unknown>],
    ),
    ...Array.from(
      { length: PLANES },
      (_, i) =>
        [`users/${antiguo}/planes/plan${i}`, { estado: 'activo', siguiente: '2030-01-01' }] as [
          string,
          Record<string, unknown>,
        ],
    ),
    [
      `${COLECCION_TRASPASOS}/${antiguo}`,
      {
        ...datosDelTraspaso(antiguo, 'Los Robles', 'saliente@ejemplo.es', 'entrante@ejemplo.es', true, Timestamp.now()),
        ...aceptacionDelTraspaso({ uid: nuevo, email: 'entrante@ejemplo.es' }, Timestamp.now()),
      },
    ],
  ];
  for (let k = 0; k < documentos.length; k += 400) {
    const lote = db.batch();
    for (const [ruta, datos] of documentos.slice(k, k + 400)) lote.set(db.doc(ruta), datos);
    await lote.commit();
  }

  let commits = 0;
  const inicio = performance.now();
  const fin = await traspasarLibro(db, antiguo, () => {
    commits++;
  });
  const s = (performance.now() - inicio) / 1000;
  const movidos = RECIBOS + PAGADORES + PLANES + 2 + 1;
  console.log(
    `Traspaso de ${RECIBOS} recibos (${COMPARTIDOS} compartidos), ${PAGADORES} pagadores y ${PLANES} planes: ${s.toFixed(1)} s, ${commits} commits con progreso (${Math.round(movidos / s)} documentos movidos/s)`,
  );
  expect(fin).toEqual({ libro: antiguo, estado: 'hecho' });
  const inicio2 = performance.now();
  await traspasarLibro(db, antiguo);
  console.log(`Otra vez, ya hecho: ${((performance.now() - inicio2) / 1000).toFixed(2)} s`);
  expect((await db.collection(`users/${nuevo}/recibos`).count().get()).data().count).toBe(RECIBOS);
  expect((await db.collection(`users/${antiguo}/recibos`).count().get()).data().count).toBe(0);
  expect((await db.collection(COLECCION_REGISTRO).where('ownerUid', '==', nuevo).count().get()).data().count).toBe(
    COMPARTIDOS,
  );
  await db.terminate();
});
