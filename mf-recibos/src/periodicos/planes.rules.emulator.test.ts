// firestore.rules for users/{uid}/planes, and for a plan's receipt, against the Firestore
// emulator: the owner's alone, and only the shapes the app (and the scheduled function) write.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { conVerificacionAlDia } from 'tooling/compartir';
import { usarReglas } from 'tooling/emulator-env';
import { beforeEach, describe, it } from 'vitest';
import { creacion, entrada } from '../recibos/api/recibos.fixture';

const reglas = usarReglas();
const as = (uid: string | null) => reglas.como(uid) as unknown as Firestore;
/** Plans have Firestore's own ids (the rules require them). */
const P1 = 'PlanDeAlquiler000001';
const P2 = 'PlanDeAlquiler000002';
const ref = (db: Firestore, uid = 'ana', id = P1) => doc(db, `users/${uid}/planes/${id}`);
const ahora = { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
const linea = { descripcion: 'Renta mensual', cantidad: 1, precioUnitario: 85000 };

const plantilla = {
  emisor: { nombre: 'Lucía Arrendadora', documento: '12345678Z' },
  pagador: { nombre: 'Carla Inquilina', email: 'carla@ejemplo.es' },
  concepto: 'Alquiler {mes} {año}',
  lineas: [linea, { ...linea, descripcion: 'Comunidad' }],
  moneda: 'EUR',
  metodoPago: 'transferencia',
  etiquetas: ['a'.repeat(20)],
  notas: 'Piso de la calle Mayor',
  alquiler: { inmueble: 'Calle Mayor 1, Madrid' },
  recibi: true,
};
const plan: Record<string, unknown> = {
  plantilla,
  frecuencia: 'mensual',
  dia: 1,
  inicio: '2026-12-01',
  fin: null,
  estado: 'activo',
  siguiente: '2026-12-01',
  ultimoPeriodo: null,
  emitidos: 0,
  fallo: null,
};
/** A plan written as the app writes it: with its template's check record in the same commit. */
const crear = (datos: Record<string, unknown>, uid = 'ana', db = as(uid), id = P1) =>
  writeBatch(db)
    .set(doc(db, `users/${uid}/revisionesDePlan/${id}`), { revisadoEn: serverTimestamp() })
    .set(ref(db, uid, id), { ...datos, ...ahora })
    .commit();
const conPlantilla = (cambio: Record<string, unknown>) => ({ ...plan, plantilla: { ...plantilla, ...cambio } });

beforeEach(() => reglas.env.clearFirestore());

describe('recurring plans', () => {
  it('their owner makes, reads, pauses, changes and deletes them', async () => {
    await assertSucceeds(crear(plan));
    await assertSucceeds(getDoc(ref(as('ana'))));
    await assertSucceeds(
      updateDoc(ref(as('ana')), { estado: 'pausado', siguiente: null, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(ref(as('ana')), {
        estado: 'activo',
        siguiente: '2027-01-01',
        fin: '2027-12-31',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(deleteDoc(ref(as('ana'))));
  });

  // A tab opened before «Terminar» saved its edit over the ended plan and it issued again.
  it('once ended, stay ended: no save makes them issue again', async () => {
    await assertSucceeds(crear(plan));
    const terminado = { estado: 'terminado', siguiente: null, updatedAt: serverTimestamp() };
    await assertSucceeds(updateDoc(ref(as('ana')), terminado));
    await assertFails(
      updateDoc(ref(as('ana')), { estado: 'activo', siguiente: '2027-01-01', updatedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(ref(as('ana')), { estado: 'pausado', updatedAt: serverTimestamp() }));
    // Still deleted by its owner, and written ended (the scheduler's catch-up).
    await assertSucceeds(updateDoc(ref(as('ana')), { emitidos: 1, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ref(as('ana'))));
  });

  it('nobody else reads or writes them', async () => {
    await crear(plan);
    await assertFails(getDoc(ref(as('beto'), 'ana')));
    await assertFails(getDoc(ref(as(null), 'ana')));
    await assertFails(crear(plan, 'ana', as('beto')));
    await assertFails(updateDoc(ref(as('beto'), 'ana'), { estado: 'pausado', siguiente: null }));
    await assertFails(deleteDoc(ref(as('beto'), 'ana')));
  });

  it('refuse bad dates and states', async () => {
    for (const malo of [
      { frecuencia: 'semanal' },
      { dia: 0 },
      { dia: 32 },
      { dia: 1.5 },
      { inicio: '2026-02-30' },
      { fin: '2026-11-30' },
      { fin: '31/12/2027' },
      { estado: 'borrado' },
      // A paused or ended plan has no next date; an active one's is not before its start.
      { estado: 'pausado' },
      { siguiente: '2026-11-01' },
      { ultimoPeriodo: '2026-13' },
      { emitidos: -1 },
      { fallo: ' ' },
      // Active with no next date (it would never issue), or with a failure (shown as paused).
      { siguiente: null },
      { fallo: 'No se pudo emitir' },
      { extra: true },
      // Sending by e-mail is a yes or a no.
      { enviarPorCorreo: 'si' },
      { enviarPorCorreo: null },
      // When the receipt is issued: one of the two modes.
      { cobro: 'nunca' },
      { cobro: null },
    ])
      await assertFails(crear({ ...plan, ...malo }));
    // A plan missing a field is refused even with the optional one in its place.
    const { fallo: _fallo, ...sinFallo } = plan;
    await assertFails(crear({ ...sinFallo, enviarPorCorreo: true }));
    // Ids are Firestore's own: a plan's receipt's id is the plan's and its month.
    await assertFails(crear(plan, 'ana', as('ana'), 'p1'));
    await assertFails(crear(plan, 'ana', as('ana'), `${'x'.repeat(1400)}`));
    await assertSucceeds(crear({ ...plan, cobro: 'al-confirmar' }, 'ana', as('ana'), 'PlanAlConfirmar00001'));
    await assertSucceeds(crear({ ...plan, cobro: 'automatico' }, 'ana', as('ana'), 'PlanAutomatico000001'));
    await assertSucceeds(
      crear(
        { ...plan, estado: 'pausado', siguiente: null, fallo: 'No se pudo emitir', enviarPorCorreo: true },
        'ana',
        as('ana'),
        P2,
      ),
    );
    // A new plan has issued nothing.
    await assertFails(crear({ ...plan, emitidos: 1 }));
    await assertFails(crear({ ...plan, ultimoPeriodo: '2026-11' }));
    const db = as('ana');
    await assertFails(
      writeBatch(db)
        .set(doc(db, `users/ana/revisionesDePlan/${P1}`), { revisadoEn: serverTimestamp() })
        .set(ref(db), { ...plan, createdAt: Timestamp.now(), updatedAt: serverTimestamp() })
        .commit(),
    );
  });

  it('are refused without their template’s check record, which checks the lines', async () => {
    await assertFails(setDoc(ref(as('ana')), { ...plan, ...ahora }));
    await crear(plan);
    const cambio = { plantilla: { ...plantilla, concepto: 'Otro' }, updatedAt: serverTimestamp() };
    await assertFails(updateDoc(ref(as('ana')), cambio));
    const db = as('ana');
    const conRevision = (p: Record<string, unknown>) =>
      writeBatch(db)
        .set(doc(db, `users/ana/revisionesDePlan/${P1}`), { revisadoEn: serverTimestamp() })
        .update(ref(db), p)
        .commit();
    await assertSucceeds(conRevision(cambio));
    await assertFails(
      conRevision({ plantilla: { ...plantilla, lineas: [{ ...linea, cantidad: 0 }] }, updatedAt: serverTimestamp() }),
    );
    // The record alone, or one that is not the server's time.
    await assertFails(setDoc(doc(db, `users/ana/revisionesDePlan/${P2}`), { revisadoEn: serverTimestamp() }));
    await assertFails(
      writeBatch(db)
        .set(doc(db, `users/ana/revisionesDePlan/${P1}`), { revisadoEn: Timestamp.now() })
        .update(ref(db), cambio)
        .commit(),
    );
  });

  it('refuse a template no receipt could be made of', async () => {
    for (const malo of [
      { emisor: { nombre: 'Lucía', firma: 'M0 0L1 1' } },
      { pagador: { nombre: ' ' } },
      { concepto: 'x'.repeat(801) },
      { lineas: [] },
      { lineas: Array.from({ length: 6 }, () => linea) },
      { lineas: [{ ...linea, precioUnitario: 1.5 }] },
      { moneda: 'BTC' },
      { metodoPago: 'cheque' },
      { etiquetas: ['corta'] },
      { notas: 'x'.repeat(4001) },
      { alquiler: { inmueble: 'Calle', desde: '2026-12-01' } },
      { recibi: false },
      { fecha: '2026-12-01' },
    ])
      await assertFails(crear(conPlantilla(malo)));
    const { alquiler: _a, recibi: _r, ...general } = plantilla;
    await assertSucceeds(crear({ ...plan, plantilla: { ...general, notas: '' } }));
  });
});

describe("a plan's receipt", () => {
  const delPlan = { plan: { id: P1, periodo: '2026-12' } };
  const recibo = { ...entrada('Alquiler diciembre 2026'), fecha: '2026-12-01' };

  it('has the id of its plan and period: one per plan and period', async () => {
    await assertSucceeds(creacion(reglas.como('ana'), 'ana', 1, `${P1}-2026-12`, recibo, delPlan).commit());
    await assertFails(creacion(reglas.como('ana'), 'ana', 2, 'otro', recibo, delPlan).commit());
    await assertFails(
      creacion(reglas.como('ana'), 'ana', 2, `${P1}-2026-13`, recibo, {
        plan: { id: P1, periodo: '2026-13' },
      }).commit(),
    );
    await assertFails(
      creacion(reglas.como('ana'), 'ana', 2, `${P1}-2027-01`, recibo, {
        plan: { id: P1, periodo: '2027-01', x: 1 },
      }).commit(),
    );
  });

  it('is of its date’s month; of an earlier one only as its pending charge, confirmed in the same commit', async () => {
    const noviembre = { plan: { id: P1, periodo: '2026-11' } };
    const cobro = (db: Firestore) => doc(db, `users/ana/cobros/${P1}-2026-11`);
    await assertFails(
      creacion(reglas.como('ana'), 'ana', 1, `${P1}-2027-01`, recibo, {
        plan: { id: P1, periodo: '2027-01' },
      }).commit(),
    );
    // No charge behind it.
    await assertFails(creacion(reglas.como('ana'), 'ana', 1, `${P1}-2026-11`, recibo, noviembre).commit());
    await reglas.env.withSecurityRulesDisabled((c) =>
      setDoc(cobro(c.firestore() as unknown as Firestore), { plan: noviembre.plan, fecha: '2026-11-01' }),
    );
    // The charge left pending.
    await assertFails(creacion(reglas.como('ana'), 'ana', 1, `${P1}-2026-11`, recibo, noviembre).commit());
    const db = as('ana');
    await assertSucceeds(
      creacion(db as never, 'ana', 1, `${P1}-2026-11`, recibo, noviembre)
        .delete(cobro(db))
        .commit(),
    );
  });

  it('keeps its plan through an edit', async () => {
    await creacion(reglas.como('ana'), 'ana', 1, `${P1}-2026-12`, recibo, delPlan).commit();
    const db = as('ana');
    const antes = (await getDoc(doc(db, `users/ana/recibos/${P1}-2026-12`))).data() ?? {};
    const editar = (plan: unknown) =>
      conVerificacionAlDia(
        writeBatch(db)
          .set(doc(db, `users/ana/ediciones/${P1}-2026-12`), { editadoEn: serverTimestamp() })
          .update(doc(db, `users/ana/recibos/${P1}-2026-12`), { concepto: 'Otro', plan, updatedAt: serverTimestamp() }),
        db,
        `${P1}-2026-12`,
        antes,
        { concepto: 'Otro' },
      ).commit();
    await assertFails(editar({ id: P2, periodo: '2026-12' }));
    await assertSucceeds(editar({ id: P1, periodo: '2026-12' }));
  });
});

describe("a plan's pending charges", () => {
  const cobro = (db: Firestore, uid = 'ana') => doc(db, `users/${uid}/cobros/${P1}-2026-12`);

  it('are written by the scheduled function only: their owner reads and deletes them, nobody else', async () => {
    await reglas.env.withSecurityRulesDisabled((c) =>
      setDoc(cobro(c.firestore() as unknown as Firestore), {
        plan: { id: P1, periodo: '2026-12' },
        fecha: '2026-12-01',
      }),
    );
    await assertFails(setDoc(cobro(as('ana'), 'ana'), { plan: { id: P1, periodo: '2027-01' } }));
    await assertFails(updateDoc(cobro(as('ana')), { fecha: '2026-12-02' }));
    await assertFails(getDoc(cobro(as('beto'), 'ana')));
    await assertFails(deleteDoc(cobro(as('beto'), 'ana')));
    await assertSucceeds(getDoc(cobro(as('ana'))));
    await assertSucceeds(deleteDoc(cobro(as('ana'))));
  });
});
