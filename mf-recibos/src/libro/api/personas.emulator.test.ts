// Who keeps the book, through the app's own module against both emulators: the owner invites,
// sees the invitation and the people with access, changes a role and revokes; deleting the account
// takes every invitation and access with it; the person invited sees the invitation, accepts it,
// finds the book among their accesses, works in it and leaves it.

import { borrarDatosDelUsuario } from 'dominio-recibos/datos-del-usuario';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import * as firestore from 'shared-firebase/firestore';
import { elegirLibro } from 'shared-firebase/libro';
import { initEmulatorFirebase, verificarCorreo } from 'tooling/emulator-env';
import { leerSinReglas } from 'tooling/rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { leerPerfilEmisor } from '../../emisor/api/perfil';
import { accesoSinReglas } from '../acceso.fixture';
import {
  aceptar,
  cambiarRol,
  dejarElLibro,
  invitacionesDelLibro,
  invitacionesParaMi,
  invitar,
  misAccesos,
  personasDelLibro,
  retirarInvitacion,
  revocar,
} from './personas';

const { auth } = initEmulatorFirebase();
let uid = '';

/** Someone who accepted, in `libro`, as the app writes an access (past the rules). */
const conAcceso = (persona: string, email: string, libro = uid) =>
  accesoSinReglas(libro, { uid: persona, email }, 'consulta');

beforeAll(async () => {
  const credencial = await createUserWithEmailAndPassword(auth, `libro-${Date.now()}@recibos.test`, 'secreta123');
  uid = credencial.user.uid;
  // Only an owner with a verified address invites (the invitation names it).
  await verificarCorreo(auth);
});

describe('the people who keep a book', () => {
  it('are invited by e-mail (stored as Firebase Auth keeps it), and an invitation withdrawn is gone', async () => {
    await invitar('Asociación Vecinal Los Robles', '  Beto@Ejemplo.es ', 'consulta');
    await invitar('Asociación Vecinal Los Robles', 'carla@ejemplo.es', 'emision');
    const invitaciones = await invitacionesDelLibro();
    expect(invitaciones.map((i) => [i.email, i.rol]).sort()).toEqual([
      ['beto@ejemplo.es', 'consulta'],
      ['carla@ejemplo.es', 'emision'],
    ]);
    const [primera] = invitaciones;
    expect((primera?.caduca.getTime() ?? 0) - (primera?.creadaEn.getTime() ?? 0)).toBe(7 * 24 * 60 * 60 * 1000);
    await retirarInvitacion(invitaciones.find((i) => i.email === 'carla@ejemplo.es')?.id as string);
    expect((await invitacionesDelLibro()).map((i) => i.email)).toEqual(['beto@ejemplo.es']);
  });

  it('with access are listed, change role by the owner, and lose it when revoked', async () => {
    await conAcceso('beto', 'beto@ejemplo.es');
    await conAcceso('dani', 'dani@ejemplo.es');
    await cambiarRol({ uid: 'beto', email: 'beto@ejemplo.es' }, 'emision');
    expect((await personasDelLibro()).map((p) => [p.uid, p.rol]).sort()).toEqual([
      ['beto', 'emision'],
      ['dani', 'consulta'],
    ]);
    await revocar({ uid: 'dani', email: 'dani@ejemplo.es' });
    expect((await personasDelLibro()).map((p) => p.uid)).toEqual(['beto']);
  });

  it('lose access, and every invitation goes, when the owner deletes their account', async () => {
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid);
    expect(await personasDelLibro()).toEqual([]);
    expect(await invitacionesDelLibro()).toEqual([]);
  });

  it('lose the accesses a person has to other books when that person deletes their account', async () => {
    await signOut(auth);
    const persona = (await createUserWithEmailAndPassword(auth, `persona-${Date.now()}@recibos.test`, 'secreta123'))
      .user;
    await conAcceso(persona.uid, persona.email as string, 'otro-libro');
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, persona.uid);
    expect(await leerSinReglas(`users/otro-libro/personas/${persona.uid}`)).toBeNull();
  });
});

describe('the person invited', () => {
  it('sees the invitation once verified, accepts it, finds the book, works in it and leaves it', async () => {
    await signOut(auth);
    const marca = Date.now();
    const duena = (await createUserWithEmailAndPassword(auth, `duena-${marca}@recibos.test`, 'secreta123')).user;
    await verificarCorreo(auth);
    const invitado = `Invitado-${marca}@recibos.test`;
    await invitar('Los Robles', invitado, 'consulta');
    await signOut(auth);
    const persona = (await createUserWithEmailAndPassword(auth, invitado, 'secreta123')).user;
    expect(await invitacionesParaMi()).toEqual([]); // unverified: nothing shown, nothing read
    await verificarCorreo(auth);
    const [invitacion, ...mas] = await invitacionesParaMi();
    expect(mas).toEqual([]);
    expect(invitacion).toMatchObject({ libro: duena.uid, nombreDelLibro: 'Los Robles', rol: 'consulta' });
    await aceptar(invitacion as NonNullable<typeof invitacion>);
    expect(await invitacionesParaMi()).toEqual([]);
    expect(await misAccesos()).toEqual([{ libro: duena.uid, nombreDelLibro: 'Los Robles', rol: 'consulta' }]);
    elegirLibro(persona.uid, duena.uid);
    expect(firestore.sesionActual()).toMatchObject({ uid: persona.uid, libro: duena.uid });
    await expect(leerPerfilEmisor()).resolves.toBeNull(); // read in the owner's book, allowed
    await dejarElLibro(duena.uid);
    expect(await misAccesos()).toEqual([]);
    await expect(leerPerfilEmisor()).rejects.toMatchObject({ code: 'permission-denied' });
    elegirLibro(persona.uid, persona.uid);
  });
});
