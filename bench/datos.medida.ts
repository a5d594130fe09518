// Data-layer figures, through the app's own data-access modules against the running
// emulators: wall time, HTTP round trips and commits per operation. Printed and written to
// bench/datos.json; nothing is asserted on time. Run with `pnpm bench:datos`.
import { writeFileSync } from 'node:fs';
import { codigoNuevo } from 'dominio-recibos';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterAll, expect, it } from 'vitest';
import { actualizarColor, eliminarColor } from '../mf-etiquetas/src/etiquetas/api/colores';
import { listarEtiquetas } from '../mf-etiquetas/src/etiquetas/api/etiquetas';
import {
  listarRecibos,
  marcarSalidaDeVarios,
  todosLosRecibos,
  totalesRecibos,
} from '../mf-recibos/src/recibos/api/recibos';
import { recibosACsv } from '../mf-recibos/src/recibos/csv';
import { MONEDAS } from '../mf-recibos/src/recibos/types';
import { archivoDelAnio } from '../mf-recibos/src/resumen/archivo';
import { resumenEnPdf } from '../mf-recibos/src/resumen/pdf/resumenEnPdf';
import { filtrosDelAnio, resumenDelAnio } from '../mf-recibos/src/resumen/resumen';
import { initEmulatorFirebase } from '../tooling/emulator-env';
import { color, etiqueta, recibo, sembrar } from './semilla.mjs';

const { auth } = initEmulatorFirebase();
const filas: Array<{
  operacion: string;
  n: number;
  ms: number;
  idasYVueltas: number;
  commits: number;
  lecturas?: number;
}> = [];

// Counts the SDK's HTTP requests to the Firestore emulator (lite speaks plain fetch).
const fetchOriginal = globalThis.fetch;
let peticiones: string[] = [];
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes(':8080/')) peticiones.push(url);
  return fetchOriginal(input, init);
};

/** `fn` may say how many reads Firestore bills for what it did (the emulator does not count them). */
async function medir(operacion: string, n: number, fn: () => Promise<number | undefined | unknown>) {
  peticiones = [];
  const inicio = performance.now();
  const lecturas = await fn();
  const ms = Math.round(performance.now() - inicio);
  filas.push({
    operacion,
    n,
    ms,
    idasYVueltas: peticiones.length,
    commits: peticiones.filter((u) => new URL(u).pathname.endsWith(':commit')).length,
    ...(typeof lecturas === 'number' ? { lecturas } : {}),
  });
}

type Documento = [string, Record<string, unknown>];

async function usuarioNuevo() {
  const email = `medidas-${Date.now()}-${Math.random().toString(36).slice(2)}@recibos.test`;
  return (await createUserWithEmailAndPassword(auth, email, 'secreta123')).user.uid;
}

for (const n of [10, 100, 1000]) {
  it(`labels and colours with ${n} labels`, async () => {
    const uid = await usuarioNuevo();
    const id = 'custom-aabbcc000000';
    await sembrar([
      [`users/${uid}/colores/${id}`, color('#aabbcc')],
      ...Array.from({ length: n }, (_, k): Documento => [`users/${uid}/etiquetas/e${k}`, etiqueta(k, id)]),
    ]);
    await medir('listar etiquetas', n, async () => expect(await listarEtiquetas()).toHaveLength(n));
    await medir('editar color (usado por n)', n, async () =>
      expect((await actualizarColor(id, { background: '#112233', text: '#000000' })).etiquetasMovidas).toHaveLength(n),
    );
    await medir('eliminar color (usado por n)', n, async () =>
      expect(await eliminarColor('custom-112233000000')).toHaveLength(n),
    );
  }, 120_000);
}

it('first page of receipts with 10,000 stored', async () => {
  const uid = await usuarioNuevo();
  await sembrar(Array.from({ length: 10_000 }, (_, k): Documento => [`users/${uid}/recibos/r${k + 1}`, recibo(k + 1)]));
  await medir('primera página de recibos', 10_000, async () =>
    expect((await listarRecibos({}, null)).recibos[0]?.numero).toBe(10_000),
  );
  await medir('totales (agregación)', 10_000, async () => expect((await totalesRecibos({})).recibos).toBe(10_000));
}, 300_000);

it('the year summary with 2,000 receipts in the year', async () => {
  await usuarioNuevo().then(async (uid) =>
    sembrar(Array.from({ length: 2000 }, (_, k): Documento => [`users/${uid}/recibos/r${k + 1}`, recibo(k + 1)])),
  );
  await medir('resumen del año', 2000, async () => {
    const filtros = filtrosDelAnio(2026);
    const [totales, recibos] = await Promise.all([
      totalesRecibos({ ...filtros, estado: 'emitido' }),
      todosLosRecibos(filtros),
    ]);
    const resumen = resumenDelAnio(2026, recibos);
    expect(resumen.emitidos).toEqual(totales);
    // Billed reads: one per document read, and per aggregation query one per 1,000 index entries
    // it goes over (at least one): the count and one sum per currency (totalesRecibos).
    const agregaciones = [totales.recibos, ...MONEDAS.map((m) => (m === 'EUR' ? totales.recibos : 0))];
    return recibos.length + agregaciones.reduce((s, n) => s + Math.max(1, Math.ceil(n / 1000)), 0);
  });

  // The year's archive, as the browser makes it (../mf-recibos/src/resumen/archivo.ts): the marks
  // first, then the zip streamed and counted, never held; memory sampled after each receipt.
  const recibos = await todosLosRecibos(filtrosDelAnio(2026));
  await medir('archivo: marcar como descargados', recibos.length, () => marcarSalidaDeVarios(recibos, 'pdf'));
  let pico = 0;
  const muestra = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    pico = Math.max(pico, heapUsed + arrayBuffers);
  };
  globalThis.gc?.();
  const base = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  let bytes = 0;
  await medir('archivo: zip de los PDF', recibos.length, async () => {
    const zip = archivoDelAnio({
      anio: 2026,
      // Each with its verification code, as every receipt is issued now: its PDF draws the QR.
      recibos: recibos.map((r) => ({ ...r, verificacion: codigoNuevo() })),
      csv: recibosACsv(recibos),
      resumenPdf: await resumenEnPdf(resumenDelAnio(2026, recibos), {
        emisor: 'Demo',
        nombreDeEtiqueta: () => undefined,
        hoy: '2027-01-10',
      }),
      origen: 'https://recibos.example',
      alAvanzar: muestra,
    });
    const lector = (zip.body as ReadableStream<Uint8Array>).getReader();
    for (let trozo = await lector.read(); !trozo.done; trozo = await lector.read()) bytes += trozo.value.byteLength;
  });
  archivo = { recibos: recibos.length, mb: bytes / 1e6, picoMb: (pico - base) / 1e6 };
}, 600_000);

let archivo: { recibos: number; mb: number; picoMb: number } | undefined;

afterAll(() => {
  console.log('\nOperación                          n      ms   idas y vueltas   commits   lecturas');
  for (const f of filas) {
    console.log(
      `${f.operacion.padEnd(32)} ${String(f.n).padStart(6)} ${String(f.ms).padStart(7)} ${String(f.idasYVueltas).padStart(16)} ${String(f.commits).padStart(9)} ${String(f.lecturas ?? '').padStart(10)}`,
    );
  }
  if (archivo)
    console.log(
      `\nArchivo del año: ${archivo.recibos} recibos, zip de ${archivo.mb.toFixed(1)} MB; memoria por encima de la de partida, en el pico: ${archivo.picoMb.toFixed(1)} MB`,
    );
  writeFileSync(
    new URL('./datos.json', import.meta.url),
    `${JSON.stringify({ fecha: new Date().toISOString(), filas, archivo }, null, 2)}\n`,
  );
});
