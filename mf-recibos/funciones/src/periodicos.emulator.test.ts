// The scheduled function's issuing against the emulators: plans made through the app's data
// module (so through the rules), receipts issued by the Admin SDK as the function does, read back
// through the app. Its writes are built by src/periodicos/emision.ts, and the last test commits
// that module's writes through the rules as the owner: the function writes nothing the rules
// would refuse the browser.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { formatearNumero, LIMITE_DE_ENVIOS_POR_DIA, rutaDelCierre } from 'dominio-recibos';
import { borrarDatosDelUsuario } from 'dominio-recibos/datos-del-usuario';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { doc, type Firestore as FirestoreCliente, serverTimestamp, writeBatch } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';
import * as firestore from 'shared-firebase/firestore';
import { correosA, SMTP_LOCAL } from 'tooling/buzon';
import { FIRESTORE_HOST, FIRESTORE_PORT, initEmulatorFirebase, PROJECT_ID, usarReglas } from 'tooling/emulator-env';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CobroYaConfirmado, confirmarCobro, descartarCobro, listarCobros } from '../../src/periodicos/api/cobros';
import {
  actualizarPlan,
  crearPlan,
  obtenerPlan,
  pausarPlan,
  reanudarPlan,
  recibosDelPlan,
  terminarPlan,
} from '../../src/periodicos/api/planes';
import { hoyEnEspana } from '../../src/periodicos/calendario';
import { cobroDelPlan, emisionDelPlan } from '../../src/periodicos/emision';
import type { Plan, PlanInput } from '../../src/periodicos/types';
import { actual } from '../../src/recibos/api/recibos.fixture';
import { CobroNoPendiente, crearRecibo } from '../../src/recibos/api/serie';
import { emitirPeriodicos } from './periodicos';

const { auth } = initEmulatorFirebase();
const reglas = usarReglas();
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `periodicos-${Date.now()}`);
const db: Firestore = getFirestore(app);
afterAll(() => deleteApp(app));

const alquiler: PlanInput = {
  frecuencia: 'mensual',
  dia: 1,
  inicio: '2026-12-01',
  fin: null,
  plantilla: {
    emisor: { nombre: 'Lucía Arrendadora' },
    pagador: { nombre: 'Carla Inquilina', email: 'carla@ejemplo.es' },
    concepto: 'Alquiler {mes} {año}',
    lineas: [
      { descripcion: 'Renta mensual', cantidad: 1, precioUnitario: 85000 },
      { descripcion: 'Comunidad de {mes}', cantidad: 1, precioUnitario: 4000 },
    ],
    moneda: 'EUR',
    metodoPago: 'transferencia',
    etiquetas: [],
    notas: '',
    alquiler: { inmueble: 'Calle Mayor 1, 2.º B, Madrid' },
    recibi: true,
  },
};

let uid = '';
beforeEach(async () => {
  // Each run issues every plan of the project: each test starts from none.
  await reglas.env.clearFirestore();
  const { user } = await createUserWithEmailAndPassword(
    auth,
    `casera-${Date.now()}${Math.random()}@recibos.test`,
    'secreta123',
  );
  uid = user.uid;
});

/** The plans' receipts in the account, as the app reads them, oldest first. */
const recibos = async (planId: string) => (await recibosDelPlan(planId)).reverse();
const plan = async (id: string) => {
  const p = await obtenerPlan(id);
  if (!p) throw new Error(`falta el plan ${id}`);
  return p;
};
const contador = async (anio: string) => (await db.doc(`users/${uid}/contadores/recibos-${anio}`).get()).data();

// A plan issued «He recibido de…» on its date whether or not the payer had paid, and e-mailed it.
describe('a plan that waits for the payment to be confirmed', () => {
  it('makes a pending charge on its date (no receipt, no number, nothing sent), once', async () => {
    const id = await crearPlan({ ...alquiler, cobro: 'al-confirmar', enviarPorCorreo: true }, '2026-11-27');
    const informes = await Promise.all([1, 2].map(() => emitirPeriodicos(db, '2026-12-01')));
    expect(informes.reduce((n, i) => n + i.cobros, 0)).toBe(1);
    expect(informes.reduce((n, i) => n + i.recibos + i.enviados, 0)).toBe(0);
    expect(await emitirPeriodicos(db, '2026-12-01')).toMatchObject({ cobros: 0, recibos: 0 });
    expect(await recibos(id)).toEqual([]);
    expect(await contador('2026')).toBeUndefined();
    expect(await plan(id)).toMatchObject({ siguiente: '2027-01-01', ultimoPeriodo: '2026-12', emitidos: 0 });
    const [cobro, ...otros] = await listarCobros();
    expect(otros).toEqual([]);
    // Exactly what the shared module builds.
    const antes: Plan = { ...(await plan(id)), siguiente: '2026-12-01', ultimoPeriodo: null };
    const esperado = cobroDelPlan(antes, '2026-12-01', new Set(), 'ahora');
    if ('fallo' in esperado) throw new Error(esperado.fallo.fallo ?? '');
    const { createdAt: _c, ...escrito } = (await db.doc(`users/${uid}/cobros/${id}-2026-12`).get()).data() ?? {};
    const { createdAt: _e, ...construido } = esperado.cobro;
    expect(escrito).toEqual(construido);
    expect(cobro).toMatchObject({ id: `${id}-2026-12`, fecha: '2026-12-01', enviarPorCorreo: true });

    // Confirmed in January by the owner, through the rules: dated that day, numbered in its year,
    // for December's rent; the charge goes with it, and a second confirmation issues nothing more.
    if (!cobro) throw new Error('falta el cobro');
    const { recibo, yaEmitido } = await confirmarCobro(cobro, '2027-01-04', null);
    expect(yaEmitido).toBe(false);
    expect(recibo).toMatchObject({
      id: `${id}-2026-12`,
      numero: 1,
      fecha: '2027-01-04',
      concepto: 'Alquiler diciembre 2026',
      alquiler: { inmueble: 'Calle Mayor 1, 2.º B, Madrid', desde: '2026-12-01', hasta: '2026-12-31' },
      plan: { id, periodo: '2026-12' },
    });
    expect(await contador('2027')).toEqual({ recibos: 1, ultimo: `${id}-2026-12` });
    expect(await listarCobros()).toEqual([]);
    // Confirmed again (another tab): that receipt, said to be issued already, nothing more.
    expect(await confirmarCobro(cobro, '2027-01-04', null)).toMatchObject({ recibo: { numero: 1 }, yaEmitido: true });
    expect(await recibos(id)).toHaveLength(1);
    await expect(descartarCobro(cobro)).rejects.toBeInstanceOf(CobroYaConfirmado);
    // The plan's next date makes the next charge; a discarded one issues nothing.
    await emitirPeriodicos(db, '2027-01-04');
    const [enero] = await listarCobros();
    if (!enero) throw new Error('falta el cobro de enero');
    await descartarCobro(enero);
    expect(await listarCobros()).toEqual([]);
    // Confirmed in a tab that still listed it: nothing issued.
    await expect(confirmarCobro(enero, '2027-01-05', null)).rejects.toBeInstanceOf(CobroNoPendiente);
    expect(await recibos(id)).toHaveLength(1);
    expect(await contador('2027')).toEqual({ recibos: 1, ultimo: `${id}-2026-12` });
    expect((await emitirPeriodicos(db, '2027-01-04')).cobros).toBe(0);
  });
});

describe('recurring receipts, issued on their date', () => {
  // A quarterly rent plan switched to monthly issued February inside the January-March period.
  it('a change of frequency starts where the last receipt’s period ended: no rent period overlaps', async () => {
    const id = await crearPlan({ ...alquiler, frecuencia: 'trimestral', inicio: '2027-01-01' }, '2026-12-20');
    await emitirPeriodicos(db, '2027-01-01');
    await actualizarPlan(await plan(id), { ...alquiler, frecuencia: 'mensual', inicio: '2027-01-01' }, '2027-01-15');
    expect((await plan(id)).siguiente).toBe('2027-04-01');
    expect((await emitirPeriodicos(db, '2027-03-01')).recibos).toBe(0);
    await emitirPeriodicos(db, '2027-04-01');
    expect((await recibos(id)).map((r) => r.alquiler && [r.alquiler.desde, r.alquiler.hasta])).toEqual([
      ['2027-01-01', '2027-03-31'],
      ['2027-04-01', '2027-04-30'],
    ]);
  });

  // A plan edited in a tab opened before it was paused or ended saved over that state and
  // issued again.
  it('an edit saved from a tab opened before a pause or an end is refused, saying what changed', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    const enLaPestana = await plan(id);
    const cambio: PlanInput = { ...alquiler, plantilla: { ...alquiler.plantilla, concepto: 'Renta {mes}' } };
    await pausarPlan(await plan(id));

    await expect(actualizarPlan(enLaPestana, cambio, '2026-11-28')).rejects.toThrow(
      'Este plan se ha pausado mientras lo editabas (en otra pestaña o sesión). Guardar no lo reanuda.',
    );
    expect(await plan(id)).toMatchObject({ estado: 'pausado', siguiente: null });
    expect((await plan(id)).plantilla.concepto).toBe('Alquiler {mes} {año}');
    // Saved again over the plan as it is now: the change, and still paused.
    await actualizarPlan(await plan(id), cambio, '2026-11-28');
    expect(await plan(id)).toMatchObject({ estado: 'pausado', plantilla: { concepto: 'Renta {mes}' } });

    const otra = await plan(id);
    await terminarPlan(await plan(id));
    await expect(actualizarPlan(otra, alquiler, '2026-11-28')).rejects.toThrow('Este plan se ha terminado');
    expect((await plan(id)).estado).toBe('terminado');
    expect((await emitirPeriodicos(db, '2026-12-01')).recibos).toBe(0);
  });

  it('issue nothing before the date, then the receipt the form would make, and move the plan on', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    expect((await plan(id)).siguiente).toBe('2026-12-01');
    expect((await emitirPeriodicos(db, '2026-11-30')).recibos).toBe(0);

    const informe = await emitirPeriodicos(db, '2026-12-01');
    expect(informe).toMatchObject({ recibos: 1, pausados: [], errores: [] });
    const [recibo] = await recibos(id);
    expect(recibo).toMatchObject({
      id: `${id}-2026-12`,
      numero: 1,
      fecha: '2026-12-01',
      concepto: 'Alquiler diciembre 2026',
      lineas: [
        { descripcion: 'Renta mensual', cantidad: 1, precioUnitario: 85000 },
        { descripcion: 'Comunidad de diciembre', cantidad: 1, precioUnitario: 4000 },
      ],
      total: 89000,
      estado: 'emitido',
      compartido: null,
      alquiler: { inmueble: 'Calle Mayor 1, 2.º B, Madrid', desde: '2026-12-01', hasta: '2026-12-31' },
      recibi: true,
      pagador: { nombre: 'Carla Inquilina', email: 'carla@ejemplo.es' },
      plan: { id, periodo: '2026-12' },
    });
    expect(await contador('2026')).toEqual({ recibos: 1, ultimo: `${id}-2026-12` });
    expect(await plan(id)).toMatchObject({ siguiente: '2027-01-01', ultimoPeriodo: '2026-12', emitidos: 1 });
    // Exactly what the shared module builds (the same as the rules accept: the last test).
    const antes: Plan = { ...(await plan(id)), siguiente: '2026-12-01', ultimoPeriodo: null, emitidos: 0 };
    const esperado = emisionDelPlan(antes, '2026-12-01', 1, null, new Set(), 'ahora');
    if ('fallo' in esperado) throw new Error(esperado.fallo.fallo ?? '');
    const { createdAt, updatedAt, verificacion, ...escrito } =
      (await db.doc(`users/${uid}/recibos/${id}-2026-12`).get()).data() ?? {};
    const { createdAt: _c, updatedAt: _u, verificacion: _v, ...construido } = esperado.recibo;
    expect(escrito).toEqual(construido);
    expect(createdAt).toEqual(updatedAt);
    // Its verification, as the module builds it, under the code the receipt holds (drawn anew).
    const { actualizadoEn, ...verificado } = (await db.doc(`verificaciones/${verificacion}`).get()).data() ?? {};
    const { actualizadoEn: _a, ...verificacionConstruida } = esperado.verificacion.documento;
    expect(verificado).toEqual(verificacionConstruida);
    expect(actualizadoEn).toEqual(createdAt);
  });

  it('run twice, or three at once: one receipt per plan and period, numbered once', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    const informes = await Promise.all([1, 2, 3].map(() => emitirPeriodicos(db, '2026-12-01')));
    expect(informes.reduce((n, i) => n + i.recibos, 0)).toBe(1);
    expect((await emitirPeriodicos(db, '2026-12-01')).recibos).toBe(0);
    expect(await recibos(id)).toHaveLength(1);
    expect(await contador('2026')).toMatchObject({ recibos: 1 });
  });

  it('a plan sent back to a date it has issued (a stale tab saving it) issues nothing again', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    await emitirPeriodicos(db, '2026-12-01');
    await db.doc(`users/${uid}/planes/${id}`).update({ siguiente: '2026-12-01' });
    expect((await emitirPeriodicos(db, '2026-12-01')).recibos).toBe(0);
    expect(await recibos(id)).toHaveLength(1);
    expect((await plan(id)).siguiente).toBe('2027-01-01');
  });

  it('catch up after days down: one receipt per missed date, in date order, each year its own series', async () => {
    const id = await crearPlan({ ...alquiler, dia: 15, inicio: '2026-12-15' }, '2026-11-27');
    // A receipt by hand meanwhile takes 2027's first number.
    await crearRecibo({ ...alquiler.plantilla, fecha: '2027-01-02', alquiler: undefined });
    expect((await emitirPeriodicos(db, '2027-03-15')).recibos).toBe(4);
    const hechos = await recibos(id);
    expect(hechos.map((r) => [r.fecha, r.numero, r.concepto])).toEqual([
      ['2026-12-15', 1, 'Alquiler diciembre 2026'],
      ['2027-01-15', 2, 'Alquiler enero 2027'],
      ['2027-02-15', 3, 'Alquiler febrero 2027'],
      ['2027-03-15', 4, 'Alquiler marzo 2027'],
    ]);
    expect(await plan(id)).toMatchObject({ siguiente: '2027-04-15', emitidos: 4, ultimoPeriodo: '2027-03' });
  });

  it('issue every plan due, past the query’s page of 500', { timeout: 120_000 }, async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    const plantilla = (await db.doc(`users/${uid}/planes/${id}`).get()).data();
    const lote = db.batch();
    for (let i = 0; i < 500; i++)
      lote.set(db.doc(`users/otra${i}/planes/p`), { ...plantilla, siguiente: '2026-12-01' });
    await lote.commit();
    const informe = await emitirPeriodicos(db, '2026-12-01');
    expect(informe).toMatchObject({ planes: 501, recibos: 501, errores: [] });
  });

  it('pause: nothing is issued; resumed, the plan goes on from that day, and an end ends it', async () => {
    const id = await crearPlan({ ...alquiler, fin: '2027-03-01' }, '2026-11-27');
    await pausarPlan(await plan(id));
    expect((await emitirPeriodicos(db, '2027-01-05')).recibos).toBe(0);
    await reanudarPlan(await plan(id), '2027-01-05');
    expect((await plan(id)).siguiente).toBe('2027-02-01');
    expect((await emitirPeriodicos(db, '2027-04-01')).recibos).toBe(2);
    expect((await recibos(id)).map((r) => r.fecha)).toEqual(['2027-02-01', '2027-03-01']);
    expect(await plan(id)).toMatchObject({ estado: 'terminado', siguiente: null, emitidos: 2 });
  });

  // Editing and ending go through the rules like creating: the edit with its template's check
  // record (dominio-recibos, revisionDelPlan), which nothing else here writes.
  it('changed, the plan issues its next receipts with the change, those issued stay; ended, nothing more', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    await emitirPeriodicos(db, '2026-12-01');
    const cambio: PlanInput = { ...alquiler, dia: 5, plantilla: { ...alquiler.plantilla, concepto: 'Renta {mes}' } };
    await actualizarPlan(await plan(id), cambio, '2026-12-02');
    expect(await plan(id)).toMatchObject({ dia: 5, siguiente: '2027-01-05', ultimoPeriodo: '2026-12', emitidos: 1 });
    expect((await emitirPeriodicos(db, '2027-01-05')).recibos).toBe(1);
    expect((await recibos(id)).map((r) => [r.fecha, r.numero, r.concepto])).toEqual([
      ['2026-12-01', 1, 'Alquiler diciembre 2026'],
      ['2027-01-05', 1, 'Renta enero'],
    ]);
    await terminarPlan(await plan(id));
    expect(await plan(id)).toMatchObject({ estado: 'terminado', siguiente: null, emitidos: 2 });
    expect((await emitirPeriodicos(db, '2027-02-05')).recibos).toBe(0);
  });

  it('a receipt it cannot make pauses the plan with the reason, and writes no receipt', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    // Past the form (the rules allow 200 characters of template; «{mes}» grows when written out).
    await db.doc(`users/${uid}/planes/${id}`).update({ 'plantilla.concepto': `${'a'.repeat(195)}{mes}` });
    const informe = await emitirPeriodicos(db, '2026-12-01');
    expect(informe.recibos).toBe(0);
    expect(informe.pausados).toEqual([
      { plan: `${uid}/${id}`, motivo: expect.stringContaining('del 1 de diciembre de 2026') },
    ]);
    expect(await plan(id)).toMatchObject({ estado: 'pausado', siguiente: null, fallo: expect.stringMatching(/200/) });
    expect(await recibos(id)).toEqual([]);
    expect(await contador('2026')).toBeUndefined();
  });

  it('pause a plan whose date is not one of its own, or older than the catch-up window, saying why', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    const ref = db.doc(`users/${uid}/planes/${id}`);
    // Written past the app: the 15th is not the plan's day (the 1st).
    await ref.update({ siguiente: '2026-12-15' });
    expect((await emitirPeriodicos(db, '2026-12-20')).pausados).toEqual([
      {
        plan: `${uid}/${id}`,
        motivo: 'El 15 de diciembre de 2026 no es una de las fechas del plan: revisa el plan y reanúdalo.',
      },
    ]);
    // A date from years ago (the function never catches up more than three months).
    await ref.update({ estado: 'activo', fallo: null, siguiente: '2026-12-01' });
    expect((await emitirPeriodicos(db, '2027-04-01')).pausados[0]?.motivo).toBe(
      'El recibo del 1 de diciembre de 2026 lleva más de tres meses pendiente: emítelo a mano si hace falta, y reanuda el plan.',
    );
    expect(await recibos(id)).toEqual([]);
    expect(await plan(id)).toMatchObject({ estado: 'pausado', siguiente: null });
  });

  // The function writes a pause and the move past a receipt found issued itself, not with the
  // module the last test commits through the rules: the owner's next write of the plan is checked
  // whole by them, so whatever the function left must pass there.
  it('a plan the function paused or moved on is still the owner’s to resume and pause through the app', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    await db.doc(`users/${uid}/planes/${id}`).update({ siguiente: '2026-12-15' });
    expect((await emitirPeriodicos(db, '2026-12-20')).pausados).toHaveLength(1);
    await reanudarPlan(await plan(id), '2026-12-20');
    expect(await plan(id)).toMatchObject({ estado: 'activo', siguiente: '2027-01-01', fallo: null });
    expect((await emitirPeriodicos(db, '2027-01-01')).recibos).toBe(1);
    // Sent back to the date it has issued: moved on, the receipt counted once.
    await db.doc(`users/${uid}/planes/${id}`).update({ siguiente: '2027-01-01' });
    expect((await emitirPeriodicos(db, '2027-01-01')).recibos).toBe(0);
    expect(await plan(id)).toMatchObject({ siguiente: '2027-02-01', ultimoPeriodo: '2027-01', emitidos: 1 });
    await pausarPlan(await plan(id));
    expect(await plan(id)).toMatchObject({ estado: 'pausado', siguiente: null });
  });

  it('never takes a receipt of its id that is not its own for its own, and never numbers an account not migrated', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    await db.doc(`users/${uid}/recibos/${id}-2026-12`).set({ concepto: 'Otro' });
    expect((await emitirPeriodicos(db, '2026-12-01')).pausados[0]?.motivo).toMatch(
      /^Ya hay un recibo con el identificador/,
    );
    const otro = await crearPlan({ ...alquiler, dia: 2 }, '2026-11-27');
    await db.doc(`users/${uid}/contadores/recibos`).set({ recibos: 7, ultimo: 'r7' });
    const informe = await emitirPeriodicos(db, '2026-12-02');
    expect(informe.recibos).toBe(0);
    expect(informe.errores).toEqual([{ plan: `${uid}/${otro}`, error: expect.stringContaining('serie anterior') }]);
  });

  it('an account being deleted gets nothing more', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    await db.doc(rutaDelCierre(uid).join('/')).set({ cerrado: true });
    expect((await emitirPeriodicos(db, '2026-12-01')).recibos).toBe(0);
    expect((await plan(id)).siguiente).toBe('2026-12-01');
  });

  it('signs with the signature saved at issuing time', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    await db.doc(`users/${uid}/perfil/emisor`).set({ firma: 'M10 10L20 20' });
    await emitirPeriodicos(db, '2026-12-01');
    expect((await actual(`${id}-2026-12`)).emisor).toEqual({ nombre: 'Lucía Arrendadora', firma: 'M10 10L20 20' });
  });

  it('are gone with the account: plans, their check records and their receipts', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    await emitirPeriodicos(db, '2026-12-01');
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid);
    for (const coleccion of ['planes', 'revisionesDePlan', 'recibos'])
      expect((await db.collection(`users/${uid}/${coleccion}`).get()).size, coleccion).toBe(0);
    expect(await obtenerPlan(id)).toBeNull();
  });

  it('a plan that says so sends each receipt to the payer as it issues it, once, by the same path as a click', async () => {
    const para = `inquilina-${Date.now()}@ejemplo.es`;
    const conCorreo: PlanInput = {
      ...alquiler,
      enviarPorCorreo: true,
      plantilla: { ...alquiler.plantilla, pagador: { nombre: 'Carla Inquilina', email: para } },
    };
    const id = await crearPlan(conCorreo, '2026-11-27');
    const sinCorreo = await crearPlan(alquiler, '2026-11-27');
    const correo = {
      transporte: createTransport(SMTP_LOCAL),
      remitente: 'Recibos <no-responder@recibos.test>',
      urlDeLaApp: 'https://recibos.example',
      usuario: async () => ({ email: 'casera@recibos.test', verificado: true }),
    };

    const informe = await emitirPeriodicos(db, '2026-12-01', correo);
    // A retried run, or the next day's: nothing more is sent.
    await emitirPeriodicos(db, '2026-12-01', correo);
    await emitirPeriodicos(db, '2026-12-02', correo);

    expect(informe).toMatchObject({ recibos: 2, enviados: 1, sinEnviar: [] });
    const recibidos = await correosA(para);
    // The two plans go in either order: this one's receipt is the first or the second.
    const numero = formatearNumero(
      Number((await db.doc(`users/${uid}/recibos/${id}-2026-12`).get()).get('numero')),
      '2026-12-01',
    );
    expect(recibidos.map((c) => c.subject)).toEqual([`Recibo ${numero} de Lucía Arrendadora`]);
    expect(recibidos[0]?.attachments?.map((a) => a.filename)).toEqual([`${numero}.pdf`]);
    expect((await db.doc(`users/${uid}/envios/${id}-2026-12-auto`).get()).data()).toMatchObject({
      reciboId: `${id}-2026-12`,
      para,
      origen: 'plan',
      estado: 'enviado',
    });
    expect((await db.collection(`users/${uid}/envios`).get()).size).toBe(1);
    // Sent as issued: out of the app from its first write (only voided or corrected); the one
    // not sent is still its issuer's to edit.
    expect((await db.doc(`users/${uid}/recibos/${id}-2026-12`).get()).get('salida.via')).toBe('correo');
    expect((await db.doc(`users/${uid}/recibos/${sinCorreo}-2026-12`).get()).get('salida')).toBeUndefined();
    expect((await plan(sinCorreo)).enviarPorCorreo).toBe(false);
    // Without a verified address nothing goes, and the run says why.
    const otro = await crearPlan({ ...conCorreo, inicio: '2027-01-01' }, '2026-12-02');
    const sinVerificar = await emitirPeriodicos(db, '2027-01-01', {
      ...correo,
      usuario: async () => ({ email: 'casera@recibos.test', verificado: false }),
    });
    expect(sinVerificar.sinEnviar.map((s) => s.recibo)).toContain(`${uid}/${otro}-2027-01`);
    expect(sinVerificar.sinEnviar[0]?.motivo).toMatch(/verifica tu correo/);
    // Recorded on the receipt, failed with why, so its owner learns it there; not counted.
    expect((await db.doc(`users/${uid}/envios/${otro}-2027-01-auto`).get()).data()).toMatchObject({
      origen: 'plan',
      estado: 'fallido',
      motivo: expect.stringMatching(/verifica tu correo/),
    });
    expect(await correosA(para)).toHaveLength(1);
  });

  it('a plan that pauses by itself tells its owner by e-mail, once, through the sending path and its limit', async () => {
    const casera = `casera-${Date.now()}@recibos.test`;
    const correo = {
      transporte: createTransport(SMTP_LOCAL),
      remitente: 'Recibos <no-responder@recibos.test>',
      urlDeLaApp: 'https://recibos.example',
      usuario: async () => ({ email: casera, verificado: true }),
    };
    const id = await crearPlan(alquiler, '2026-11-27');
    await db.doc(`users/${uid}/planes/${id}`).update({ siguiente: '2026-12-15' });
    const contadorDelDia = db.doc(`users/${uid}/enviosPorDia/${hoyEnEspana()}`);
    const enviadosAntes = Number((await contadorDelDia.get()).get('enviados') ?? 0);
    const informe = await emitirPeriodicos(db, '2026-12-20', correo);
    expect(informe).toMatchObject({ avisados: 1, pausados: [{ plan: `${uid}/${id}` }] });
    const [aviso, ...mas] = await correosA(casera);
    expect(mas).toEqual([]);
    expect(aviso?.subject).toBe('Recibo periódico en pausa: Alquiler diciembre 2026');
    expect(aviso?.text).toContain('Por qué: El 15 de diciembre de 2026 no es una de las fechas del plan');
    expect(aviso?.text).toContain(`https://recibos.example/recibos/periodicos/${id}`);
    // Recorded and counted as every sending: the day's limit holds it too.
    expect((await db.doc(`users/${uid}/envios/${id}-pausa-2026-12-20`).get()).data()).toMatchObject({
      reciboId: '',
      para: casera,
      origen: 'aviso',
      estado: 'enviado',
    });
    // Counted as one more sending of the day.
    expect((await contadorDelDia.get()).get('enviados')).toBe(enviadosAntes + 1);
    // Resumed and paused again the same day (a run retried): its notice is recorded, not sent again.
    await db.doc(`users/${uid}/planes/${id}`).update({ estado: 'activo', fallo: null, siguiente: '2026-12-15' });
    expect((await emitirPeriodicos(db, '2026-12-20', correo)).avisados).toBe(0);
    // Paused again another day after a resume: told again, unless the day's sendings are spent.
    await db.doc(`users/${uid}/planes/${id}`).update({ estado: 'activo', fallo: null, siguiente: '2026-12-16' });
    await contadorDelDia.set({ enviados: LIMITE_DE_ENVIOS_POR_DIA });
    expect((await emitirPeriodicos(db, '2026-12-21', correo)).avisados).toBe(0);
    expect(await correosA(casera)).toHaveLength(1);
  });

  it('writes what the rules accept from the owner: the module’s writes committed through them', async () => {
    const id = await crearPlan(alquiler, '2026-11-27');
    const como = reglas.como(uid) as unknown as FirestoreCliente;
    const guardado = await plan(id);
    const emision = emisionDelPlan(guardado, '2026-12-01', 1, 'M10 10L20 20', new Set(), serverTimestamp());
    if ('fallo' in emision) throw new Error(emision.fallo.fallo ?? '');
    const batch = writeBatch(como);
    batch.set(doc(como, `users/${uid}/contadores/recibos-2026`), emision.contador);
    batch.set(doc(como, `users/${uid}/recibos/${emision.reciboId}`), emision.recibo);
    batch.set(doc(como, `verificaciones/${emision.verificacion.codigo}`), emision.verificacion.documento);
    batch.update(doc(como, `users/${uid}/planes/${id}`), emision.plan);
    await assertSucceeds(batch.commit());
    // And the pause with its reason.
    const fallo = emisionDelPlan(
      { ...guardado, plantilla: { ...guardado.plantilla, concepto: `${'a'.repeat(196)}{mes}` } },
      '2027-01-01',
      2,
      null,
      new Set(),
      serverTimestamp(),
    );
    if (!('fallo' in fallo)) throw new Error('debía fallar');
    await assertSucceeds(
      writeBatch(como)
        .update(doc(como, `users/${uid}/planes/${id}`), fallo.fallo)
        .commit(),
    );
  });
});
