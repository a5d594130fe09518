// A group's receipts through the app's data module, against the emulators: consecutive numbers,
// a refusal recorded while the rest go on, and a retry that issues only what failed.
import { aleatorio } from 'dominio-recibos';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { sesionActual } from 'shared-firebase/firestore';
import { initEmulatorFirebase, listAsOwner } from 'tooling/emulator-env';
import { beforeEach, expect, it } from 'vitest';
import type { Pagador } from '../../pagadores/types';
import { entrada } from '../../recibos/api/recibos.fixture';
import { crearRecibo } from '../../recibos/api/serie';
import { idDelReciboDelGrupo, previstos } from '../grupo';
import { emitirGrupo, gruposPendientes, guardarGrupo } from './grupo';

const { auth } = initEmulatorFirebase();
beforeEach(async () => {
  await createUserWithEmailAndPassword(auth, `tesorera-${aleatorio()}@recibos.test`, 'secreta123');
});

const socios: Pagador[] = ['Ana', 'Beto', 'Carla', 'Dora'].map((nombre, i) => ({ id: `s${i}`, nombre }));

it('issues one receipt per payer, numbered one after another', async () => {
  const avances: number[] = [];
  const informe = await emitirGrupo('g1', previstos(entrada('Cuota'), socios), undefined, (n) => avances.push(n));
  expect(informe.fallidos).toEqual([]);
  expect(informe.emitidos.map(({ recibo }) => [recibo.id, recibo.numero, recibo.pagador.nombre])).toEqual([
    ['g1-s0', 1, 'Ana'],
    ['g1-s1', 2, 'Beto'],
    ['g1-s2', 3, 'Carla'],
    ['g1-s3', 4, 'Dora'],
  ]);
  expect(avances).toEqual([1, 2, 3, 4]);
});

it('records a refused receipt with its reason, goes on, and a retry issues only that one, never one twice', async () => {
  const todos = previstos(entrada('Cuota'), socios);
  // A total of 0: the form refuses it, and so do the rules (a write from past the form).
  const [ana, beto, carla, dora] = todos;
  if (!ana || !beto || !carla || !dora) throw new Error('faltan socios');
  const sinImporte = {
    ...beto,
    entrada: { ...beto.entrada, lineas: [{ descripcion: 'Nada', cantidad: 1, precioUnitario: 0 }] },
  };
  const primero = await emitirGrupo('g2', [ana, sinImporte, carla, dora], undefined, () => {});
  expect(primero.emitidos.map(({ recibo }) => recibo.numero)).toEqual([1, 2, 3]);
  expect(primero.fallidos).toEqual([
    { previsto: sinImporte, motivo: expect.stringContaining('El servidor no aceptó') },
  ]);

  // The retry, corrected, of the failed one and (as after a lost answer) one already issued.
  const segundo = await emitirGrupo('g2', [beto, carla], undefined, () => {});
  expect(segundo.fallidos).toEqual([]);
  expect(segundo.emitidos.map(({ recibo }) => [recibo.id, recibo.numero])).toEqual([
    ['g2-s1', 4],
    ['g2-s2', 2],
  ]);
  const { uid } = sesionActual();
  expect(await listAsOwner(`users/${uid}/recibos`)).toHaveLength(4);
});

// A reload in the middle lost the group's id, and starting again gave the payers already issued
// a second receipt. The group is saved, as previewed, before its first receipt.
/** A group's id as nuevoGrupo makes them: 12 characters (the rules require it). */
const G3 = 'GrupoTres001';
it('a group saved before its first receipt is resumed after a reload: only the missing receipts, none twice', async () => {
  const base = entrada('Cuota');
  const validos = previstos(base, socios);
  await guardarGrupo(G3, base, validos);
  // Two receipts issued, then the page reloaded (as emitirGrupo issues each one).
  const [ana, beto] = validos;
  if (!ana || !beto) throw new Error('faltan socios');
  for (const p of [ana, beto])
    await crearRecibo(p.entrada, undefined, undefined, idDelReciboDelGrupo(G3, p.pagador.id));

  const [guardado, ...otros] = await gruposPendientes();
  expect(otros).toEqual([]);
  expect(guardado?.pagadores.map((p) => p.nombre)).toEqual(['Ana', 'Beto', 'Carla', 'Dora']);
  if (!guardado) throw new Error('sin grupo');
  const informe = await emitirGrupo(guardado.id, previstos(guardado.base, guardado.pagadores), undefined, () => {});

  expect(informe.emitidos.map(({ recibo }) => [recibo.id, recibo.numero, recibo.concepto])).toEqual([
    [`${G3}-s0`, 1, 'Cuota'],
    [`${G3}-s1`, 2, 'Cuota'],
    [`${G3}-s2`, 3, 'Cuota'],
    [`${G3}-s3`, 4, 'Cuota'],
  ]);
  const { uid } = sesionActual();
  expect(await listAsOwner(`users/${uid}/recibos`)).toHaveLength(4);
  // Done: nothing left to resume, and a second tab resuming it late issues nothing more.
  expect(await gruposPendientes()).toEqual([]);
  await emitirGrupo(G3, validos, undefined, () => {});
  expect(await listAsOwner(`users/${uid}/recibos`)).toHaveLength(4);
});
