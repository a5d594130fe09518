// through the app's own data modules against both emulators: a colour used by 1,200
// labels is edited and deleted in commits of at most 500 writes (production's limit; the
// emulator accepts more), with no label on a missing colour between any two commits; an
// interrupted edit is finished by the next attempt; and labels saved on a colour while it is
// deleted never end up on a deleted colour.
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { initEmulatorFirebase, listAsOwner } from 'tooling/emulator-env';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLOR_ID } from '../colores';
import { actualizarColor, crearColor, ETIQUETAS_POR_COMMIT, eliminarColor } from './colores';
import { crearEtiqueta } from './etiquetas';

// Its own emulator project: 5,000 label writes would swell the main project's rule coverage
// report (read back by scripts/cobertura-reglas.mjs) past half a gigabyte.
const PROYECTO = 'demo-escala';
const { auth } = initEmulatorFirebase(PROYECTO);
const BASE = `http://127.0.0.1:8080/v1/projects/${PROYECTO}/databases/(default)/documents`;
let uid = '';

beforeAll(async () => {
  uid = (await createUserWithEmailAndPassword(auth, `escala-${Date.now()}@recibos.test`, 'secreta123')).user.uid;
});
afterEach(() => vi.restoreAllMocks());

/** n labels on colour `color`, written with the owner token (the setup, not the subject). */
async function sembrarEtiquetas(n: number, color: string) {
  for (let k = 0; k < n; k += 500) {
    const writes = Array.from({ length: Math.min(500, n - k) }, (_, i) => ({
      update: {
        name: `projects/${PROYECTO}/databases/(default)/documents/users/${uid}/etiquetas/e${k + i}`,
        fields: {
          nombre: { stringValue: `Etiqueta ${k + i}` },
          color: { stringValue: color },
          createdAt: { timestampValue: new Date().toISOString() },
          updatedAt: { timestampValue: new Date().toISOString() },
        },
      },
    }));
    const r = await fetch(`${BASE}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    expect(r.ok).toBe(true);
  }
}

/** Labels whose custom colour does not exist (read with the owner token). */
async function huerfanas(): Promise<string[]> {
  const colores = new Set((await listAsOwner(`users/${uid}/colores`, PROYECTO)).map(([id]) => id));
  const etiquetas = (await listAsOwner(`users/${uid}/etiquetas`, PROYECTO)) as Array<
    [string, { color?: { stringValue?: string } }]
  >;
  return etiquetas
    .filter(([, f]) => (f.color?.stringValue ?? '').startsWith('custom-') && !colores.has(f.color?.stringValue ?? ''))
    .map(([id]) => id);
}

/**
 * Records the writes of every commit the SDK sends, checking the invariant after each one
 * (lite speaks plain fetch). `rechazarDesde`: from the n-th commit on, the server refuses the
 * commit, as the rules would. (Not a network failure: the SDK retries that with seconds of
 * backoff before giving up, which would only make the test slower, never stricter.)
 */
function grabarCommits({ rechazarDesde }: { rechazarDesde?: number } = {}) {
  const commits: number[] = [];
  const huerfanasTrasCommit: number[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes(':8080/') || !new URL(url).pathname.endsWith(':commit') || !init?.body)
      return original(input, init);
    const writes = (JSON.parse(String(init.body)) as { writes?: unknown[] }).writes ?? [];
    if (rechazarDesde && commits.length + 1 >= rechazarDesde) {
      commits.push(-writes.length);
      const error = { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' };
      return new Response(JSON.stringify({ error }), { status: 403, headers: { 'Content-Type': 'application/json' } });
    }
    commits.push(writes.length);
    const respuesta = await original(input, init);
    huerfanasTrasCommit.push((await huerfanas()).length);
    return respuesta;
  });
  return { commits, huerfanasTrasCommit };
}

describe('a colour used by 1,200 labels', () => {
  it('is edited in commits of ≤ 500 writes, never leaving a label on a missing colour', async () => {
    const viejo = await crearColor({ background: '#101010', text: '#fafafa' });
    await sembrarEtiquetas(1200, viejo.id);
    const { commits, huerfanasTrasCommit } = grabarCommits();
    const { color, etiquetasMovidas } = await actualizarColor(viejo.id, { background: '#202020', text: '#fafafa' });
    vi.restoreAllMocks();
    console.log(`Editar un color con 1.200 etiquetas: ${commits.length} commits de ${commits.join(', ')} escrituras`);
    expect(Math.max(...commits)).toBeLessThanOrEqual(500);
    expect(commits).toHaveLength(Math.ceil(1201 / ETIQUETAS_POR_COMMIT));
    expect(huerfanasTrasCommit.every((n) => n === 0)).toBe(true);
    expect(etiquetasMovidas).toHaveLength(1200);
    const colores = (await listAsOwner(`users/${uid}/colores`, PROYECTO)).map(([id]) => id);
    expect(colores).toContain(color.id);
    expect(colores).not.toContain(viejo.id);
  });

  it('an interrupted edit leaves every label on an existing colour, and the next attempt finishes it', async () => {
    const viejo = await crearColor({ background: '#303030', text: '#fafafa' });
    await sembrarEtiquetas(1200, viejo.id);
    const destino = { background: '#404040', text: '#fafafa' };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { commits } = grabarCommits({ rechazarDesde: 2 });
    await expect(actualizarColor(viejo.id, destino)).rejects.toThrow();
    vi.restoreAllMocks();
    // The first round went through: 490 labels, the new colour, and the transaction's check of
    // the old colour it read (a `verify` write).
    expect(commits[0]).toBe(ETIQUETAS_POR_COMMIT + 2);
    expect(commits.slice(1).every((n) => n < 0)).toBe(true);
    expect(await huerfanas()).toEqual([]);
    await actualizarColor(viejo.id, destino);
    expect(await huerfanas()).toEqual([]);
    expect((await listAsOwner(`users/${uid}/colores`, PROYECTO)).map(([id]) => id)).not.toContain(viejo.id);
  });

  it('is deleted in commits of ≤ 500 writes, labels reset to the default first', async () => {
    const color = await crearColor({ background: '#505050', text: '#fafafa' });
    await sembrarEtiquetas(1200, color.id);
    const { commits, huerfanasTrasCommit } = grabarCommits();
    expect(await eliminarColor(color.id)).toHaveLength(1200);
    vi.restoreAllMocks();
    console.log(`Eliminar un color con 1.200 etiquetas: ${commits.length} commits de ${commits.join(', ')} escrituras`);
    expect(Math.max(...commits)).toBeLessThanOrEqual(500);
    expect(huerfanasTrasCommit.every((n) => n === 0)).toBe(true);
    const etiquetas = await listAsOwner(`users/${uid}/etiquetas`, PROYECTO);
    expect(etiquetas.filter(([, f]) => JSON.stringify(f).includes(color.id))).toEqual([]);
    expect(JSON.stringify(etiquetas)).toContain(DEFAULT_COLOR_ID);
  });
});

describe('labels saved on a colour while it is deleted', () => {
  // The race placed deterministically: a label is saved on the colour after the deletion's
  // transaction has read it and before that transaction commits (and, second case, after the
  // deletion). A run in which the writes never meet would not pass.
  it('a label saved between the deletion’s read and its commit is moved: the commit starts over', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const color = await crearColor({ background: '#606000', text: '#000000' });
    const original = globalThis.fetch;
    let intentosDeBorrado = 0;
    let enCarrera: Promise<{ id: string }> | null = null;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const cuerpo = String(init?.body ?? '');
      const borraElColor =
        new URL(url).pathname.endsWith(':commit') && cuerpo.includes(`"delete":"projects/${PROYECTO}`);
      if (borraElColor && cuerpo.includes(`colores/${color.id}"`)) {
        intentosDeBorrado++;
        // Its transaction has read the colour and the labels on it: a label is saved now.
        enCarrera ??= crearEtiqueta({ nombre: 'En plena carrera', color: color.id });
        await enCarrera;
      }
      return original(input, init);
    });
    const movidas = await eliminarColor(color.id);
    vi.mocked(globalThis.fetch).mockRestore();

    const etiqueta = await (enCarrera as Promise<{ id: string }> | null);
    expect(etiqueta).not.toBeNull();
    // The first commit failed its precondition (the label touched the colour) and a new round
    // moved the label too.
    expect(intentosDeBorrado).toBeGreaterThanOrEqual(2);
    expect(movidas).toContain(etiqueta?.id);
    expect(await huerfanas()).toEqual([]);
  });

  it('a label saved after the deletion is refused: its colour no longer exists', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const color = await crearColor({ background: '#606001', text: '#000000' });
    await eliminarColor(color.id);
    await expect(crearEtiqueta({ nombre: 'Tarde', color: color.id })).rejects.toThrow();
    expect(await huerfanas()).toEqual([]);
  });
});
