// firestore.rules for a book kept by several people: invitations, access by role, revocation, and
// what a person with access reads of the book, against the Firestore emulator. The shapes are the
// app's (./api/personas.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  DIAS_DE_INVITACION,
  datosDeInvitacion,
  datosDePersona,
  idDeInvitacion,
  marcaDeSalida,
  type Rol,
  type ViaDeSalida,
} from 'dominio-recibos';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  onSnapshot,
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
import { PERFIL_COMPLETO } from '../emisor/perfil.fixture';

const reglas = usarReglas();

// Ana owns the book; Beto and Carla are invited; Dani owns another book.
const CORREOS: Record<string, string> = {
  ana: 'ana@ejemplo.es',
  beto: 'beto@ejemplo.es',
  carla: 'carla@ejemplo.es',
  dani: 'dani@ejemplo.es',
};
const correo = (uid: string) => CORREOS[uid] as string;
const como = (uid: string | null, verificado = true) =>
  reglas.como(uid, uid ? { email: CORREOS[uid], email_verified: verificado } : {}) as unknown as Firestore;

/** The owner invites as the app does (the id derived from the book and the address); returns the id. */
const NOMBRE = 'Asociación Vecinal Los Robles';

async function invitar(email: string, rol: Rol, libro = 'ana', db = como(libro)) {
  const id = await idDeInvitacion(libro, email);
  await setDoc(
    doc(db, 'invitaciones', id),
    datosDeInvitacion(libro, NOMBRE, correo(libro), email, rol, serverTimestamp()),
  );
  return id;
}

/** An acceptance's commit: `datos` as the access at `ruta`, and the invitation `id` deleted. */
function comoAceptacion(db: Firestore, ruta: string, datos: Record<string, unknown>, id: string) {
  const batch = writeBatch(db);
  batch.set(doc(db, ruta), datos);
  batch.delete(doc(db, 'invitaciones', id));
  return batch.commit();
}

/** Accepted by `uid` as the app does: their access and the invitation's deletion, in one commit. */
function aceptar(uid: string, id: string, rol: Rol, libro = 'ana', db = como(uid), email = correo(uid)) {
  const datos = datosDePersona({ id, email, rol, nombreDelLibro: NOMBRE }, uid, serverTimestamp());
  return comoAceptacion(db, `users/${libro}/personas/${uid}`, datos, id);
}

async function conAcceso(uid: string, rol: Rol) {
  await aceptar(uid, await invitar(correo(uid), rol), rol);
}

/** The owner revokes (or changes a role) as the app does: with the pending invitation withdrawn. */
async function revocar(uid: string, cambio: { rol: Rol } | null = null, db = como('ana')) {
  const batch = writeBatch(db);
  const acceso = doc(db, 'users/ana/personas', uid);
  if (cambio) batch.update(acceso, cambio);
  else batch.delete(acceso);
  batch.delete(doc(db, 'invitaciones', await idDeInvitacion('ana', correo(uid))));
  return batch.commit();
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
    // One commit: the same data for every test, without a round trip per document.
    const db = ctx.firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    for (const libro of ['ana', 'dani'])
      for (const ruta of [...DEL_LIBRO, 'etiquetas/e1', 'colores/c1', 'revisionesDePlan/p1', 'grupos/g1'])
        batch.set(doc(db, `users/${libro}/${ruta}`), { x: 1 });
    await batch.commit();
  });
});

describe('an invitation', () => {
  it('is made by the book’s owner, verified, naming them, to an address in lowercase, with a role, now', async () => {
    const id = await invitar('Beto@Ejemplo.es', 'consulta');
    const guardada = await getDoc(doc(como('ana'), 'invitaciones', id));
    expect(guardada.data()).toMatchObject({ libro: 'ana', de: CORREOS.ana, email: 'beto@ejemplo.es', rol: 'consulta' });
  });

  it('sent again is the same one, from now, maybe with another role', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    await assertSucceeds(invitar(correo('beto'), 'emision'));
    expect((await getDoc(doc(como('ana'), 'invitaciones', id))).get('rol')).toBe('emision');
  });

  it.each([
    ['for another person’s book (a member inviting others)', { libro: 'dani' }],
    ['with a role that does not exist', { rol: 'propietario' }],
    ['to an address that is not one', { email: 'beto' }],
    ['to an address with capitals (the person invited would never match it)', { email: 'Beto@ejemplo.es' }],
    ['to the owner’s own address', { email: CORREOS.ana }],
    ['naming another sender', { de: 'banco@ejemplo.es' }],
    ['with a date of its own (one that would never expire)', { creadaEn: Timestamp.fromDate(new Date(2999, 0, 1)) }],
    ['with a book’s name with nothing visible', { nombreDelLibro: ' \u200b ' }],
    ['with a field more', { caduca: Timestamp.now() }],
  ])('is refused %s', async (_caso, cambio) => {
    const datos = {
      ...datosDeInvitacion('ana', 'Los Robles', correo('ana'), correo('beto'), 'consulta', serverTimestamp()),
      ...cambio,
    };
    const id = await idDeInvitacion(String(datos.libro), String(datos.email));
    await assertFails(setDoc(doc(como('ana'), 'invitaciones', id), datos));
  });

  it('is refused under an id that is not the one of its book and address, or from an unverified owner', async () => {
    const datos = datosDeInvitacion('ana', 'Los Robles', correo('ana'), correo('beto'), 'consulta', serverTimestamp());
    await assertFails(setDoc(doc(como('ana'), 'invitaciones', await idDeInvitacion('ana', correo('carla'))), datos));
    await assertFails(setDoc(doc(como('ana'), 'invitaciones', 'invitacion0000000000000000000001'), datos));
    await assertFails(invitar(correo('beto'), 'consulta', 'ana', como('ana', false)));
  });

  it('is read by its owner and by the person invited (verified), listed by each, by nobody else', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    const lista = (db: Firestore, campo: string, valor: string) =>
      getDocs(query(collection(db, 'invitaciones'), where(campo, '==', valor)));
    await assertSucceeds(lista(como('ana'), 'libro', 'ana'));
    await assertSucceeds(lista(como('beto'), 'email', correo('beto')));
    await assertFails(lista(como('beto', false), 'email', correo('beto')));
    await assertFails(lista(como('carla'), 'email', correo('beto')));
    await assertFails(lista(como('carla'), 'libro', 'ana'));
    await assertFails(getDoc(doc(como('beto', false), 'invitaciones', id)));
    await assertFails(getDoc(doc(como('carla'), 'invitaciones', id)));
    await assertFails(getDoc(doc(como(null), 'invitaciones', id)));
  });

  it('is changed by nobody but its owner sending it again, and deleted only by the owner or the person invited', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    await assertFails(updateDoc(doc(como('beto'), 'invitaciones', id), { rol: 'emision' }));
    await assertFails(deleteDoc(doc(como('carla'), 'invitaciones', id)));
    await assertFails(deleteDoc(doc(como('beto', false), 'invitaciones', id)));
    await assertSucceeds(deleteDoc(doc(como('beto'), 'invitaciones', id)));
  });

  it('once used or withdrawn, reads as missing and deleting it again does nothing', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    await aceptar('beto', id, 'consulta');
    const leida = await assertSucceeds(getDoc(doc(como('ana'), 'invitaciones', id)));
    expect(leida.exists()).toBe(false);
    await assertSucceeds(deleteDoc(doc(como('ana'), 'invitaciones', id)));
  });
});

describe('accepting', () => {
  it('gives the person invited access with the invitation’s role, and uses the invitation up', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    await assertSucceeds(aceptar('beto', id, 'consulta'));
    const persona = await getDoc(doc(como('beto'), 'users/ana/personas/beto'));
    expect(persona.data()).toMatchObject({ rol: 'consulta', email: CORREOS.beto, invitacion: id });
    const pendientes = await getDocs(query(collection(como('ana'), 'invitaciones'), where('libro', '==', 'ana')));
    expect(pendientes.size).toBe(0);
  });

  it('is refused with another address than the one invited', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    await assertFails(aceptar('carla', id, 'consulta'));
    // Not even writing the invited address into the access: the token's is the one checked.
    await assertFails(aceptar('carla', id, 'consulta', 'ana', como('carla'), correo('beto')));
  });

  it('is refused with the address unverified', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    await assertFails(aceptar('beto', id, 'consulta', 'ana', como('beto', false)));
  });

  it('is refused with another role than the one invited (a «consulta» taking «emision»)', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    await assertFails(aceptar('beto', id, 'emision'));
  });

  it('is refused once expired', async () => {
    const id = await idDeInvitacion('ana', correo('beto'));
    await reglas.env.withSecurityRulesDisabled(async (ctx) => {
      const hace = new Date(Date.now() - (DIAS_DE_INVITACION * 24 + 1) * 60 * 60 * 1000);
      await setDoc(doc(ctx.firestore(), 'invitaciones', id), {
        ...datosDeInvitacion('ana', 'Los Robles', correo('ana'), correo('beto'), 'consulta', serverTimestamp()),
        creadaEn: Timestamp.fromDate(hace),
      });
    });
    await assertFails(aceptar('beto', id, 'consulta'));
  });

  it('is refused with a forged invitation: none, one to another book, or one kept after', async () => {
    await assertFails(aceptar('beto', await idDeInvitacion('ana', correo('beto')), 'consulta'));
    const deDani = await invitar(correo('beto'), 'consulta', 'dani');
    await assertFails(aceptar('beto', deDani, 'consulta', 'ana'));
    const id = await invitar(correo('beto'), 'consulta');
    const datos = datosDePersona(
      { id, email: correo('beto'), rol: 'consulta', nombreDelLibro: NOMBRE },
      'beto',
      serverTimestamp(),
    );
    await assertFails(setDoc(doc(como('beto'), 'users/ana/personas/beto'), datos));
    // Nor with a field more, or a date of its own.
    const con = (extra: Record<string, unknown>) =>
      comoAceptacion(como('beto'), 'users/ana/personas/beto', { ...datos, ...extra }, id);
    await assertFails(con({ admin: true }));
    await assertFails(con({ desde: Timestamp.now() }));
    await assertFails(con({ nombreDelLibro: 'Libro de otra persona' }));
  });

  it('is refused to the owner in their own book, to one person for another, and to the owner writing an access', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    await assertFails(aceptar('ana', id, 'consulta', 'ana', como('ana'), correo('beto')));
    const deCarla = datosDePersona(
      { id, email: correo('beto'), rol: 'consulta', nombreDelLibro: NOMBRE },
      'carla',
      serverTimestamp(),
    );
    await assertFails(comoAceptacion(como('beto'), 'users/ana/personas/carla', deCarla, id));
    await assertFails(
      setDoc(
        doc(como('ana'), 'users/ana/personas/carla'),
        datosDePersona(
          { id, email: correo('carla'), rol: 'emision', nombreDelLibro: NOMBRE },
          'carla',
          serverTimestamp(),
        ),
      ),
    );
  });
});

describe('a person with access', () => {
  it.each(DEL_LIBRO)('reads the book’s %s, as its owner does, and lists its collection', async (ruta) => {
    await conAcceso('beto', 'consulta');
    await assertSucceeds(getDoc(doc(como('beto'), `users/ana/${ruta}`)));
    await assertSucceeds(getDoc(doc(como('ana'), `users/ana/${ruta}`)));
    const coleccion = `users/ana/${ruta.split('/')[0]}`;
    await assertSucceeds(getDocs(collection(como('beto'), coleccion)));
    await assertSucceeds(getDocs(collection(como('ana'), coleccion)));
  });

  it.each(['etiquetas/e1', 'colores/c1', 'revisionesDePlan/p1', 'grupos/g1'])(
    'never reads the owner’s %s (labels are a person’s, a plan’s review and a group being issued the owner’s)',
    async (ruta) => {
      await conAcceso('beto', 'emision');
      await assertFails(getDoc(doc(como('beto'), `users/ana/${ruta}`)));
    },
  );

  it.each(DEL_LIBRO)('of book A never reads book B’s %s; nor does anyone without access', async (ruta) => {
    await conAcceso('beto', 'emision');
    await assertFails(getDoc(doc(como('beto'), `users/dani/${ruta}`)));
    await assertFails(getDocs(collection(como('beto'), `users/dani/${ruta.split('/')[0]}`)));
    await assertFails(getDoc(doc(como('carla'), `users/ana/${ruta}`)));
    await assertFails(getDoc(doc(como(null), `users/ana/${ruta}`)));
  });

  it.each(['consulta', 'emision'] as const)(
    'with «%s» is refused what the owner may do: the issuer’s details, deleting a plan or a pending charge',
    async (rol) => {
      await conAcceso('beto', rol);
      const perfil = { ...PERFIL_COMPLETO, updatedAt: serverTimestamp() };
      for (const [db, puede] of [
        [como('beto'), false],
        [como('ana'), true],
      ] as const) {
        const intento = (p: Promise<unknown>) => (puede ? assertSucceeds(p) : assertFails(p));
        await intento(setDoc(doc(db, 'users/ana/perfil/emisor'), perfil));
        await intento(deleteDoc(doc(db, 'users/ana/planes/p1')));
        await intento(deleteDoc(doc(db, 'users/ana/cobros/c1')));
        await intento(deleteDoc(doc(db, 'users/ana/perfil/emisor')));
      }
    },
  );

  it('never changes their own role, invites others to the book, or reads the list of people', async () => {
    await conAcceso('beto', 'consulta');
    await conAcceso('carla', 'emision');
    await assertFails(updateDoc(doc(como('beto'), 'users/ana/personas/beto'), { rol: 'emision' }));
    await assertFails(invitar(correo('dani'), 'emision', 'ana', como('beto')));
    await assertFails(getDocs(collection(como('beto'), 'users/ana/personas')));
    await assertFails(getDoc(doc(como('beto'), 'users/ana/personas/carla')));
    await assertFails(deleteDoc(doc(como('beto'), 'users/ana/personas/carla')));
  });

  it('lists their own accesses in every book, and nobody lists theirs', async () => {
    await conAcceso('beto', 'consulta');
    await aceptar('beto', await invitar(correo('beto'), 'emision', 'dani'), 'emision', 'dani');
    const suyos = (db: Firestore) => getDocs(query(collectionGroup(db, 'personas'), where('uid', '==', 'beto')));
    const lista = await assertSucceeds(suyos(como('beto')));
    expect(lista.docs.map((d) => d.ref.path).sort()).toEqual(['users/ana/personas/beto', 'users/dani/personas/beto']);
    await assertFails(suyos(como('carla')));
    await assertFails(getDocs(collectionGroup(como('beto'), 'personas')));
  });

  it('never names another uid in their access', async () => {
    const id = await invitar(correo('beto'), 'consulta');
    const deCarla = datosDePersona(
      { id, email: correo('beto'), rol: 'consulta', nombreDelLibro: NOMBRE },
      'carla',
      serverTimestamp(),
    );
    await assertFails(comoAceptacion(como('beto'), 'users/ana/personas/beto', deCarla, id));
  });

  it('is changed by the owner in the role alone, to a role that exists', async () => {
    await conAcceso('beto', 'consulta');
    await assertFails(revocar('beto', { rol: 'propietario' } as unknown as { rol: Rol }));
    await assertFails(updateDoc(doc(como('ana'), 'users/ana/personas/beto'), { email: correo('dani') }));
    await assertSucceeds(revocar('beto', { rol: 'emision' }));
  });

  it('loses access at once when the owner revokes it, and can leave by themself', async () => {
    await conAcceso('beto', 'consulta');
    await conAcceso('carla', 'emision');
    await assertSucceeds(revocar('beto'));
    await assertFails(getDoc(doc(como('beto'), 'users/ana/recibos/r1')));
    await assertSucceeds(deleteDoc(doc(como('carla'), 'users/ana/personas/carla')));
    await assertFails(getDoc(doc(como('carla'), 'users/ana/recibos/r1')));
  });

  it('loses a listener left open on the book when the owner revokes the access', async () => {
    await conAcceso('beto', 'consulta');
    const cambios: string[] = [];
    const cortado = new Promise<string>((resolver) => {
      onSnapshot(
        doc(como('beto'), 'users/ana/recibos/r1'),
        (d) => cambios.push(String(d.get('x'))),
        (error) => resolver((error as { code?: string }).code ?? String(error)),
      );
    });
    await expect.poll(() => cambios).toEqual(['1']);
    await revocar('beto');
    await reglas.env.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), 'users/ana/recibos/r1'), { x: 2 }));
    expect(await cortado).toBe('permission-denied');
    expect(cambios).toEqual(['1']);
  });

  it('never gets back in, nor a better role, through an invitation left pending', async () => {
    // Invited again while already in (say, to «emision»): revoking withdraws that invitation too,
    // and a revocation that leaves it pending is refused.
    await conAcceso('beto', 'consulta');
    const pendiente = await invitar(correo('beto'), 'emision');
    await assertFails(deleteDoc(doc(como('ana'), 'users/ana/personas/beto')));
    await assertFails(updateDoc(doc(como('ana'), 'users/ana/personas/beto'), { rol: 'consulta' }));
    await assertSucceeds(revocar('beto'));
    await assertFails(aceptar('beto', pendiente, 'emision'));
    await assertFails(getDoc(doc(como('beto'), 'users/ana/recibos/r1')));
  });
});

describe('a receipt of the book downloaded or printed by a person with access', () => {
  /** A receipt as issued, that has not left the app. */
  async function reciboEmitido() {
    await reglas.env.withSecurityRulesDisabled(async (ctx) => {
      const creado = Timestamp.fromDate(new Date('2026-11-02T10:00:00Z'));
      await setDoc(doc(ctx.firestore(), 'users/ana/recibos/r2'), {
        numero: 2,
        estado: 'emitido',
        createdAt: creado,
        updatedAt: creado,
      });
    });
  }
  const marcar = (db: Firestore, por = 'beto', via: ViaDeSalida = 'pdf') =>
    updateDoc(doc(db, 'users/ana/recibos/r2'), marcaDeSalida(via, serverTimestamp(), por));

  it.each(['consulta', 'emision'] as const)(
    'with «%s» is marked as out of the app, once, naming them, downloaded or printed',
    async (rol) => {
      await reciboEmitido();
      await conAcceso('beto', rol);
      await assertFails(marcar(como('beto'), 'carla')); // naming someone else
      await assertFails(marcar(como('beto'), 'beto', 'correo')); // a way out they never take
      await assertFails(updateDoc(doc(como('beto'), 'users/ana/recibos/r2'), marcaDeSalida('pdf', serverTimestamp())));
      await assertSucceeds(marcar(como('beto')));
      const marca = (await getDoc(doc(como('ana'), 'users/ana/recibos/r2'))).get('salida');
      expect([marca.via, marca.por]).toEqual(['pdf', 'beto']);
      await assertFails(marcar(como('beto'), 'beto', 'impresion'));
    },
  );

  it('changes nothing else with the mark, and is refused to a stranger and to someone revoked', async () => {
    await reciboEmitido();
    await conAcceso('beto', 'consulta');
    const conOtroCambio = updateDoc(doc(como('beto'), 'users/ana/recibos/r2'), {
      ...marcaDeSalida('pdf', serverTimestamp(), 'beto'),
      estado: 'anulado',
    });
    await assertFails(conOtroCambio);
    await assertFails(marcar(como('dani'), 'dani'));
    await revocar('beto');
    await assertFails(marcar(como('beto')));
  });
});
