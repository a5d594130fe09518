// The payer's page as the function answers it, reading the Firestore emulator the way it reads
// Firestore: REST, no credentials, so firestore.rules decide. Links made, changed and ended through
// the app's own data modules.

import { aleatorio } from 'dominio-recibos';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { FIRESTORE_HOST, FIRESTORE_PORT, initEmulatorFirebase, PROJECT_ID } from 'tooling/emulator-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { leerReciboPublico } from '../../src/recibos/api/lectura-publica';
import { anularRecibo, compartirRecibo, crearRecibo, dejarDeCompartir } from '../../src/recibos/api/recibos';
import { actual, entrada } from '../../src/recibos/api/recibos.fixture';
import { destinoDelServidor } from './destino';
import { type Respuesta, responder } from './responder';

const { auth } = initEmulatorFirebase();
const destino = destinoDelServidor({
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${FIRESTORE_HOST}:${FIRESTORE_PORT}`,
});
const BASE = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

const pagina = (token: string) => responder('GET', `/recibos/view/${token}`, (t) => leerReciboPublico(t, destino), '');
const cuerpo = (r: Respuesta) => String(r.cuerpo).replace(/\s+/g, ' ');

/** Writes fields of a document as the emulator's owner (no rules): what time or an admin does. */
async function parchear(ruta: string, campos: Record<string, unknown>) {
  const mascara = Object.keys(campos)
    .map((c) => `updateMask.fieldPaths=${c}`)
    .join('&');
  const r = await fetch(`${BASE}/${ruta}?${mascara}`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({ fields: campos }),
  });
  expect(r.ok).toBe(true);
}

beforeEach(async () => {
  await createUserWithEmailAndPassword(auth, `pagador-${aleatorio()}@recibos.test`, 'secreta123');
});

describe("the payer's page through the rules", () => {
  it('shows a live link at once, and every change the moment it is saved', async () => {
    const recibo = await crearRecibo(entrada('Clases de octubre'));
    const { token } = await compartirRecibo(recibo, null);
    const vivo = await pagina(token);
    expect(vivo.estado).toBe(200);
    expect(cuerpo(vivo)).toContain('Clases de octubre');

    // Corrected (a shared receipt is not edited): what it said stays, voided, naming the new one.
    const correccion = await crearRecibo(entrada('Clases de noviembre'), undefined, await actual(recibo.id));
    const anulado = await pagina(token);
    expect(anulado.estado).toBe(200);
    expect(cuerpo(anulado)).toContain('<strong>Estado:</strong> Anulado');
    expect(cuerpo(anulado)).toContain('Clases de octubre');
    expect(cuerpo(anulado)).toContain(`Sustituido por el recibo R-2026-000${correccion.numero}.`);

    // Voided by hand, with no correction: it says so the moment it is saved.
    const otro = await crearRecibo(entrada('Clases de diciembre'));
    const { token: segundo } = await compartirRecibo(otro, null);
    await anularRecibo(await actual(otro.id), 'Duplicado');
    expect(cuerpo(await pagina(segundo))).toContain('<strong>Estado:</strong> Anulado');
  });

  it('revoked, unshared, re-shared (stale), expired or unknown: the same 404 document, no data', async () => {
    const desconocido = await pagina(aleatorio().slice(0, 32).padEnd(32, 'x'));
    expect(desconocido.estado).toBe(404);

    const terminados: string[] = [];
    // Unshared by its owner.
    const a = await crearRecibo(entrada('Dejado de compartir'));
    terminados.push((await compartirRecibo(a, null)).token);
    await dejarDeCompartir(await actual(a.id));
    // Re-shared: the old token is stale.
    const b = await crearRecibo(entrada('Re-compartido'));
    terminados.push((await compartirRecibo(b, null)).token);
    await compartirRecibo(await actual(b.id), null);
    // Revoked by an admin (the copy is kept; the registry says no).
    const c = await crearRecibo(entrada('Revocado'));
    const revocado = (await compartirRecibo(c, null)).token;
    await parchear(`registroEnlaces/${revocado}`, {
      revocado: { booleanValue: true },
      revocadoPor: { stringValue: 'admin' },
    });
    terminados.push(revocado);
    // Expired yesterday (its copy not yet removed by the TTL).
    const d = await crearRecibo(entrada('Caducado'));
    const caducado = (await compartirRecibo(d, 7)).token;
    const ayer = { timestampValue: new Date(Date.now() - 86_400_000).toISOString() };
    await parchear(`registroEnlaces/${caducado}`, { expiresAt: ayer });
    await parchear(`recibosPublicos/${caducado}`, { expiresAt: ayer });
    terminados.push(caducado);

    for (const token of terminados) {
      const r = await pagina(token);
      expect(r.estado, token).toBe(404);
      expect(r.cuerpo).toBe(desconocido.cuerpo);
      expect(r.cabeceras).toEqual(desconocido.cabeceras);
    }
  });
});
