// The data layer against both emulators, through the app's own Firebase singleton.
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { NO_HAY_USUARIO } from 'shared-firebase';
import { FIRESTORE_HOST, FIRESTORE_PORT, initEmulatorFirebase, listAsOwner, PROJECT_ID } from 'tooling/emulator-env';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLOR_ID } from '../colores';
import { actualizarColor, COLOR_NO_ENCONTRADO, crearColor, eliminarColor, listarColores } from './colores';
import { crearEtiqueta, eliminarEtiqueta, listarEtiquetas } from './etiquetas';

const { auth } = initEmulatorFirebase();
let uid = '';

beforeAll(async () => {
  const email = `etiquetas-${Date.now()}@recibos.test`;
  uid = (await createUserWithEmailAndPassword(auth, email, 'secreta123')).user.uid;
});

afterEach(() => vi.restoreAllMocks());

async function estado() {
  return {
    etiquetas: await listAsOwner(`users/${uid}/etiquetas`),
    colores: await listAsOwner(`users/${uid}/colores`),
  };
}

async function ningunaEtiquetaHuerfana() {
  const [etiquetas, colores] = await Promise.all([listarEtiquetas(), listarColores()]);
  const ids = new Set(colores.map((color) => color.id));
  for (const etiqueta of etiquetas) {
    if (etiqueta.color.startsWith('custom-'))
      expect(ids, `${etiqueta.nombre} → ${etiqueta.color}`).toContain(etiqueta.color);
  }
}

describe('colour batches', () => {
  it('editing a colour creates the new id, repoints every label and deletes the old colour', async () => {
    const viejo = await crearColor({ background: '#ABC', text: '#000' });
    expect(viejo.id).toBe('custom-aabbcc000000');
    const a = await crearEtiqueta({ nombre: 'Alquiler', color: viejo.id });
    const b = await crearEtiqueta({ nombre: 'Luz', color: viejo.id });
    const otra = await crearEtiqueta({ nombre: 'Agua', color: 'bg-sky-100 text-sky-800' });

    const { color, etiquetasMovidas } = await actualizarColor(viejo.id, { background: '#1e40af', text: '#fef3c7' });
    expect(color.id).toBe('custom-1e40affef3c7');
    expect(etiquetasMovidas.sort()).toEqual([a.id, b.id].sort());

    const etiquetas = await listarEtiquetas();
    expect(etiquetas.find((e) => e.id === a.id)?.color).toBe(color.id);
    expect(etiquetas.find((e) => e.id === b.id)?.color).toBe(color.id);
    expect(etiquetas.find((e) => e.id === otra.id)?.color).toBe('bg-sky-100 text-sky-800');
    expect((await listarColores()).map((c) => c.id)).not.toContain(viejo.id);
    await ningunaEtiquetaHuerfana();
  });

  it('the same values update the colour in place', async () => {
    const color = await crearColor({ background: '#101010', text: '#fafafa' });
    const { color: mismo, etiquetasMovidas } = await actualizarColor(color.id, {
      background: '#101010',
      text: '#FAFAFA',
    });
    expect(mismo.id).toBe(color.id);
    expect(etiquetasMovidas).toEqual([]);
    expect((await listarColores()).filter((c) => c.id === color.id)).toHaveLength(1);
  });

  it('deleting a colour resets its labels to the default class', async () => {
    const color = await crearColor({ background: '#222222', text: '#eeeeee' });
    const etiqueta = await crearEtiqueta({ nombre: 'Seguro', color: color.id });
    expect(await eliminarColor(color.id)).toEqual([etiqueta.id]);
    const guardada = (await listarEtiquetas()).find((e) => e.id === etiqueta.id);
    expect(guardada?.color).toBe(DEFAULT_COLOR_ID);
    expect((await listarColores()).map((c) => c.id)).not.toContain(color.id);
    await ningunaEtiquetaHuerfana();
  });

  it('a batch the rules refuse leaves every document unchanged', async () => {
    const color = await crearColor({ background: '#333333', text: '#dddddd' });
    await crearEtiqueta({ nombre: 'Bancos', color: color.id });
    // A label whose stored shape breaks the rules (a field written by an older client, say)
    // makes the repoint inside the batch invalid: the whole batch must fail. (A stored text is
    // not checked again unless the write changes it.)
    const rota = await crearEtiqueta({ nombre: 'Rota', color: color.id });
    await fetch(
      `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}/etiquetas/${rota.id}?updateMask.fieldPaths=prioridad`,
      {
        method: 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: { prioridad: { integerValue: '1' } } }),
      },
    );
    const antes = await estado();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(actualizarColor(color.id, { background: '#444444', text: '#cccccc' })).rejects.toThrow();
    expect(console.error).toHaveBeenCalledWith('Error al actualizar color', expect.anything());
    expect(await estado()).toEqual(antes);
    await eliminarEtiqueta(rota.id);
  });

  it('updating a colour that is not in the list fails with "Color no encontrado"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(actualizarColor('custom-123456654321', { background: '#000000', text: '#ffffff' })).rejects.toThrow(
      COLOR_NO_ENCONTRADO,
    );
    expect(COLOR_NO_ENCONTRADO).toBe('Color no encontrado');
  });

  it('two tabs creating the same colour at the same instant both get it (found by scripts/carga.mjs)', async () => {
    const valores = { background: '#0a0b0c', text: '#fefefe' };
    const [a, b] = await Promise.all([crearColor(valores), crearColor(valores)]);
    expect(a.id).toBe('custom-0a0b0cfefefe');
    expect(b.id).toBe(a.id);
    expect((await listAsOwner(`users/${uid}/colores`)).filter(([id]) => id === a.id)).toHaveLength(1);
    await eliminarColor(a.id);
  });
});

describe('without a signed-in user', () => {
  it('every operation fails with "No hay usuario autenticado" and nothing is written', async () => {
    const uidAntes = uid;
    const antes = await estado();
    await signOut(auth);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const operaciones = [
      () => crearEtiqueta({ nombre: 'X', color: DEFAULT_COLOR_ID }),
      () => eliminarEtiqueta('e1'),
      () => crearColor({ background: '#000000', text: '#ffffff' }),
      () => actualizarColor('custom-000000ffffff', { background: '#000000', text: '#fffffe' }),
      () => eliminarColor('custom-000000ffffff'),
      () => listarEtiquetas(),
    ];
    for (const operacion of operaciones) await expect(operacion()).rejects.toThrow(NO_HAY_USUARIO);
    expect(NO_HAY_USUARIO).toBe('No hay usuario autenticado');
    expect(console.error).toHaveBeenCalledWith('Error al crear etiqueta', expect.any(Error));
    uid = uidAntes;
    expect(await estado()).toEqual(antes);
  });
});
