// «Traspasar el libro» against both emulators: the book made through the app's modules (so through
// the rules), offered and accepted through them, moved by the function's code (Admin SDK) in runs
// that are stopped midway and resumed; then the new owner, the people with access and the payer
// work it through the rules, which proves the function wrote the shapes the browser writes.
import { aceptacionDelTraspaso, COLECCIONES_DEL_LIBRO, rutaDelContador, rutaDelTraspasoEnCurso } from 'dominio-recibos';
import { borrarDatosDelUsuario, TraspasoEnCurso } from 'dominio-recibos/datos-del-usuario';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import * as firestore from 'shared-firebase/firestore';
import { elegirLibro } from 'shared-firebase/libro';
import {
  FIRESTORE_HOST,
  FIRESTORE_PORT,
  initEmulatorFirebase,
  PROJECT_ID,
  usarReglas,
  verificarCorreo,
} from 'tooling/emulator-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEtiqueta } from '../../../mf-etiquetas/src/etiquetas/api/etiquetas';
import { guardarPerfilEmisor } from '../../src/emisor/api/perfil';
import { emisorDelPerfil } from '../../src/emisor/emisor-del-perfil';
import { PERFIL_COMPLETO } from '../../src/emisor/perfil.fixture';
import { accesoSinReglas } from '../../src/libro/acceso.fixture';
import { invitar } from '../../src/libro/api/personas';
import { aceptarTraspaso, ofrecerTraspaso, tengoLibroPropio, YaLlevaUnLibro } from '../../src/libro/api/traspaso';
import { crearPagador } from '../../src/pagadores/api/pagadores';
import { crearPlan } from '../../src/periodicos/api/planes';
import type { PlanInput } from '../../src/periodicos/types';
import { leerReciboPublico } from '../../src/recibos/api/lectura-publica';
import { anularRecibo, compartirRecibo, crearRecibo } from '../../src/recibos/api/recibos';
import { actual, entrada } from '../../src/recibos/api/recibos.fixture';
import { enviarReciboPorCorreo } from './correo';
import { emitirPeriodicos } from './periodicos';
import { traspasarLibro, traspasosPendientes } from './traspasos';

const { auth } = initEmulatorFirebase();
const reglas = usarReglas();
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `traspasos-${Date.now()}`);
const db: Firestore = getFirestore(app);
afterAll(() => deleteApp(app));
// The runs move every accepted transfer and issue every due plan of the project: none from before.
beforeAll(() => reglas.env.clearFirestore());

const marca = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
type Cuenta = { uid: string; email: string };

/** A new account, its address verified, signed in. */
async function cuenta(nombre: string): Promise<Cuenta> {
  await signOut(auth);
  const { user } = await createUserWithEmailAndPassword(auth, `${nombre}-${marca}@recibos.test`, 'secreta123');
  await verificarCorreo(auth);
  return { uid: user.uid, email: user.email as string };
}
const entrar = (c: Cuenta) => signInWithEmailAndPassword(auth, c.email, 'secreta123');
const ids = async (ruta: string) => (await db.collection(ruta).get()).docs.map((d) => d.id).sort();
const datos = async (ruta: string) => (await db.doc(ruta).get()).data();

const alquiler: PlanInput = {
  frecuencia: 'mensual',
  dia: 1,
  inicio: '2026-12-01',
  fin: null,
  plantilla: {
    emisor: { nombre: 'Asociación Vecinal Los Robles' },
    pagador: { nombre: 'Carla Socia' },
    concepto: 'Cuota {mes} {año}',
    lineas: [{ descripcion: 'Cuota', cantidad: 1, precioUnitario: 2500 }],
    moneda: 'EUR',
    metodoPago: 'transferencia',
    etiquetas: [],
    notas: '',
  },
};

describe('handing a book over', () => {
  it('moves all of it, resumes where a stopped run left it, and the new owner goes on with its series', {
    timeout: 120_000,
  }, async () => {
    const ana = await cuenta('ana');
    await guardarPerfilEmisor(PERFIL_COMPLETO);
    const socios = await crearEtiqueta({ nombre: 'Socios', color: 'bg-sky-100 text-sky-800' });
    const recibos = [];
    for (let i = 0; i < 4; i++)
      recibos.push(await crearRecibo({ ...entrada(`Cuota ${i}`), etiquetas: i === 0 ? [socios.id] : [] }));
    const [primero, compartido] = recibos as [(typeof recibos)[0], (typeof recibos)[0]];
    const { token } = await compartirRecibo(compartido, null);
    const planId = await crearPlan(alquiler, '2026-11-27');
    await crearPagador({ nombre: 'Carla Socia' });
    // A treasurer with «Emisión» issues one: its verification names the book.
    const teso = await cuenta('teso');
    await accesoSinReglas(ana.uid, teso, 'emision');
    elegirLibro(teso.uid, ana.uid);
    const delTeso = await crearRecibo({ ...entrada('De tesorería'), emisor: emisorDelPerfil(PERFIL_COMPLETO) });
    // Beto, who takes the book, keeps it with «Consulta» until then.
    const beto = await cuenta('beto');
    await accesoSinReglas(ana.uid, beto, 'consulta');

    await entrar(ana);
    await ofrecerTraspaso('Los Robles', beto.email.toUpperCase(), true);
    await entrar(beto);
    expect(await tengoLibroPropio()).toBe(false);
    await aceptarTraspaso({ libro: ana.uid });

    // A run stopped once its first receipts have moved (after the counters, the issuer's details,
    // the payers and the plan); the edit records, the people and the links' renaming not yet.
    await expect(
      traspasarLibro(db, ana.uid, ({ que }) => {
        if (que === 'recibos') throw new Error('parado');
      }),
    ).rejects.toThrow('parado');
    expect(await datos(`traspasos/${ana.uid}`)).toMatchObject({ estado: 'en-curso', progreso: { recibos: 5 } });
    expect(await ids(`users/${ana.uid}/contadores`)).toEqual([]);
    expect(await ids(`users/${ana.uid}/recibos`)).toEqual([]);
    expect(await ids(`users/${ana.uid}/personas`)).toEqual([beto.uid, teso.uid].sort());
    // The payer's link opens meanwhile: its registry moved with its receipt.
    await signOut(auth);
    expect(await leerReciboPublico(token)).toMatchObject({ numero: 'R-2026-0002', estado: 'emitido' });
    // Nobody takes a number where the book was (its counter is gone and none may start again), and
    // no plan issues in either book.
    await entrar(ana);
    elegirLibro(ana.uid, ana.uid);
    await expect(crearRecibo(entrada('Durante el traspaso'))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await emitirPeriodicos(db, '2026-12-01')).toMatchObject({ recibos: 0, errores: [] });
    // Nor does anyone send from it, by e-mail, or invite anyone into it.
    const sinCorreo = {
      transporte: { sendMail: () => Promise.reject(new Error('no debía enviarse')) },
      remitente: 'Recibos <r@recibos.test>',
      urlDeLaApp: 'http://localhost',
    };
    expect(
      await enviarReciboPorCorreo(db, sinCorreo, {
        uid: ana.uid,
        email: ana.email,
        verificado: true,
        reciboId: primero.id,
        envioId: `envio-${marca}`,
        origen: 'manual',
      }),
    ).toEqual({ rechazo: 'en-traspaso' });
    expect(await datos(`users/${ana.uid}/envios/envio-${marca}`)).toBeUndefined();
    await expect(invitar('Los Robles', `otra-${marca}@recibos.test`, 'consulta')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // Neither account deletes itself (nor anything of its own) until the transfer ends.
    const borrar = (uid: string) => borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, uid);
    await expect(borrar(ana.uid)).rejects.toThrow(TraspasoEnCurso);
    expect(await ids(`users/${ana.uid}/etiquetas`)).toEqual([socios.id]);
    await entrar(beto);
    await expect(borrar(beto.uid)).rejects.toThrow(TraspasoEnCurso);
    expect(await ids(`users/${ana.uid}/personas`)).toContain(beto.uid);

    // The next run finishes it; one more does nothing.
    expect(await traspasosPendientes(db)).toEqual([{ libro: ana.uid, estado: 'hecho' }]);
    expect(await traspasarLibro(db, ana.uid)).toEqual({ libro: ana.uid, estado: 'hecho' });
    expect(await traspasosPendientes(db)).toEqual([]);

    // Nothing of the book is left where it was; the labels stay with Ana.
    for (const coleccion of COLECCIONES_DEL_LIBRO) expect(await ids(`users/${ana.uid}/${coleccion}`)).toEqual([]);
    expect(await ids(`users/${ana.uid}/etiquetas`)).toEqual([socios.id]);
    // Every receipt is Beto's, under its id and number, none with Ana's labels.
    const suyos = await db.collection(`users/${beto.uid}/recibos`).get();
    expect(suyos.docs.map((d) => d.id).sort()).toEqual([...recibos, delTeso].map((r) => r.id).sort());
    expect(suyos.docs.map((d) => d.get('numero')).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(suyos.docs.every((d) => (d.get('etiquetas') as unknown[]).length === 0)).toBe(true);
    expect(await datos(rutaDelContador(beto.uid, '2026').join('/'))).toEqual({ recibos: 5, ultimo: delTeso.id });
    expect(await ids(`users/${beto.uid}/planes`)).toEqual([planId]);
    expect(await ids(`users/${beto.uid}/pagadores`)).toHaveLength(1);
    // The link's registry names Beto (the admins' page), the treasurer's verification the new book.
    expect(await datos(`registroEnlaces/${token}`)).toMatchObject({
      ownerUid: beto.uid,
      ownerEmail: beto.email,
      ownerEmailVerificado: true,
    });
    expect(
      await datos(
        `verificaciones/${(await db.doc(`users/${beto.uid}/recibos/${delTeso.id}`).get()).get('verificacion')}`,
      ),
    ).toMatchObject({ libro: beto.uid });
    // Who keeps it: the treasurer still, Ana with «Consulta» as she asked; Beto is its owner, not a person.
    expect(await ids(`users/${beto.uid}/personas`)).toEqual([ana.uid, teso.uid].sort());
    expect(await datos(`users/${beto.uid}/personas/${ana.uid}`)).toMatchObject({ rol: 'consulta', email: ana.email });
    // No marks left; the audit log has the transfer, once.
    for (const uid of [ana.uid, beto.uid]) expect(await datos(rutaDelTraspasoEnCurso(uid).join('/'))).toBeUndefined();
    const auditoria = await db.collection('auditoriaAdmin').where('accion', '==', 'traspasar').get();
    expect(auditoria.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ adminEmail: ana.email, detalle: `Libro traspasado a ${beto.email} (1 enlace)` }),
    ]);
    expect(await datos(`traspasos/${ana.uid}`)).toMatchObject({
      estado: 'hecho',
      progreso: { recibos: 5, enlaces: 1 },
    });

    // The payer's link still opens.
    await signOut(auth);
    expect(await leerReciboPublico(token)).toMatchObject({ numero: 'R-2026-0002', estado: 'emitido' });

    // Beto works the book through the rules: the next number, a void of the shared receipt.
    await entrar(beto);
    elegirLibro(beto.uid, beto.uid);
    expect((await crearRecibo(entrada('Primera de Beto'))).numero).toBe(6);
    await anularRecibo(await actual(compartido.id), 'Duplicado');
    await signOut(auth);
    expect(await leerReciboPublico(token)).toMatchObject({ numero: 'R-2026-0002', estado: 'anulado' });
    // The plan issues for Beto, in the same series.
    expect(await emitirPeriodicos(db, '2026-12-01')).toMatchObject({ recibos: 1, errores: [] });
    expect((await datos(rutaDelContador(beto.uid, '2026').join('/')))?.recibos).toBe(7);
    // The treasurer issues in Beto's book now.
    await entrar(teso);
    elegirLibro(teso.uid, beto.uid);
    expect(
      (await crearRecibo({ ...entrada('Tesorería, libro nuevo'), emisor: emisorDelPerfil(PERFIL_COMPLETO) })).numero,
    ).toBe(8);
    // Ana reads it and issues nothing in it; her own account starts a book of its own.
    await entrar(ana);
    elegirLibro(ana.uid, beto.uid);
    expect((await actual(primero.id)).numero).toBe(1);
    await expect(crearRecibo(entrada('Ya no es mío'))).rejects.toThrow();
    elegirLibro(ana.uid, ana.uid);
    expect((await crearRecibo(entrada('Mi libro nuevo'))).numero).toBe(1);
  });

  it('is refused, with why and nothing moved, when the account that takes it keeps a book of its own', async () => {
    const eva = await cuenta('eva');
    const suyo = await crearRecibo(entrada('De Eva'));
    const luis = await cuenta('luis');
    const deLuis = await crearRecibo(entrada('De Luis'));
    expect(await tengoLibroPropio()).toBe(true);
    await entrar(eva);
    await ofrecerTraspaso('Eva', luis.email, false);
    await entrar(luis);
    // The app refuses to accept it, writing nothing…
    await expect(aceptarTraspaso({ libro: eva.uid })).rejects.toThrow(YaLlevaUnLibro);
    expect(await datos(`traspasos/${eva.uid}`)).toMatchObject({ estado: 'pendiente' });
    // …and accepted anyway (an older app, a script: the rules cannot look for a book), the function refuses it.
    await firestore.updateDoc(
      firestore.doc(firestore.getDb() as firestore.Firestore, 'traspasos', eva.uid),
      aceptacionDelTraspaso(luis, firestore.serverTimestamp()),
    );
    const fin = await traspasarLibro(db, eva.uid);
    expect(fin).toMatchObject({ estado: 'fallido', fallo: expect.stringContaining('ya lleva su propio libro') });
    expect(await ids(`users/${eva.uid}/recibos`)).toEqual([suyo.id]);
    expect(await ids(`users/${luis.uid}/recibos`)).toEqual([deLuis.id]);
    expect(await datos(rutaDelTraspasoEnCurso(eva.uid).join('/'))).toBeUndefined();
    // An offer that ended (or was never accepted) goes with the account that made it.
    await entrar(eva);
    await borrarDatosDelUsuario(firestore, firestore.getDb() as firestore.Firestore, eva.uid);
    expect(await datos(`traspasos/${eva.uid}`)).toBeUndefined();
  });

  it('waits while either account is in another transfer under way, and moves nothing twice', async () => {
    // Marta's book goes to Nico, stopped midway; meanwhile Nico offers "his" book to Olga, and
    // Pablo his to Marta: each waits until Marta's move has ended.
    const marta = await cuenta('marta');
    const suyos = [await crearRecibo(entrada('De Marta 1')), await crearRecibo(entrada('De Marta 2'))];
    const nico = await cuenta('nico');
    const olga = await cuenta('olga');
    const pablo = await cuenta('pablo');
    const dePablo = await crearRecibo(entrada('De Pablo'));
    await entrar(marta);
    await ofrecerTraspaso('Marta', nico.email, false);
    await entrar(nico);
    await aceptarTraspaso({ libro: marta.uid });
    await expect(
      traspasarLibro(db, marta.uid, ({ que }) => {
        if (que === 'recibos') throw new Error('parado');
      }),
    ).rejects.toThrow('parado');
    await ofrecerTraspaso('Nico', olga.email, false);
    await entrar(olga);
    await aceptarTraspaso({ libro: nico.uid });
    await entrar(pablo);
    await ofrecerTraspaso('Pablo', marta.email, false);
    await entrar(marta);
    await aceptarTraspaso({ libro: pablo.uid });
    for (const libro of [nico.uid, pablo.uid])
      expect(await traspasarLibro(db, libro)).toEqual({ libro, estado: 'aceptado', espera: true });
    expect(await traspasarLibro(db, marta.uid)).toEqual({ libro: marta.uid, estado: 'hecho' });
    expect(await ids(`users/${nico.uid}/recibos`)).toEqual(suyos.map((r) => r.id).sort());
    expect(await ids(`users/${olga.uid}/recibos`)).toEqual([]);
    expect(await ids(`users/${marta.uid}/recibos`)).toEqual([]);
    expect(await ids(`users/${pablo.uid}/recibos`)).toEqual([dePablo.id]);
  });
});
