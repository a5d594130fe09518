// Data-layer figures (issue #8), through the app's own data-access modules against the running
// emulators: wall time, HTTP round trips and commits per operation. Printed and written to
// bench/datos.json; nothing is asserted on time. Run with `pnpm bench:datos`.
import { writeFileSync } from 'node:fs';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { afterAll, expect, it } from 'vitest';
import { actualizarColor, eliminarColor } from '../mf-etiquetas/src/etiquetas/api/colores';
import { listarEtiquetas } from '../mf-etiquetas/src/etiquetas/api/etiquetas';
import { listarRecibos, totalesRecibos } from '../mf-recibos/src/recibos/api/recibos';
import { initEmulatorFirebase } from '../tooling/emulator-env';

const { auth } = initEmulatorFirebase();
const BASE = 'http://127.0.0.1:8080/v1/projects/demo-recibos/databases/(default)/documents';
const filas: Array<{ operacion: string; n: number; ms: number; idasYVueltas: number; commits: number }> = [];

// Counts the SDK's HTTP requests to the Firestore emulator (lite speaks plain fetch).
const fetchOriginal = globalThis.fetch;
let peticiones: string[] = [];
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes(':8080/')) peticiones.push(url);
  return fetchOriginal(input, init);
};

async function medir(operacion: string, n: number, fn: () => Promise<unknown>) {
  peticiones = [];
  const inicio = performance.now();
  await fn();
  const ms = Math.round(performance.now() - inicio);
  filas.push({
    operacion,
    n,
    ms,
    idasYVueltas: peticiones.length,
    commits: peticiones.filter((u) => new URL(u).pathname.endsWith(':commit')).length,
  });
}

type Campos = Record<string, unknown>;
const s = (v: string) => ({ stringValue: v });
const i = (v: number) => ({ integerValue: String(v) });
const ahora = () => ({ timestampValue: new Date().toISOString() });

/** Seeds with the owner token (bypasses rules) in commits of 500 writes, outside the measurement. */
async function sembrar(docs: Array<[string, Campos]>) {
  for (let k = 0; k < docs.length; k += 500) {
    const writes = docs.slice(k, k + 500).map(([ruta, fields]) => ({
      update: { name: `projects/demo-recibos/databases/(default)/documents/${ruta}`, fields },
    }));
    const r = await fetchOriginal(`${BASE}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!r.ok) throw new Error(await r.text());
  }
}

async function usuarioNuevo() {
  const email = `medidas-${Date.now()}-${Math.random().toString(36).slice(2)}@recibos.test`;
  return (await createUserWithEmailAndPassword(auth, email, 'secreta123')).user.uid;
}

const etiqueta = (color: string, k: number): Campos => ({
  nombre: s(`Etiqueta ${k}`),
  color: s(color),
  createdAt: ahora(),
  updatedAt: ahora(),
});
const color = (bg: string): Campos => ({
  background: s(bg),
  text: s('#000000'),
  createdAt: ahora(),
  updatedAt: ahora(),
});

for (const n of [10, 100, 1000]) {
  it(`labels and colours with ${n} labels`, async () => {
    const uid = await usuarioNuevo();
    const id = 'custom-aabbcc000000';
    await sembrar([
      [`users/${uid}/colores/${id}`, color('#aabbcc')],
      ...Array.from({ length: n }, (_, k): [string, Campos] => [`users/${uid}/etiquetas/e${k}`, etiqueta(id, k)]),
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
  const linea = { mapValue: { fields: { descripcion: s('Servicio'), cantidad: i(1), precioUnitario: i(5000) } } };
  const persona = (nombre: string) => ({ mapValue: { fields: { nombre: s(nombre) } } });
  await sembrar(
    Array.from({ length: 10_000 }, (_, k): [string, Campos] => [
      `users/${uid}/recibos/r${k + 1}`,
      {
        numero: i(k + 1),
        fecha: s('2026-11-01'),
        emisor: persona('Medidas'),
        pagador: persona(`Cliente ${k + 1}`),
        concepto: s('Servicios'),
        lineas: { arrayValue: { values: [linea] } },
        total: i(5000),
        moneda: s('EUR'),
        metodoPago: s('transferencia'),
        estado: s('emitido'),
        etiquetas: { arrayValue: { values: [] } },
        notas: s(''),
        busqueda: { arrayValue: { values: [s('cl'), s('cliente')] } },
        compartido: { nullValue: null },
        createdAt: ahora(),
        updatedAt: ahora(),
      },
    ]),
  );
  await medir('primera página de recibos', 10_000, async () =>
    expect((await listarRecibos({}, null)).recibos[0]?.numero).toBe(10_000),
  );
  await medir('totales (agregación)', 10_000, async () => expect((await totalesRecibos({})).recibos).toBe(10_000));
}, 300_000);

afterAll(() => {
  console.log('\nOperación                          n      ms   idas y vueltas   commits');
  for (const f of filas) {
    console.log(
      `${f.operacion.padEnd(32)} ${String(f.n).padStart(6)} ${String(f.ms).padStart(7)} ${String(f.idasYVueltas).padStart(16)} ${String(f.commits).padStart(9)}`,
    );
  }
  writeFileSync(
    new URL('./datos.json', import.meta.url),
    `${JSON.stringify({ fecha: new Date().toISOString(), filas }, null, 2)}\n`,
  );
});
