// firestore.rules for handing a book over (traspasos/{libro}) and for what a transfer under way
// stops, against the Firestore emulator. The shapes are dominio-recibos' (src/traspaso.ts), as the
// app writes them (./api/traspaso.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  aceptacionDelTraspaso,
  CIERRE_DE_LA_SERIE,
  DIAS_DEL_TRASPASO,
  datosDeInvitacion,
  datosDelTraspaso,
  datosDePersona,
  idDeInvitacion,
  rutaDelCierre,
  rutaDelTraspasoEnCurso,
} from 'dominio-recibos';
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
import { beforeEach, describe, it } from 'vitest';

const reglas = usarReglas();

// Ana offers her book to Beto; Carla is anyone else.
const CORREOS: Record<string, string> = { ana: 'ana@ejemplo.es', beto: 'beto@ejemplo.es', carla: 'carla@ejemplo.es' };
const como = (uid: string, verificado = true, email = CORREOS[uid]) =>
  reglas.como(uid, { email, email_verified: verificado }) as unknown as Firestore;
const NOMBRE = 'Asociación Vecinal Los Robles';
const ofrecido = (para = CORREOS.beto as string, ahora: unknown = serverTimestamp()) =>
  datosDelTraspaso('ana', NOMBRE, CORREOS.ana as string, para, true, ahora);
const traspaso = (db: Firestore, libro = 'ana') => doc(db, 'traspasos', libro);
const aceptacion = (uid = 'beto', email = CORREOS[uid] as string) =>
  aceptacionDelTraspaso({ uid, email }, serverTimestamp());

/** Written past the rules: a transfer in a given state, or the function's mark. */
async function sinReglas(ruta: string, datos: Record<string, unknown>) {
  await reglas.env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore() as unknown as Firestore, ruta), datos);
  });
}

beforeEach(() => reglas.env.clearFirestore());

describe('offering a book', () => {
  it('is done by its owner, verified, naming themself, to another address in lowercase, now', async () => {
    await assertSucceeds(setDoc(traspaso(como('ana')), ofrecido('Beto@Ejemplo.es')));
    await assertSucceeds(getDoc(traspaso(como('ana'))));
  });

  it('is refused to anyone but the owner, to an unverified owner, and to oneself', async () => {
    await assertFails(setDoc(traspaso(como('carla')), ofrecido()));
    await assertFails(setDoc(traspaso(como('ana', false)), ofrecido()));
    await assertFails(setDoc(traspaso(como('ana')), ofrecido(CORREOS.ana)));
    await assertFails(setDoc(traspaso(como('ana')), { ...ofrecido(), para: 'Beto@ejemplo.es' }));
    await assertFails(setDoc(traspaso(como('ana')), { ...ofrecido(), de: 'otra@ejemplo.es' }));
    await assertFails(setDoc(traspaso(como('ana')), ofrecido(undefined, Timestamp.fromMillis(0))));
  });

  it('is refused already accepted, or in another book’s name', async () => {
    await assertFails(setDoc(traspaso(como('ana')), { ...ofrecido(), estado: 'aceptado' }));
    await assertFails(setDoc(traspaso(como('ana'), 'carla'), ofrecido()));
  });
});

describe('accepting a book', () => {
  beforeEach(() => setDoc(traspaso(como('ana')), ofrecido()));

  it('is done by the account it is offered to, verified, naming itself; who reads it is its owner and that account', async () => {
    await assertSucceeds(getDocs(query(collection(como('beto'), 'traspasos'), where('para', '==', CORREOS.beto))));
    await assertFails(getDoc(traspaso(como('carla'))));
    await assertFails(getDoc(traspaso(como('beto', false))));
    await assertSucceeds(updateDoc(traspaso(como('beto')), aceptacion()));
  });

  it('is refused to another address, unverified, naming someone else, or changing what was offered', async () => {
    await assertFails(updateDoc(traspaso(como('carla')), aceptacion('carla')));
    await assertFails(updateDoc(traspaso(como('beto', false)), aceptacion()));
    await assertFails(updateDoc(traspaso(como('beto')), aceptacion('carla', CORREOS.beto)));
    await assertFails(updateDoc(traspaso(como('beto')), { ...aceptacion(), conservaConsulta: false }));
    await assertFails(updateDoc(traspaso(como('beto')), { ...aceptacion(), estado: 'hecho' }));
  });

  it('is refused to its owner, even signed in with the address it is offered to', async () => {
    await assertFails(updateDoc(traspaso(como('ana', true, CORREOS.beto)), aceptacion('ana', CORREOS.beto)));
  });

  it('is refused once expired', async () => {
    const hace = Timestamp.fromMillis(Date.now() - (DIAS_DEL_TRASPASO * 24 + 1) * 3600_000);
    await sinReglas('traspasos/ana', ofrecido(undefined, hace));
    await assertFails(updateDoc(traspaso(como('beto')), aceptacion()));
  });

  it('may be withdrawn or declined while pending; accepted, withdrawn by its owner until it starts, never after', async () => {
    await assertFails(deleteDoc(traspaso(como('carla'))));
    await assertSucceeds(deleteDoc(traspaso(como('beto'))));
    await setDoc(traspaso(como('ana')), ofrecido());
    await updateDoc(traspaso(como('beto')), aceptacion());
    await assertFails(deleteDoc(traspaso(como('beto'))));
    await assertFails(updateDoc(traspaso(como('beto')), { estado: 'hecho' }));
    // Under way (the function's mark in the book), nobody: the function finishes it.
    await sinReglas(rutaDelTraspasoEnCurso('ana').join('/'), { x: 1 });
    await assertFails(deleteDoc(traspaso(como('ana'))));
    // Not started yet, its owner takes it back.
    await reglas.env.withSecurityRulesDisabled((ctx) =>
      deleteDoc(doc(ctx.firestore() as unknown as Firestore, ...rutaDelTraspasoEnCurso('ana'))),
    );
    await assertSucceeds(deleteDoc(traspaso(como('ana'))));
  });
});

describe('a transfer under way', () => {
  // That no series starts is proven with the app's own issuing (funciones/src/traspasos.emulator.test.ts).
  it('lets neither account close its series to be deleted', async () => {
    for (const uid of ['ana', 'beto']) await sinReglas(rutaDelTraspasoEnCurso(uid).join('/'), { x: 1 });
    for (const uid of ['ana', 'beto'])
      await assertFails(setDoc(doc(como(uid), ...rutaDelCierre(uid)), CIERRE_DE_LA_SERIE));
    // Without the mark, the account's deletion closes its series.
    await assertSucceeds(setDoc(doc(como('carla'), ...rutaDelCierre('carla')), CIERRE_DE_LA_SERIE));
  });

  it('lets nobody be invited into the book, nor accept an invitation to it', async () => {
    const id = await idDeInvitacion('ana', CORREOS.carla as string);
    const invitacion = () =>
      datosDeInvitacion('ana', NOMBRE, CORREOS.ana as string, CORREOS.carla as string, 'consulta', serverTimestamp());
    await sinReglas(`invitaciones/${id}`, { ...invitacion(), creadaEn: Timestamp.now() });
    await sinReglas(rutaDelTraspasoEnCurso('ana').join('/'), { x: 1 });
    await assertFails(setDoc(doc(como('ana'), 'invitaciones', id), invitacion()));
    const acceso = datosDePersona(
      { id, email: CORREOS.carla as string, rol: 'consulta', nombreDelLibro: NOMBRE },
      'carla',
      serverTimestamp(),
    );
    const aceptar = () => {
      const db = como('carla');
      const batch = writeBatch(db);
      batch.set(doc(db, 'users/ana/personas/carla'), acceso);
      batch.delete(doc(db, 'invitaciones', id));
      return batch.commit();
    };
    await assertFails(aceptar());
    // Once the move has ended, both are the book's new owner's to allow again.
    await reglas.env.withSecurityRulesDisabled((ctx) =>
      deleteDoc(doc(ctx.firestore() as unknown as Firestore, ...rutaDelTraspasoEnCurso('ana'))),
    );
    await assertSucceeds(aceptar());
  });
});
