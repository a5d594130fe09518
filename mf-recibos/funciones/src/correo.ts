// Sending a receipt to its payer by e-mail, with its PDF: what the callable function enviarRecibo
// (the issuer's click) and the recurring plans (as they issue) both run. One transaction records
// the sending as queued and counts it against the day's limit, or says why not; then the SMTP
// server gets the e-mail; then the record says sent or failed. A sending's id is recorded before
// anything is sent, and an id already recorded is answered from its record and never sent again:
// a retried request or a function that died half-way sends no second e-mail (docs/decisiones/022).
// Writes with the Admin SDK, in the shapes dominio-recibos/src/envios.ts builds.
import {
  contadorDeEnvios,
  type EstadoDelEnvio,
  envioEnCola,
  envioEnviado,
  envioFallido,
  ID_DE_ENVIO,
  instantanea,
  LIMITE_DE_ENVIOS_POR_DIA,
  type OrigenDelEnvio,
  type RechazoDelEnvio,
  type RegistroDeEnvio,
  rutaDelContadorDeEnvios,
  rutaDelEnvio,
  rutaDelPagador,
} from 'dominio-recibos';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { hoyEnEspana } from '../../src/periodicos/calendario';
import { correoAlPagador } from '../../src/recibos/envio';
import type { Recibo, ReciboPublico } from '../../src/recibos/types';

/** What sends: nodemailer's transport (an SMTP server), or a test's wrapper of one. */
export interface Transporte {
  sendMail(mensaje: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
  }): Promise<unknown>;
}

export interface Correo {
  transporte: Transporte;
  /** The app's sender, as the provider verified it: "Recibos <recibos@example.com>". */
  remitente: string;
  /** The shell's origin, for the payer's link: https://recibos-app.web.app. */
  urlDeLaApp: string;
}

export interface PeticionDeEnvio {
  uid: string;
  /** The issuer's e-mail (Reply-To) and whether it is verified (unverified accounts send nothing). */
  email: string | null;
  verificado: boolean;
  reciboId: unknown;
  envioId: unknown;
  origen: OrigenDelEnvio;
}

export type RespuestaDeEnvio =
  | { envioId: string; estado: EstadoDelEnvio; motivo: string | null; repetido: boolean }
  | { rechazo: RechazoDelEnvio };

const ID_DE_RECIBO = /^[A-Za-z0-9_-]{1,128}$/;

/** nodemailer over the SMTP server at `url`, loaded only when something is sent. */
export async function transporteSmtp(url: string): Promise<Transporte> {
  const { createTransport } = await import('nodemailer');
  return createTransport(url);
}

/** The owner's address and whether it is verified, from Auth: a plan's sending has no request. */
export async function usuarioDeAuth(uid: string): Promise<{ email: string | null; verificado: boolean }> {
  const usuario = await getAuth().getUser(uid);
  return { email: usuario.email ?? null, verificado: usuario.emailVerified };
}

/** Why the SMTP server did not take it, in words the issuer can act on. */
export function motivoDelFallo(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string };
  if (typeof e.responseCode === 'number' && e.responseCode >= 400) {
    return e.code === 'EENVELOPE'
      ? `El servidor de correo no aceptó la dirección del pagador (código ${e.responseCode}). Revisa el correo del recibo.`
      : `El servidor de correo rechazó el envío (código ${e.responseCode}). Inténtalo de nuevo más tarde.`;
  }
  if (e.code && ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED'].includes(e.code))
    return 'No se pudo conectar con el servidor de correo. Inténtalo de nuevo más tarde.';
  return 'No se pudo enviar el correo por un error inesperado. Inténtalo de nuevo más tarde.';
}

/** The payer's link, when the receipt is shared now. */
function enlaceVigente(recibo: Recibo, urlDeLaApp: string, ahora: Date): string | null {
  const c = recibo.compartido as
    | (Omit<Recibo['compartido'] & object, 'expiresAt'> & { expiresAt: Timestamp | null })
    | null;
  if (!c || c.revocado || (c.expiresAt && c.expiresAt.toMillis() <= ahora.getTime())) return null;
  return `${urlDeLaApp}${rutaDelPagador(c.token)}`;
}

/**
 * Sends receipt `reciboId` of `uid` to its payer once per `envioId`, and says how it went: a
 * refusal (nothing recorded, nothing sent), or the sending's state (a repeated id: as recorded).
 */
export async function enviarReciboPorCorreo(
  db: Firestore,
  correo: Correo,
  peticion: PeticionDeEnvio,
  ahora = new Date(),
): Promise<RespuestaDeEnvio> {
  const { uid, reciboId, envioId, origen } = peticion;
  if (typeof reciboId !== 'string' || !ID_DE_RECIBO.test(reciboId)) return { rechazo: 'datos' };
  if (typeof envioId !== 'string' || !ID_DE_ENVIO.test(envioId)) return { rechazo: 'datos' };
  if (!peticion.verificado || !peticion.email) return { rechazo: 'sin-verificar' };
  const envioRef = db.doc(rutaDelEnvio(uid, envioId).join('/'));
  const reciboRef = db.doc(`users/${uid}/recibos/${reciboId}`);
  const contadorRef = db.doc(rutaDelContadorDeEnvios(uid, hoyEnEspana(ahora)).join('/'));

  type Inicio = { ya: RegistroDeEnvio } | { rechazo: RechazoDelEnvio } | { recibo: Recibo; para: string };
  const inicio = await db.runTransaction(async (tx): Promise<Inicio> => {
    const [envio, recibo, contador] = await tx.getAll(envioRef, reciboRef, contadorRef);
    if (!envio || !recibo || !contador) throw new Error('Firestore no devolvió los tres documentos');
    if (envio.exists) return { ya: envio.data() as RegistroDeEnvio };
    if (!recibo.exists) return { rechazo: 'no-existe' };
    const datos = recibo.data() as Recibo;
    if (datos.estado === 'anulado') return { rechazo: 'anulado' };
    const para = datos.pagador?.email?.trim();
    if (!para) return { rechazo: 'sin-correo' };
    if (Number(contador.get('enviados') ?? 0) >= LIMITE_DE_ENVIOS_POR_DIA) return { rechazo: 'limite' };
    tx.create(envioRef, envioEnCola(reciboId, para, origen, FieldValue.serverTimestamp()));
    tx.set(contadorRef, contadorDeEnvios(FieldValue.increment(1)), { merge: true });
    return { recibo: datos, para };
  });
  if ('rechazo' in inicio) return { rechazo: inicio.rechazo };
  if ('ya' in inicio) return { envioId, estado: inicio.ya.estado, motivo: inicio.ya.motivo, repetido: true };

  const { recibo, para } = inicio;
  try {
    const { asunto, texto } = correoAlPagador(recibo, enlaceVigente(recibo, correo.urlDeLaApp, ahora));
    const copia = instantanea(recibo) as ReciboPublico;
    // pdf-lib is loaded by the first PDF, as on the payer's page.
    const { reciboEnPdf } = await import('../../src/recibos/pdf/reciboEnPdf');
    const pdf = Buffer.from(await reciboEnPdf(copia));
    await correo.transporte.sendMail({
      from: correo.remitente,
      to: para,
      replyTo: peticion.email,
      subject: asunto,
      text: texto,
      attachments: [{ filename: `${copia.numero}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
  } catch (error) {
    const motivo = motivoDelFallo(error);
    await envioRef.update(envioFallido(motivo));
    return { envioId, estado: 'fallido', motivo, repetido: false };
  }
  await envioRef.update(envioEnviado(FieldValue.serverTimestamp()));
  return { envioId, estado: 'enviado', motivo: null, repetido: false };
}
