// The payers through the app's own modules, against both emulators: added, changed (what is
// emptied goes), listed by name, imported in more than one commit, deleted, and gone with the
// account.

import { rutaDelCupo } from 'dominio-recibos';
import { borrarDatosDelUsuario } from 'dominio-recibos/datos-del-usuario';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import * as firestore from 'shared-firebase/firestore';
import { FIRESTORE_HOST, FIRESTORE_PORT, initEmulatorFirebase, PROJECT_ID } from 'tooling/emulator-env';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actualizarPagador,
  crearPagador,
  eliminarPagador,
  importarPagadores,
  listarPagadores,
  MAX_PAGADORES,
  PagadoresAlMaximo,
} from './pagadores';

const { auth } = initEmulatorFirebase();
const BASE = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
let uid = '';

beforeAll(async () => {
  uid = (await createUserWithEmailAndPassword(auth, `pagadores-${Date.now()}@recibos.test`, 'secreta123')).user.uid;
});

describe('payers', () => {
  it('are added trimmed, changed with what was emptied gone, listed by name (accents and case aside)', async () => {
    const id = await crearPagador({
      nombre: '  Carla Gómez ',
      email: 'carla@ejemplo.es',
      telefono: '+34 600 11 22 33',
      concepto: 'Alquiler',
      lineas: [{ descripcion: 'Renta mensual', cantidad: 1, precioUnitario: 85_000 }],
      moneda: 'EUR',
      metodoPago: 'transferencia',
      etiquetas: [],
      documento: ' ',
    });
    await crearPagador({ nombre: 'álvaro Ruiz' });
    await crearPagador({ nombre: 'Beto' });
    expect((await listarPagadores()).map((p) => p.nombre)).toEqual(['álvaro Ruiz', 'Beto', 'Carla Gómez']);
    expect((await listarPagadores()).find((p) => p.id === id)).toEqual({
      id,
      nombre: 'Carla Gómez',
      email: 'carla@ejemplo.es',
      telefono: '+34 600 11 22 33',
      concepto: 'Alquiler',
      lineas: [{ descripcion: 'Renta mensual', cantidad: 1, precioUnitario: 85_000 }],
      moneda: 'EUR',
      metodoPago: 'transferencia',
    });
    await actualizarPagador(id, { nombre: 'Carla Gómez', email: 'carla@otra.es' });
    expect((await listarPagadores()).find((p) => p.id === id)).toEqual({
      id,
      nombre: 'Carla Gómez',
      email: 'carla@otra.es',
    });
    await eliminarPagador(id);
    expect((await listarPagadores()).map((p) => p.nombre)).toEqual(['álvaro Ruiz', 'Beto']);
  });

  it('a bad payer is refused by the rules with nothing written', async () => {
    const antes = (await listarPagadores()).length;
    await expect(crearPagador({ nombre: 'Sin correo', email: 'no-es-un-correo' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await listarPagadores()).toHaveLength(antes);
  });

  it('an import over one commit’s limit is written in several, reporting its progress', async () => {
    const avance: number[] = [];
    const escritos = await importarPagadores(
      Array.from({ length: 450 }, (_, i) => ({ nombre: `Socio ${String(i).padStart(3, '0')}` })),
      (n) => avance.push(n),
    );
    expect(escritos).toBe(450);
    expect(avance).toEqual([400, 450]);
    expect((await listarPagadores()).filter((p) => p.nombre.startsWith('Socio '))).toHaveLength(450);
  });

  it('every creation, import and deletion leaves the account’s count equal to its payers', async () => {
    const cuenta = async () =>
      (await firestore.getDoc(firestore.doc(firestore.getDb() as firestore.Firestore, ...rutaDelCupo(uid)))).get(
        'pagadores',
      );
    expect(await cuenta()).toBe((await listarPagadores()).length);
    const id = await crearPagador({ nombre: 'Contada' });
    await importarPagadores([{ nombre: 'Importada 1' }, { nombre: 'Importada 2' }]);
    await eliminarPagador(id);
    expect(await cuenta()).toBe((await listarPagadores()).length);
    // A deletion the page repeats (two tabs) is refused: the count moves once.
    await expect(eliminarPagador(id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await cuenta()).toBe((await listarPagadores()).length);
  });

  it('one more than the limit (added from another tab) is told as the limit, with nothing written', async () => {
    // The count as it would be with MAX_PAGADORES stored, written past the rules.
    const r = await fetch(`${BASE}/${rutaDelCupo(uid).join('/')}?updateMask.fieldPaths=pagadores`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { pagadores: { integerValue: String(MAX_PAGADORES) } } }),
    });
    expect(r.ok).toBe(true);
    const antes = (await listarPagadores()).length;
    await expect(crearPagador({ nombre: 'Uno más' })).rejects.toBeInstanceOf(PagadoresAlMaximo);
    expect(await listarPagadores()).toHaveLength(antes);
  });

  it('go with the account', async () => {
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid);
    expect(await listarPagadores()).toEqual([]);
    const quedan = await fetch(`${BASE}/users/${uid}/pagadores`, { headers: { Authorization: 'Bearer owner' } });
    expect(((await quedan.json()) as { documents?: unknown[] }).documents ?? []).toEqual([]);
  });
});
