// firestore.rules for a book kept by several people: invitations, access by role, revocation, and
// what a person with access reads of the book, against the Firestore emulator. The shapes are the
// app's (./api/personas.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { DIAS_DE_INVITACION, datosDeInvitacion, datosDePersona, type Rol } from 'dominio-recibos';
import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, expect, it } from 'vitest';

const reglas = usarReglas();

// Ana owns the book; Beto and Carla are invited; Dani owns another book.
const CORREOS: Record<string, string> = {
  ana: 'ana@ejemplo.es',
  beto: 'beto@ejemplo.es',
  carla: 'carla@ejemplo.es',
  dani: 'dani@ejemplo.es',
};
const como = (uid: string | null, verificado = true) =>
  reglas.como(uid, uid ? { email: CORREOS[uid], email_verified: verificado } : {}) as unknown as Firestore;

const ID = (n: number) => `invitacion${String(n).padStart(10, '0')}`;

async function invitar(id: string, email: string, rol: Rol, libro = 'ana', db = como(libro)) {
  await setDoc(
    doc(db, 'invitaciones', id),
    datosDeInvitacion(libro, 'Asociación Vecinal Los Robles', email, rol, serverTimestamp()),
  );
}

/** Accepted by `uid` as the app does: their access and the invitation's deletion, in one commit. */
function aceptar(uid: string, id: string, rol: Rol, libro = 'ana', db = como(uid), email = CORREOS[uid] as string) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'users', libro, 'personas', uid), datosDePersona({ id, email, rol }, serverTimestamp()));
  batch.delete(doc(db, 'invitaciones', id));
  return batch.commit();
}

async function conAcceso(uid: string, rol: Rol, n: number) {
  await invitar(ID(n), CORREOS[uid] as string, rol);
  await aceptar(uid, ID(n), rol);
}

/** A document of each of the book's collections, as the app or its functions write them. */
const DEL_LIBRO = [
  'recibos/r1',
  'contadores/serie-2026',
  'ediciones/r1',
  'pagadores/p1',
  'contadores/pagadores',
  'planes/p1',
  'cobros/c1',
  'perfil/emisor',
  'envios/e1',
  'enviosPorDia/2026-11-29',
];

beforeEach(async () => {
  await reglas.env.clearFirestore();
  await reglas.env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const libro of ['ana', 'dani'])
      for (const ruta of [...DEL_LIBRO, 'etiquetas/e1', 'colores/c1', 'revisionesDePlan/p1', 'grupos/g1'])
        await setDoc(doc(db, `users/${libro}/${ruta}`), { x: 1 });
  });
});

describe('an invitation', () => {
  it('is made by the book’s owner, to an address in lowercase, with a role, now', async () => {
    await assertSucceeds(invitar(ID(1), 'Beto@Ejemplo.es', 'consulta'));
    const guardada = await getDoc(doc(como('ana'), 'invitaciones', ID(1)));
    expect(guardada.data()).toMatchObject({ libro: 'ana', email: 'beto@ejemplo.es', rol: 'consulta' });
  });

  it.each([
    ['for another person’s book (a member inviting others)', { libro: 'dani' }],
    ['with a role that does not exist', { rol: 'propietario' }],
    ['to an address that is not one', { email: 'beto' }],
    ['to an address with capitals (the person invited would never match it)', { email: 'Beto@ejemplo.es' }],
    ['to the owner’s own address', { email: CORREOS.ana }],
    ['with a date of its own (one that would never expire)', { creadaEn: Timestamp.fromDate(new Date(2999, 0, 1)) }],
    ['with a field more', { caduca: Timestamp.now() }],
  ])('is refused %s', async (_caso, cambio) => {
    const db = como('ana');
    const datos = {
      ...datosDeInvitacion('ana', 'Los Robles', CORREOS.beto as string, 'consulta', serverTimestamp()),
      ...cambio,
    };
    await assertFails(setDoc(doc(db, 'invitaciones', ID(1)), datos));
  });

  it('is read by its owner and by the person invited (verified), listed by each, by nobody else', async () => {
    await invitar(ID(1), CORREOS.beto as string, 'consulta');
    await assertSucceeds(getDocs(query(collection(como('ana'), 'invitaciones'), where('libro', '==', 'ana'))));
    await assertSucceeds(getDocs(query(collection(como('beto'), 'invitaciones'), where('email', '==', CORREOS.beto))));
    await assertFails(getDoc(doc(como('beto', false), 'invitaciones', ID(1))));
    await assertFails(getDoc(doc(como('carla'), 'invitaciones', ID(1))));
    await assertFails(getDocs(query(collection(como('carla'), 'invitaciones'), where('email', '==', CORREOS.beto))));
  });
});

describe('accepting', () => {
  it('gives the person invited access with the invitation’s role, and uses the invitation up', async () => {
    await invitar(ID(1), CORREOS.beto as string, 'consulta');
    await assertSucceeds(aceptar('beto', ID(1), 'consulta'));
    const persona = await getDoc(doc(como('beto'), 'users/ana/personas/beto'));
    expect(persona.data()).toMatchObject({ rol: 'consulta', email: CORREOS.beto, invitacion: ID(1) });
    const pendientes = await getDocs(query(collection(como('ana'), 'invitaciones'), where('libro', '==', 'ana')));
    expect(pendientes.size).toBe(0);
  });

  it('is refused with another address than the one invited', async () => {
    await invitar(ID(1), CORREOS.beto as string, 'consulta');
    await assertFails(aceptar('carla', ID(1), 'consulta'));
    // Not even writing the invited address into the access: the token's is the one checked.
    await assertFails(aceptar('carla', ID(1), 'consulta', 'ana', como('carla'), CORREOS.beto));
  });

  it('is refused with the address unverified', async () => {
    await invitar(ID(1), CORREOS.beto as string, 'consulta');
    await assertFails(aceptar('beto', ID(1), 'consulta', 'ana', como('beto', false)));
  });

  it('is refused with another role than the one invited (a «consulta» taking «emision»)', async () => {
    await invitar(ID(1), CORREOS.beto as string, 'consulta');
    await assertFails(aceptar('beto', ID(1), 'emision'));
  });

  it('is refused once expired', async () => {
    await reglas.env.withSecurityRulesDisabled(async (ctx) => {
      const hace = new Date(Date.now() - (DIAS_DE_INVITACION * 24 + 1) * 60 * 60 * 1000);
      await setDoc(doc(ctx.firestore(), 'invitaciones', ID(1)), {
        ...datosDeInvitacion('ana', 'Los Robles', CORREOS.beto as string, 'consulta', serverTimestamp()),
        creadaEn: Timestamp.fromDate(hace),
      });
    });
    await assertFails(aceptar('beto', ID(1), 'consulta'));
  });

  it('is refused with a forged invitation: none, one to another book, or one kept after', async () => {
    await assertFails(aceptar('beto', ID(9), 'consulta'));
    await invitar(ID(2), CORREOS.beto as string, 'consulta', 'dani');
    await assertFails(aceptar('beto', ID(2), 'consulta', 'ana'));
    await invitar(ID(1), CORREOS.beto as string, 'consulta');
    const db = como('beto');
    await assertFails(
      setDoc(
        doc(db, 'users/ana/personas/beto'),
        datosDePersona({ id: ID(1), email: CORREOS.beto as string, rol: 'consulta' }, serverTimestamp()),
      ),
    );
  });

  it('is refused to the owner in their own book, and to one person for another', async () => {
    await invitar(ID(1), CORREOS.beto as string, 'consulta');
    await assertFails(aceptar('ana', ID(1), 'consulta', 'ana', como('ana'), CORREOS.beto));
    const db = como('beto');
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'users/ana/personas/carla'),
      datosDePersona({ id: ID(1), email: CORREOS.beto as string, rol: 'consulta' }, serverTimestamp()),
    );
    batch.delete(doc(db, 'invitaciones', ID(1)));
    await assertFails(batch.commit());
  });
});

describe('a person with access', () => {
  it.each(DEL_LIBRO)('reads the book’s %s, as its owner does', async (ruta) => {
    await conAcceso('beto', 'consulta', 1);
    await assertSucceeds(getDoc(doc(como('beto'), `users/ana/${ruta}`)));
    await assertSucceeds(getDoc(doc(como('ana'), `users/ana/${ruta}`)));
  });

  it.each(['etiquetas/e1', 'colores/c1', 'revisionesDePlan/p1', 'grupos/g1'])(
    'never reads the owner’s %s (labels are a person’s, a plan’s review and a group being issued the owner’s)',
    async (ruta) => {
      await conAcceso('beto', 'emision', 1);
      await assertFails(getDoc(doc(como('beto'), `users/ana/${ruta}`)));
    },
  );

  it.each(DEL_LIBRO)('of book A never reads book B’s %s; nor does anyone without access', async (ruta) => {
    await conAcceso('beto', 'emision', 1);
    await assertFails(getDoc(doc(como('beto'), `users/dani/${ruta}`)));
    await assertFails(getDoc(doc(como('carla'), `users/ana/${ruta}`)));
    await assertFails(getDoc(doc(como(null), `users/ana/${ruta}`)));
  });

  it('lists the book’s receipts', async () => {
    await conAcceso('beto', 'consulta', 1);
    await assertSucceeds(getDocs(collection(como('beto'), 'users/ana/recibos')));
  });

  it('with «consulta» writes nothing in the book', async () => {
    await conAcceso('beto', 'consulta', 1);
    const db = como('beto');
    for (const ruta of DEL_LIBRO) {
      await assertFails(setDoc(doc(db, `users/ana/${ruta}`), { x: 2 }));
      await assertFails(deleteDoc(doc(db, `users/ana/${ruta}`)));
    }
  });

  it('never changes their own role, nor invites others to the book', async () => {
    await conAcceso('beto', 'consulta', 1);
    await assertFails(updateDoc(doc(como('beto'), 'users/ana/personas/beto'), { rol: 'emision' }));
    await assertFails(invitar(ID(2), CORREOS.carla as string, 'emision', 'ana', como('beto')));
    await assertFails(getDocs(collection(como('beto'), 'users/ana/personas')));
  });

  it('loses access at once when the owner revokes it, and can leave by themself', async () => {
    await conAcceso('beto', 'consulta', 1);
    await conAcceso('carla', 'emision', 2);
    await assertSucceeds(updateDoc(doc(como('ana'), 'users/ana/personas/carla'), { rol: 'consulta' }));
    await assertSucceeds(deleteDoc(doc(como('ana'), 'users/ana/personas/beto')));
    await assertFails(getDoc(doc(como('beto'), 'users/ana/recibos/r1')));
    await assertSucceeds(deleteDoc(doc(como('carla'), 'users/ana/personas/carla')));
    await assertFails(getDoc(doc(como('carla'), 'users/ana/recibos/r1')));
  });
});
