// Sending a receipt by e-mail, against the emulators and the local mail server (maildev): receipts
// made through the app's data module (so through the rules), sent by the function's own module with
// nodemailer over SMTP, the e-mail read back from maildev's API and its PDF opened, and every fault
// the sending must survive: the server down, the server refusing, the function dying half-way,
// the day's limit reached in the middle of a group.

import { createServer } from 'node:net';
import {
  LIMITE_DE_ENVIOS_POR_DIA,
  RECHAZOS_DEL_ENVIO,
  type RegistroDeEnvio,
  rutaDelContadorDeEnvios,
  rutaDelEnvio,
} from 'dominio-recibos';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { MailDev } from 'maildev';
import { createTransport } from 'nodemailer';
import { PDFDocument } from 'pdf-lib';
import { doc, sesionActual, writeBatch } from 'shared-firebase/firestore';
import { adjunto, correosA, fuente, PUERTO_DEL_CORREO_QUE_RECHAZA, SMTP_LOCAL } from 'tooling/buzon';
import { AUTH_URL, FIRESTORE_HOST, FIRESTORE_PORT, initEmulatorFirebase, PROJECT_ID } from 'tooling/emulator-env';
import { FUNCIONES, urlDeFuncionLocal } from 'tooling/topologia';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { hoyEnEspana } from '../../src/periodicos/calendario';
import {
  actualizarRecibo,
  anularRecibo,
  compartirRecibo,
  eliminarRecibo,
  obtenerRecibo,
  ReciboNoEliminable,
} from '../../src/recibos/api/recibos';
import { actual, entrada } from '../../src/recibos/api/recibos.fixture';
import { crearRecibo } from '../../src/recibos/api/serie';
import type { Recibo } from '../../src/recibos/types';
import {
  type Correo,
  enviarReciboPorCorreo,
  type PeticionDeEnvio,
  SEGUNDOS_DE_LA_FUNCION,
  TIEMPOS_SMTP,
  type Transporte,
  transporteSmtp,
} from './correo';

const { auth } = initEmulatorFirebase();
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `correo-${Date.now()}`);
const db: Firestore = getFirestore(app);
afterAll(() => deleteApp(app));

const REMITENTE = 'Recibos <no-responder@recibos.test>';
const correo = (transporte: Transporte = createTransport(SMTP_LOCAL)): Correo => ({
  transporte,
  remitente: REMITENTE,
  urlDeLaApp: 'https://recibos.example',
});

let uid = '';
let emisor = '';
beforeEach(async () => {
  emisor = `emisora-${Date.now()}${Math.random()}@recibos.test`;
  uid = (await createUserWithEmailAndPassword(auth, emisor, 'secreta123')).user.uid;
});

/** An address of this test alone: the inbox is shared with the other test files. */
const pagadora = () => `pagadora-${Date.now()}-${Math.random().toString(36).slice(2)}@ejemplo.es`;
let clic = 0;
const nuevoId = () => `prueba-${Date.now()}-${clic++}`;

/** A receipt to `email`, issued through the app as the signed-in issuer. */
async function recibo(email: string | undefined, concepto = 'Clases de marzo') {
  const base = entrada(concepto);
  return crearRecibo({
    ...base,
    emisor: { nombre: 'Ana Emisora' },
    pagador: { nombre: 'Beatriz Pagadora', ...(email ? { email } : {}) },
  });
}

const peticion = (reciboId: string, envioId = nuevoId()): PeticionDeEnvio => ({
  uid,
  email: emisor,
  verificado: true,
  reciboId,
  envioId,
  origen: 'manual',
});

const registro = async (envioId: string) =>
  (await db.doc(`users/${uid}/envios/${envioId}`).get()).data() as RegistroDeEnvio | undefined;

describe('a receipt sent by e-mail from the app', () => {
  it("reaches the payer with its PDF, the issuer's Reply-To and the link when shared, and is recorded as sent", async () => {
    const para = pagadora();
    const emitido = await recibo(para);
    const compartido = await compartirRecibo(emitido, null);
    const envioId = nuevoId();

    const respuesta = await enviarReciboPorCorreo(db, correo(), peticion(emitido.id, envioId));

    expect(respuesta).toEqual({ envioId, estado: 'enviado', motivo: null, repetido: false });
    const [recibido, ...otros] = await correosA(para);
    expect(otros).toEqual([]);
    expect(recibido?.subject).toBe('Recibo R-2026-0001 de Ana Emisora');
    expect(recibido?.from[0]?.address).toBe('no-responder@recibos.test');
    expect(await fuente(recibido as NonNullable<typeof recibido>)).toContain(`Reply-To: ${emisor}`);
    expect(recibido?.text).toContain('Hola, Beatriz Pagadora:');
    expect(recibido?.text).toContain('10,00');
    expect(recibido?.text).toContain(`https://recibos.example/recibos/view/${compartido.token}`);
    // The PDF, opened as a reader would: the receipt's own.
    const pdf = await PDFDocument.load(await adjunto(recibido as NonNullable<typeof recibido>, 'R-2026-0001.pdf'));
    expect(pdf.getTitle()).toBe('Recibo R-2026-0001');
    expect(pdf.getPageCount()).toBe(1);

    const guardado = await registro(envioId);
    expect(guardado).toMatchObject({ reciboId: emitido.id, para, origen: 'manual', estado: 'enviado', motivo: null });
    expect(guardado?.enviadoEn).toBeTruthy();
    expect((await db.doc(rutaDelContadorDeEnvios(uid, hoyEnEspana()).join('/')).get()).data()).toEqual({
      enviados: 1,
    });
  });

  // An e-mailed receipt was edited in place afterwards, and the last of its year deleted and its
  // number given to the next one: the payer held a document the app no longer had.
  it('once e-mailed, the receipt is out of the app: edited or deleted never, voided yes', async () => {
    const sinCorreo = await recibo(undefined, 'Sin correo');
    await enviarReciboPorCorreo(db, correo(), peticion(sinCorreo.id));
    // A sending refused sent nothing: the receipt is still the issuer's to change.
    expect((await obtenerRecibo(sinCorreo.id))?.salida).toBeUndefined();
    const emitido = await recibo(pagadora());

    await enviarReciboPorCorreo(db, correo(), peticion(emitido.id));

    const enviado = (await obtenerRecibo(emitido.id)) as NonNullable<Awaited<ReturnType<typeof obtenerRecibo>>>;
    expect(enviado.salida?.via).toBe('correo');
    await expect(
      actualizarRecibo(enviado, { ...entrada('Otro concepto'), pagador: enviado.pagador }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    // The page offers no «Eliminar», and the rules refuse the delete the page would make.
    await expect(eliminarRecibo(enviado)).rejects.toThrow(ReciboNoEliminable);
    const { db: dbCliente } = sesionActual();
    const borrado = writeBatch(dbCliente)
      .set(doc(dbCliente, `users/${uid}/contadores/recibos-2026`), { recibos: 1, ultimo: sinCorreo.id })
      .delete(doc(dbCliente, `users/${uid}/recibos/${emitido.id}`));
    await expect(borrado.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await obtenerRecibo(emitido.id))?.concepto).toBe('Clases de marzo');
    await anularRecibo(enviado, 'Importe equivocado');
    expect((await obtenerRecibo(emitido.id))?.estado).toBe('anulado');
  });

  // The payer who had a receipt by e-mail was never told it was voided.
  it('voided, it goes to whoever had it by e-mail as the notice, with why, recorded as such; never to anyone else', async () => {
    const para = pagadora();
    const emitido = await recibo(para);
    await enviarReciboPorCorreo(db, correo(), peticion(emitido.id));
    await anularRecibo((await obtenerRecibo(emitido.id)) as Recibo, 'Importe equivocado');
    const aviso = nuevoId();
    expect(await enviarReciboPorCorreo(db, correo(), peticion(emitido.id, aviso))).toMatchObject({ estado: 'enviado' });
    const [, notificacion] = await correosA(para);
    expect(notificacion?.subject).toMatch(/^Anulado: recibo R-\d{4}-\d{4} de /);
    expect(notificacion?.text).toContain('ya no vale como justificante. Motivo: Importe equivocado');
    expect((await db.doc(rutaDelEnvio(uid, aviso).join('/')).get()).data()).toMatchObject({
      origen: 'anulacion',
      estado: 'enviado',
    });
    // One notice: another click (the page's button beside the automatic one) sends nothing more.
    expect(await enviarReciboPorCorreo(db, correo(), peticion(emitido.id))).toEqual({ rechazo: 'ya-avisado' });
    expect(await correosA(para)).toHaveLength(2);
    // One never e-mailed (or whose only sending failed) is not sent once voided.
    const nunca = await recibo(pagadora());
    await anularRecibo(nunca, 'Emitido por error');
    expect(await enviarReciboPorCorreo(db, correo(), peticion(nunca.id))).toEqual({ rechazo: 'anulado' });
  });

  it('the same click sent again (a retried request) answers from its record and sends nothing more', async () => {
    const para = pagadora();
    const emitido = await recibo(para);
    const envioId = nuevoId();
    await enviarReciboPorCorreo(db, correo(), peticion(emitido.id, envioId));
    const otraVez = await enviarReciboPorCorreo(db, correo(), peticion(emitido.id, envioId));
    expect(otraVez).toEqual({ envioId, estado: 'enviado', motivo: null, repetido: true });
    expect(await correosA(para)).toHaveLength(1);
  });

  it('without a link the e-mail says nothing of one', async () => {
    const para = pagadora();
    const emitido = await recibo(para);
    await enviarReciboPorCorreo(db, correo(), peticion(emitido.id));
    const [recibido] = await correosA(para);
    expect(recibido?.text).not.toContain('/recibos/view/');
    expect(recibido?.text).toContain('Lo tienes adjunto en PDF.');
  });
});

describe('faults', () => {
  it('the mail server down: recorded as failed with its reason, the receipt’s content untouched, a later retry sends', async () => {
    const para = pagadora();
    const emitido = await recibo(para);
    const antes = await actual(emitido.id);
    const caido = createTransport({ host: '127.0.0.1', port: 1, connectionTimeout: 5000 });
    const primero = nuevoId();

    const respuesta = await enviarReciboPorCorreo(db, correo(caido), peticion(emitido.id, primero));

    expect(respuesta).toMatchObject({ estado: 'fallido', repetido: false });
    const motivo = 'No se pudo conectar con el servidor de correo. Inténtalo de nuevo más tarde.';
    expect(await registro(primero)).toMatchObject({ estado: 'fallido', motivo, enviadoEn: null });
    // Its content as it was; marked out of the app all the same: a sending that failed may still
    // have reached the payer (a time-out after the server took it), so its number is kept.
    const { salida, updatedAt: _updatedAt, ...contenido } = await actual(emitido.id);
    const { updatedAt: _antes, ...contenidoAntes } = antes;
    expect(contenido).toEqual(contenidoAntes);
    expect(salida?.via).toBe('correo');
    expect(await correosA(para)).toEqual([]);
    // «Reintentar»: a new click, now with the server up.
    expect(await enviarReciboPorCorreo(db, correo(), peticion(emitido.id))).toMatchObject({ estado: 'enviado' });
    expect(await correosA(para)).toHaveLength(1);
    // The failed click, repeated, stays failed: it is never sent under its id.
    expect(await enviarReciboPorCorreo(db, correo(), peticion(emitido.id, primero))).toMatchObject({
      estado: 'fallido',
      repetido: true,
    });
    expect(await correosA(para)).toHaveLength(1);
  });

  it('a mail server that answers nothing: the app’s transport gives up in time, recorded as failed', async () => {
    // Takes the connection and never greets: without time limits nodemailer would wait minutes,
    // past the function's own 60 s, and the sending would stay queued.
    expect(
      (TIEMPOS_SMTP.connectionTimeout + TIEMPOS_SMTP.greetingTimeout + TIEMPOS_SMTP.socketTimeout) / 1000,
    ).toBeLessThan(SEGUNDOS_DE_LA_FUNCION);
    const mudo = createServer(() => {});
    await new Promise<void>((r) => mudo.listen(PUERTO_DEL_CORREO_QUE_RECHAZA, '127.0.0.1', r));
    try {
      const emitido = await recibo(pagadora());
      const envioId = nuevoId();
      const transporte = await transporteSmtp(`smtp://127.0.0.1:${PUERTO_DEL_CORREO_QUE_RECHAZA}`, {
        ...TIEMPOS_SMTP,
        greetingTimeout: 1000,
      });
      const respuesta = await enviarReciboPorCorreo(db, correo(transporte), peticion(emitido.id, envioId));
      expect(respuesta).toMatchObject({ estado: 'fallido' });
      expect((await registro(envioId))?.estado).toBe('fallido');
    } finally {
      mudo.close();
    }
  });

  it('the mail server refusing the message: recorded as failed with its code', async () => {
    // A real SMTP server that takes nothing over 600 bytes: every receipt with its PDF is refused.
    const estricto = new MailDev({
      smtp: PUERTO_DEL_CORREO_QUE_RECHAZA,
      ip: '127.0.0.1',
      maxMessageSize: 600,
      disableWeb: true,
      silent: true,
    });
    await estricto.start();
    try {
      const emitido = await recibo(pagadora());
      const envioId = nuevoId();
      const respuesta = await enviarReciboPorCorreo(
        db,
        correo(createTransport({ host: '127.0.0.1', port: PUERTO_DEL_CORREO_QUE_RECHAZA })),
        peticion(emitido.id, envioId),
      );
      expect(respuesta).toMatchObject({ estado: 'fallido' });
      expect((await registro(envioId))?.motivo).toMatch(
        /^El servidor de correo rechazó el envío \(código 5\d\d\)\. Inténtalo de nuevo más tarde\.$/,
      );
    } finally {
      await estricto.stop();
    }
  });

  it('the function dying after the server took the e-mail: its retry sends no second one', async () => {
    const para = pagadora();
    const emitido = await recibo(para);
    const envioId = nuevoId();
    const real = createTransport(SMTP_LOCAL);
    let entregado: () => void = () => {};
    const hastaEntregar = new Promise<void>((r) => {
      entregado = r;
    });
    // Hands the e-mail over, then never returns: the instance is gone before it records "sent".
    const muere: Transporte = {
      sendMail: async (mensaje) => {
        await real.sendMail(mensaje);
        entregado();
        return new Promise(() => {});
      },
    };
    void enviarReciboPorCorreo(db, correo(muere), peticion(emitido.id, envioId));
    await hastaEntregar;

    const reintento = await enviarReciboPorCorreo(db, correo(), peticion(emitido.id, envioId));

    expect(reintento).toEqual({ envioId, estado: 'en-cola', motivo: null, repetido: true });
    expect(await correosA(para)).toHaveLength(1);
    expect(await registro(envioId)).toMatchObject({ estado: 'en-cola' });
  });
});

describe('the callable function, over HTTP as the page calls it', () => {
  it('refuses without a session and from an unverified account, saying why in Spanish', async () => {
    const enviar = FUNCIONES.find((f) => f.nombre === 'enviarRecibo');
    if (!enviar) throw new Error('topologia.json no declara enviarRecibo');
    const llamar = (token?: string) =>
      fetch(urlDeFuncionLocal(enviar), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ data: { reciboId: 'r1', envioId: nuevoId() } }),
      });
    const sinSesion = await llamar();
    expect(sinSesion.status).toBe(401);
    expect(await sinSesion.json()).toMatchObject({
      error: { status: 'UNAUTHENTICATED', message: RECHAZOS_DEL_ENVIO['sin-sesion'] },
    });
    const alta = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: pagadora(), password: 'secreta123', returnSecureToken: true }),
    });
    const { idToken } = (await alta.json()) as { idToken: string };
    const sinVerificar = await llamar(idToken);
    expect(sinVerificar.status).toBe(403);
    expect(await sinVerificar.json()).toMatchObject({
      error: {
        status: 'PERMISSION_DENIED',
        message: RECHAZOS_DEL_ENVIO['sin-verificar'],
        details: { rechazo: 'sin-verificar' },
      },
    });
  });
});

describe('what is never sent', () => {
  it('from an unverified account, without the payer’s e-mail, a voided receipt, a bad id: refused, nothing recorded', async () => {
    const sinCorreo = await recibo(undefined);
    const para = pagadora();
    const anulado = await recibo(para);
    await anularRecibo(anulado, 'Emitido por error');
    const id = nuevoId();
    expect(await enviarReciboPorCorreo(db, correo(), { ...peticion(anulado.id, id), verificado: false })).toEqual({
      rechazo: 'sin-verificar',
    });
    expect(await enviarReciboPorCorreo(db, correo(), peticion(sinCorreo.id, id))).toEqual({ rechazo: 'sin-correo' });
    expect(await enviarReciboPorCorreo(db, correo(), peticion(anulado.id, id))).toEqual({ rechazo: 'anulado' });
    expect(await enviarReciboPorCorreo(db, correo(), peticion('no-existe', id))).toEqual({ rechazo: 'no-existe' });
    expect(await enviarReciboPorCorreo(db, correo(), peticion('../otro', id))).toEqual({ rechazo: 'datos' });
    expect(await enviarReciboPorCorreo(db, correo(), peticion(anulado.id, 'x'))).toEqual({ rechazo: 'datos' });
    expect(await registro(id)).toBeUndefined();
    expect(await correosA(para)).toEqual([]);
    expect((await db.doc(rutaDelContadorDeEnvios(uid, hoyEnEspana()).join('/')).get()).exists).toBe(false);
  });

  it("the day's limit reached in the middle of a group: what went out is recorded, the rest says why", async () => {
    // The day's sendings so far: all but one.
    await db.doc(rutaDelContadorDeEnvios(uid, hoyEnEspana()).join('/')).set({ enviados: LIMITE_DE_ENVIOS_POR_DIA - 1 });
    const conCorreo = [];
    for (const cuota of ['uno', 'dos', 'tres']) {
      const para = pagadora();
      conCorreo.push({ para, recibo: await recibo(para, `Cuota ${cuota}`) });
    }
    const respuestas = [];
    for (const g of conCorreo) respuestas.push(await enviarReciboPorCorreo(db, correo(), peticion(g.recibo.id)));

    expect(respuestas.map((r) => ('rechazo' in r ? r.rechazo : r.estado))).toEqual(['enviado', 'limite', 'limite']);
    expect((await correosA(conCorreo[0]?.para ?? '')).length).toBe(1);
    expect(await correosA(conCorreo[1]?.para ?? '')).toEqual([]);
    expect((await db.collection(`users/${uid}/envios`).get()).size).toBe(1);
  });
});

describe('a person who keeps the book with its owner', () => {
  /** Their access to `uid`'s book with `rol` (as accepting writes it; none: revoked). */
  const conAcceso = (persona: string, rol: 'consulta' | 'emision' | null) => {
    const ref = db.doc(`users/${uid}/personas/${persona}`);
    return rol ? ref.set({ uid: persona, email: `${persona}@ejemplo.es`, rol }) : ref.delete();
  };
  const desdeElLibro = (persona: string, reciboId: string, envioId = nuevoId()): PeticionDeEnvio => ({
    ...peticion(reciboId, envioId),
    uid: persona,
    email: `${persona}@ejemplo.es`,
    libro: uid,
  });

  it('with «Emisión» sends from the book: counted in its day, recorded and marked naming them, their Reply-To', async () => {
    const para = pagadora();
    const emitido = await recibo(para);
    await conAcceso('tesorero', 'emision');
    const envioId = nuevoId();
    const respuesta = await enviarReciboPorCorreo(db, correo(), desdeElLibro('tesorero', emitido.id, envioId));
    expect(respuesta).toMatchObject({ estado: 'enviado' });
    expect((await registro(envioId))?.por).toEqual({ uid: 'tesorero', email: 'tesorero@ejemplo.es' });
    expect((await db.doc(rutaDelContadorDeEnvios(uid, hoyEnEspana()).join('/')).get()).get('enviados')).toBe(1);
    expect((await actual(emitido.id)).salida).toMatchObject({ via: 'correo', por: 'tesorero' });
    const [recibido] = await correosA(para);
    expect(await fuente(recibido as NonNullable<typeof recibido>)).toContain('Reply-To: tesorero@ejemplo.es');
  });

  it('with «Consulta», revoked, or naming a book in a way no book is named: refused, nothing recorded', async () => {
    const para = pagadora();
    const emitido = await recibo(para);
    const id = nuevoId();
    await conAcceso('vocal', 'consulta');
    expect(await enviarReciboPorCorreo(db, correo(), desdeElLibro('vocal', emitido.id, id))).toEqual({
      rechazo: 'sin-permiso',
    });
    await conAcceso('vocal', 'emision');
    await conAcceso('vocal', null);
    expect(await enviarReciboPorCorreo(db, correo(), desdeElLibro('vocal', emitido.id, id))).toEqual({
      rechazo: 'sin-permiso',
    });
    expect(
      await enviarReciboPorCorreo(db, correo(), { ...desdeElLibro('vocal', emitido.id, id), libro: '../x' }),
    ).toEqual({ rechazo: 'datos' });
    expect(await registro(id)).toBeUndefined();
    expect(await correosA(para)).toEqual([]);
    expect(RECHAZOS_DEL_ENVIO['sin-permiso']).toContain('«Emisión»');
  });
});
