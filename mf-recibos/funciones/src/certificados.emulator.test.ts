// A payer's certificate of a year's payments by e-mail, against the emulators and maildev:
// receipts and the issuer's details written through the app's data modules (so through the
// rules), the certificate sent by the function's module, the e-mail read back from maildev and its
// PDF's text read; and every refusal, each sending nothing and recording nothing.
import { LIMITE_DE_ENVIOS_POR_DIA, type RegistroDeEnvio, rutaDelContadorDeEnvios } from 'dominio-recibos';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { createTransport } from 'nodemailer';
import { adjunto, correosA, SMTP_LOCAL } from 'tooling/buzon';
import { FIRESTORE_HOST, FIRESTORE_PORT, initEmulatorFirebase, PROJECT_ID } from 'tooling/emulator-env';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { guardarPerfilEmisor } from '../../src/emisor/api/perfil';
import { PERFIL_VACIO } from '../../src/emisor/types';
import { hoyEnEspana } from '../../src/periodicos/calendario';
import { anularRecibo } from '../../src/recibos/api/recibos';
import { actual, entrada } from '../../src/recibos/api/recibos.fixture';
import { crearRecibo } from '../../src/recibos/api/serie';
import type { Persona } from '../../src/recibos/types';
import { enviarCertificadoPorCorreo, type PeticionDeCertificado } from './certificados';
import type { Correo } from './correo';

const { auth } = initEmulatorFirebase();
process.env.METADATA_SERVER_DETECTION = 'none';
process.env.FIRESTORE_EMULATOR_HOST = `${FIRESTORE_HOST}:${FIRESTORE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID }, `certificados-${Date.now()}`);
const db: Firestore = getFirestore(app);
afterAll(() => deleteApp(app));

const correo: Correo = {
  transporte: createTransport(SMTP_LOCAL),
  remitente: 'Recibos <no-responder@recibos.test>',
  urlDeLaApp: 'https://recibos.example',
};
const PERFIL = {
  ...PERFIL_VACIO,
  nombre: 'Ana Emisora',
  documento: '50000000B',
  ciudad: 'Madrid',
  direccion: 'Calle Luna 2',
};

let uid = '';
let emisor = '';
let para = '';
let clic = 0;
const nuevoId = () => `certificado-${Date.now()}-${clic++}`;

beforeEach(async () => {
  emisor = `emisora-${Date.now()}${Math.random()}@recibos.test`;
  uid = (await createUserWithEmailAndPassword(auth, emisor, 'secreta123')).user.uid;
  para = `inquilina-${Date.now()}-${Math.random().toString(36).slice(2)}@ejemplo.es`;
  await guardarPerfilEmisor(PERFIL);
});

/** A receipt of 2026 to `pagador`, issued through the app. */
const recibo = (pagador: Persona, fecha: string, concepto = 'Alquiler') =>
  crearRecibo({ ...entrada(concepto), fecha, emisor: { nombre: PERFIL.nombre }, pagador });

const peticion = (reciboIds: string[], cambios: Partial<PeticionDeCertificado> = {}): PeticionDeCertificado => ({
  uid,
  email: emisor,
  verificado: true,
  anio: 2026,
  reciboIds,
  envioId: nuevoId(),
  ...cambios,
});

const contador = async () =>
  (await db.doc(rutaDelContadorDeEnvios(uid, hoyEnEspana()).join('/')).get()).data()?.enviados ?? 0;

describe("a payer's certificate sent by e-mail", () => {
  it('reaches the payer with the PDF of their year, is recorded and counted once, and a repeated id sends nothing', async () => {
    const lucia = { nombre: 'Lucía Inquilina', documento: '12345678Z', email: para };
    const ids = [
      (await recibo(lucia, '2026-01-01')).id,
      (await recibo(lucia, '2026-02-01')).id,
      (await recibo(lucia, '2026-03-01', 'Alquiler de marzo')).id,
    ];
    const envioId = nuevoId();

    expect(await enviarCertificadoPorCorreo(db, correo, peticion(ids, { envioId }))).toEqual({
      envioId,
      estado: 'enviado',
      motivo: null,
      repetido: false,
    });
    const [recibido, ...otros] = await correosA(para);
    expect(otros).toEqual([]);
    expect(recibido?.subject).toBe('Certificado de los pagos de 2026 de Ana Emisora');
    expect(recibido?.text).toContain('Hola, Lucía Inquilina:');
    const pdf = await adjunto(recibido as NonNullable<typeof recibido>, 'certificado-2026-lucia-inquilina.pdf');
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    const texto = text.replace(/\s+/g, ' ');
    for (const parte of [
      'Certificado de los pagos recibidos en 2026',
      'Ana Emisora, con NIF 50000000B, certifica que ha recibido de Lucía Inquilina, con NIF 12345678Z',
      'R-2026-0001',
      'R-2026-0003',
      'Alquiler de marzo',
      'Total: 30,00 €',
      'Son: treinta euros',
      'Y para que conste, lo firma en Madrid',
    ])
      expect(texto).toContain(parte);
    // Its verification, written with the sending: the code the PDF prints names it.
    const codigo = /con el código ([0-9A-Z-]+)/.exec(texto)?.[1]?.replaceAll('-', '') ?? '';
    expect(texto).toContain('Verifica este certificado en recibos.example/verificar');
    expect((await db.doc(`verificaciones/${codigo}`).get()).data()).toMatchObject({
      tipo: 'certificado',
      anio: 2026,
      emisor: { nombre: 'Ana Emisora', documento: '50000000B' },
      pagador: { nombre: 'Lucía …', documento: '***4567**' },
      recibos: 3,
      totales: { EUR: 3000 },
    });
    expect(((await db.doc(`users/${uid}/envios/${envioId}`).get()).data() as RegistroDeEnvio) ?? {}).toMatchObject({
      reciboId: '',
      para,
      origen: 'certificado',
      estado: 'enviado',
    });
    expect(await contador()).toBe(1);
    // Its receipts left the app with it: from now on only voided or corrected.
    for (const id of ids) expect((await db.doc(`users/${uid}/recibos/${id}`).get()).get('salida.via')).toBe('correo');

    // The same click again (a retried request): answered from its record, nothing sent.
    expect(await enviarCertificadoPorCorreo(db, correo, peticion(ids, { envioId }))).toMatchObject({ repetido: true });
    expect(await correosA(para)).toHaveLength(1);
    expect(await contador()).toBe(1);
  });

  it('refuses, sending and recording nothing: receipts of two payers, a void one, another year, one missing, no e-mail, no issuer, unverified, the limit', async () => {
    const lucia = { nombre: 'Lucía', documento: '12345678Z', email: para };
    const a = await recibo(lucia, '2026-01-01');
    const otro = await recibo({ nombre: 'Otro', email: para }, '2026-02-01');
    const anulado = await recibo(lucia, '2026-03-01');
    await anularRecibo(await actual(anulado.id), 'Error');
    const deOtroAnio = await recibo(lucia, '2025-12-01');
    const sinCorreo = await recibo({ nombre: 'Sin Correo', documento: '87654321X' }, '2026-04-01');

    const rechazo = async (p: PeticionDeCertificado) => enviarCertificadoPorCorreo(db, correo, p);
    expect(await rechazo(peticion([a.id, otro.id]))).toEqual({ rechazo: 'datos' });
    expect(await rechazo(peticion([a.id, anulado.id]))).toEqual({ rechazo: 'datos' });
    expect(await rechazo(peticion([a.id, deOtroAnio.id]))).toEqual({ rechazo: 'datos' });
    expect(await rechazo(peticion([a.id, a.id]))).toEqual({ rechazo: 'datos' });
    expect(await rechazo(peticion([a.id], { anio: '2026' }))).toEqual({ rechazo: 'datos' });
    expect(await rechazo(peticion([a.id, 'no-existe']))).toEqual({ rechazo: 'no-existe' });
    expect(await rechazo(peticion([sinCorreo.id]))).toEqual({ rechazo: 'certificado-sin-correo' });
    expect(await rechazo(peticion([a.id], { verificado: false }))).toEqual({ rechazo: 'sin-verificar' });
    await guardarPerfilEmisor({ ...PERFIL, ciudad: '' });
    expect(await rechazo(peticion([a.id]))).toEqual({ rechazo: 'sin-emisor' });
    await guardarPerfilEmisor(PERFIL);
    await db.doc(rutaDelContadorDeEnvios(uid, hoyEnEspana()).join('/')).set({ enviados: LIMITE_DE_ENVIOS_POR_DIA });
    expect(await rechazo(peticion([a.id]))).toEqual({ rechazo: 'limite' });

    expect(await correosA(para)).toEqual([]);
    expect((await db.collection(`users/${uid}/envios`).get()).size).toBe(0);
    // Refused, nothing left the app.
    expect((await db.doc(`users/${uid}/recibos/${a.id}`).get()).get('salida')).toBeUndefined();
    expect(await contador()).toBe(LIMITE_DE_ENVIOS_POR_DIA);
  });
});
