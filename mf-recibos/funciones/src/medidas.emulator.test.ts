// The field data's endpoint against the Firestore emulator: a page load's batch added into its
// histograms and error groups, and each refusal storing nothing (docs/rendimiento.md, «Datos de campo»).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import {
  BYTES_POR_LOTE,
  COLECCION_ERRORES,
  COLECCION_MEDIDAS,
  cifrasDe,
  LOTES_POR_MINUTO,
  type Lote,
  type Medidas,
} from 'medidas-de-campo';
import { loteDePrueba, REMOTOS_DE_PRUEBA } from 'medidas-de-campo/lote.fixture';
import { FIRESTORE_HOST, FIRESTORE_PORT, PROJECT_ID } from 'tooling/emulator-env';
import { afterAll, describe, expect, it } from 'vitest';
import { Limitador, recibirMedidas } from './medidas';

process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `medidas-${Date.now()}`);
const db: Firestore = getFirestore(app);
afterAll(() => deleteApp(app));

const AHORA = new Date('2026-11-29T10:00:00Z');
let n = 0;
/** A version of its own per test: what it finds stored is its own. */
const versionNueva = () => `${Date.now().toString(16).slice(-8)}${(n++).toString(16).padStart(4, '0')}`;

function enviar(cuerpo: string, { limitador = new Limitador(), cliente = '203.0.113.7', ahora = AHORA } = {}) {
  return recibirMedidas(db, { metodo: 'POST', cuerpo, cliente }, { limitador, remotos: REMOTOS_DE_PRUEBA, ahora });
}

const deVersion = (version: string): Partial<Lote> => ({
  remotos: [{ nombre: 'mf_etiquetas', version, canario: true }],
});

async function guardado(version: string) {
  const [medidas, errores] = await Promise.all(
    [COLECCION_MEDIDAS, COLECCION_ERRORES].map((c) => db.collection(c).where('version', '==', version).get()),
  );
  return {
    medidas: (medidas?.docs ?? []).map((d) => d.data() as Medidas),
    errores: (errores?.docs ?? []).map((d) => d.data()),
  };
}

describe('/api/medidas', () => {
  it("adds page loads into the day's histograms, and an error into its group", async () => {
    const version = versionNueva();
    const limitador = new Limitador();
    for (const lcp of [1000, 1200, 1400, 3000]) {
      const lote = loteDePrueba({ ...deVersion(version), metricas: [{ nombre: 'LCP', valor: lcp }] });
      expect(await enviar(JSON.stringify(lote), { limitador })).toEqual({ estado: 204 });
    }
    const error = { tipo: 'error' as const, mensaje: 'Fallo al pintar ana@b.es', marco: 'x.app/v/a.js:1:2' };
    const conError = loteDePrueba({ ...deVersion(version), vista: false, metricas: [], errores: [error, error] });
    expect(await enviar(JSON.stringify(conError), { limitador })).toEqual({ estado: 204 });

    const { medidas, errores } = await guardado(version);
    expect(medidas).toHaveLength(1);
    expect(medidas[0]).toMatchObject({
      dia: '2026-11-29',
      ruta: '/recibos/:id',
      remoto: 'mf_etiquetas',
      canario: true,
      vistas: 4,
      errores: 2,
      dispositivos: { movil: 4 },
      conexiones: { '4g': 4 },
    });
    const cifras = cifrasDe(medidas);
    expect(cifras.erroresPorMil).toBe(500);
    expect(cifras.p75.LCP).toBeGreaterThan(1300);
    expect(cifras.p75.LCP).toBeLessThan(1600);
    expect(errores).toEqual([
      expect.objectContaining({ mensaje: 'Fallo al pintar <correo>', cuenta: 2, tipo: 'error' }),
    ]);
  });

  const refusals: Array<[string, (version: string) => string, number]> = [
    ['a malformed batch', (v) => JSON.stringify(loteDePrueba(deVersion(v))).slice(0, -3), 400],
    ['a batch of the wrong shape', (v) => JSON.stringify({ ...loteDePrueba(deVersion(v)), uid: 'abc' }), 400],
    [
      'an oversized batch',
      (v) => JSON.stringify({ ...loteDePrueba(deVersion(v)), errores: [], relleno: 'x'.repeat(BYTES_POR_LOTE) }),
      413,
    ],
    [
      'an unknown metric',
      (v) => JSON.stringify(loteDePrueba({ ...deVersion(v), metricas: [{ nombre: 'FID' as never, valor: 5 }] })),
      400,
    ],
    [
      'an out-of-range value',
      (v) => JSON.stringify(loteDePrueba({ ...deVersion(v), metricas: [{ nombre: 'LCP', valor: 1e9 }] })),
      400,
    ],
    [
      'a route that is not in the route table',
      (v) => JSON.stringify(loteDePrueba({ ...deVersion(v), ruta: '/recibos/7hG2kL9mN4pQ8rS1tV3w' as never })),
      400,
    ],
  ];
  it.each(refusals)('refuses %s, storing nothing', async (_, cuerpo, estado) => {
    const version = versionNueva();
    expect((await enviar(cuerpo(version))).estado).toBe(estado);
    expect(await guardado(version)).toEqual({ medidas: [], errores: [] });
  });

  it('refuses more batches than a client may send in a minute, storing nothing of them; the next minute it takes them', async () => {
    const version = versionNueva();
    const limitador = new Limitador();
    const cuerpo = JSON.stringify(loteDePrueba(deVersion(version)));
    for (let i = 0; i < LOTES_POR_MINUTO; i++) expect((await enviar(cuerpo, { limitador })).estado).toBe(204);
    expect(await enviar(cuerpo, { limitador })).toEqual({ estado: 429, motivo: 'demasiados lotes' });
    // Another client is not held back by this one.
    expect((await enviar(cuerpo, { limitador, cliente: '198.51.100.4' })).estado).toBe(204);
    expect((await guardado(version)).medidas[0]?.vistas).toBe(LOTES_POR_MINUTO + 1);
    const luego = new Date(AHORA.getTime() + 60_000);
    expect((await enviar(cuerpo, { limitador, ahora: luego })).estado).toBe(204);
  });

  it('answers only POST', async () => {
    const respuesta = await recibirMedidas(
      db,
      { metodo: 'GET', cuerpo: undefined, cliente: 'x' },
      { limitador: new Limitador(), remotos: REMOTOS_DE_PRUEBA },
    );
    expect(respuesta.estado).toBe(405);
  });
});
