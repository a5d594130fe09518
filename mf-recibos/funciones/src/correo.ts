// Sending a receipt to its payer by e-mail, with its PDF: what the callable function enviarRecibo
// (the issuer's click) and the recurring plans (as they issue) both run. One transaction records
// the sending as queued and counts it against the day's limit, or says why not; then the SMTP
// server gets the e-mail; then the record says sent or failed. A sending's id is recorded before
// anything is sent, and an id already recorded is answered from its record and never sent again:
// a retried request or a function that died half-way sends no second e-mail (docs/decisiones/022).
// Writes with the Admin SDK, in the shapes dominio-recibos/src/envios.ts builds.
import {
  type Autor,
  anulacionAvisada,
  autorEnElLibro,
  COLECCION_PERSONAS,
  contadorDeEnvios,
  destinatariosDelRecibo,
  type EstadoDelEnvio,
  envioEnCola,
  envioEnviado,
  envioFallido,
  ID_DE_ENVIO,
  instantanea,
  LIMITE_DE_ENVIOS_POR_DIA,
  marcaDeSalida,
  type OrigenDelEnvio,
  RECHAZOS_DEL_ENVIO,
  type RechazoDelEnvio,
  type RegistroDeEnvio,
  rutaDelContadorDeEnvios,
  rutaDelEnvio,
  rutaDelPagador,
  rutaDelTraspasoEnCurso,
} from 'dominio-recibos';
import { getAuth } from 'firebase-admin/auth';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
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
  /** The book it sends from: the caller's own when absent (libroDeLaPeticion). */
  libro?: unknown;
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
/** A book as a request names it: its owner's uid (Firebase Auth's are at most 128 characters). */
const ID_DE_LIBRO = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The book a request sends from: the caller's own (nothing named), or the one it names, where
 * `porQueNoEnvia` checks their role; null for a name no book has.
 */
export function libroDeLaPeticion(uid: string, libro: unknown): string | null {
  if (libro === undefined || libro === null || libro === uid) return uid;
  return typeof libro === 'string' && ID_DE_LIBRO.test(libro) ? libro : null;
}

/**
 * Why `uid` may not send from book `libro` now, or null: its owner, or a person with «Emisión»
 * there, read in the sending's transaction (a revocation counts from that moment, as in
 * firestore.rules); and not while the book is being handed over (its sending records are moving:
 * one recorded behind the move would be left where the book was).
 */
export async function porQueNoEnvia(
  tx: Transaction,
  db: Firestore,
  libro: string,
  uid: string,
): Promise<'sin-permiso' | 'en-traspaso' | null> {
  const propio = libro === uid;
  const [marca, acceso] = await tx.getAll(
    db.doc(rutaDelTraspasoEnCurso(libro).join('/')),
    // The owner's right is not read: it is theirs.
    ...(propio ? [] : [db.doc(`users/${libro}/${COLECCION_PERSONAS}/${uid}`)]),
  );
  if (!propio && !(acceso?.exists && acceso.get('rol') === 'emision')) return 'sin-permiso';
  return marca?.exists ? 'en-traspaso' : null;
}

/** nodemailer over the SMTP server at `url`, loaded only when something is sent. */
export async function transporteSmtp(url: string, tiempos = TIEMPOS_SMTP): Promise<Transporte> {
  const { createTransport } = await import('nodemailer');
  return createTransport({ url, ...tiempos });
}

/**
 * How long the SMTP server may take (ms), well within the callable's 60 s: a server that hangs
 * makes a failed sending with its reason, not an instance cut off with the sending still queued
 * (nodemailer's own defaults wait up to 2 and 10 minutes).
 */
export const TIEMPOS_SMTP = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** The callable's own limit (its options say it). */
export const SEGUNDOS_DE_LA_FUNCION = 60;

/** The owner's address and whether it is verified, from Auth: a plan's sending has no request. */
export async function usuarioDeAuth(uid: string): Promise<{ email: string | null; verificado: boolean }> {
  const usuario = await getAuth().getUser(uid);
  return { email: usuario.email ?? null, verificado: usuario.emailVerified };
}

/** Why the SMTP server did not take it, in words the issuer can act on. */
export function motivoDelFallo(error: unknown): string {
  const e = error as { code?: string; command?: string; responseCode?: number };
  if (typeof e.responseCode === 'number' && e.responseCode >= 400) {
    return e.command === 'RCPT TO'
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

/** What the stored documents say of one sending: answered from its record, refused, or to send. */
export type Decision<R = unknown> =
  | { ya: RegistroDeEnvio }
  | { rechazo: RechazoDelEnvio }
  | { para: string; recibo: R };

/**
 * Decides one sending from a transaction's reads (pure): its record if it has one (never sent
 * twice), a refusal (unverified, no receipt, voided, no payer e-mail, the day's limit), or the
 * payer's address to send to.
 */
export function decidirEnvio<R extends Pick<Recibo, 'estado' | 'pagador'>>(
  envio: DocumentSnapshot,
  recibo: R | null,
  contador: DocumentSnapshot,
  verificado: boolean,
  /** A voided one: whether an earlier sending reached the payer, and whether its notice went. */
  anulacion: { recibido: boolean; avisado: boolean } = { recibido: false, avisado: false },
): Decision<R> {
  if (envio.exists) return { ya: envio.data() as RegistroDeEnvio };
  if (!verificado) return { rechazo: 'sin-verificar' };
  if (!recibo) return { rechazo: 'no-existe' };
  // Voided, it goes only as the notice to whoever had it by e-mail (correoAlPagador says so).
  if (recibo.estado === 'anulado' && !anulacion.recibido) return { rechazo: 'anulado' };
  if (recibo.estado === 'anulado' && anulacion.avisado) return { rechazo: 'ya-avisado' };
  const para = recibo.pagador?.email?.trim();
  if (!para) return { rechazo: 'sin-correo' };
  if (Number(contador.get('enviados') ?? 0) >= LIMITE_DE_ENVIOS_POR_DIA) return { rechazo: 'limite' };
  return { para, recibo };
}

/**
 * Writes a decision in its transaction: a sending to make is recorded queued and counted; a
 * plan's refused one is recorded failed with why (its owner learns it on the receipt), not
 * counted; a click's refusal is only answered.
 */
export function registrarDecision(
  tx: Transaction,
  refs: { envio: DocumentReference; contador: DocumentReference },
  decision: Decision,
  reciboId: string,
  origen: OrigenDelEnvio,
  para = '',
  por?: Autor,
): void {
  const ahora = FieldValue.serverTimestamp();
  if ('para' in decision) {
    tx.create(refs.envio, envioEnCola(reciboId, decision.para, origen, ahora, por));
    tx.set(refs.contador, contadorDeEnvios(FieldValue.increment(1)), { merge: true });
  } else if ('rechazo' in decision && origen === 'plan')
    tx.create(refs.envio, {
      ...envioEnCola(reciboId, para, origen, ahora),
      ...envioFallido(RECHAZOS_DEL_ENVIO[decision.rechazo]),
    });
}

/** The sending's record and the day's counter of book `uid` (its people's sendings count together). */
export const referenciasDelEnvio = (db: Firestore, uid: string, envioId: string, ahora = new Date()) => ({
  envio: db.doc(rutaDelEnvio(uid, envioId).join('/')),
  contador: db.doc(rutaDelContadorDeEnvios(uid, hoyEnEspana(ahora)).join('/')),
});

/** An e-mail with one PDF attached. */
export interface CorreoConPdf {
  asunto: string;
  texto: string;
  archivo: string;
  pdf: Uint8Array;
}

/**
 * Sends a recorded (queued) sending: the e-mail `componer` makes (a receipt, a certificate) to
 * `para`, then its record says sent or failed with why. Never throws for the server's failure, nor
 * for one making the e-mail: the record says it.
 */
export async function entregarCorreo(
  correo: Correo,
  envio: DocumentReference,
  para: string,
  responderA: string | null,
  componer: () => Promise<CorreoConPdf>,
): Promise<{ estado: 'enviado' | 'fallido'; motivo: string | null }> {
  try {
    const { asunto, texto, archivo, pdf } = await componer();
    await correo.transporte.sendMail({
      from: correo.remitente,
      to: para,
      ...(responderA ? { replyTo: responderA } : {}),
      subject: asunto,
      text: texto,
      attachments: [{ filename: archivo, content: Buffer.from(pdf), contentType: 'application/pdf' }],
    });
  } catch (error) {
    const motivo = motivoDelFallo(error);
    await envio.update(envioFallido(motivo));
    return { estado: 'fallido', motivo };
  }
  await envio.update(envioEnviado(FieldValue.serverTimestamp()));
  return { estado: 'enviado', motivo: null };
}

/** Sends a recorded sending of a receipt: the e-mail with its PDF (./correo.ts's entregarCorreo). */
export function entregar(
  correo: Correo,
  envio: DocumentReference,
  recibo: Recibo,
  para: string,
  responderA: string | null,
  ahora = new Date(),
): Promise<{ estado: 'enviado' | 'fallido'; motivo: string | null }> {
  return entregarCorreo(correo, envio, para, responderA, async () => {
    const { asunto, texto } = correoAlPagador(recibo, enlaceVigente(recibo, correo.urlDeLaApp, ahora));
    const copia = instantanea(recibo) as ReciboPublico;
    // pdf-lib is loaded by the first PDF, as on the payer's page.
    const { reciboEnPdf } = await import('../../src/recibos/pdf/reciboEnPdf');
    return { asunto, texto, archivo: `${copia.numero}.pdf`, pdf: await reciboEnPdf(copia, correo.urlDeLaApp) };
  });
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
  const libro = libroDeLaPeticion(uid, peticion.libro);
  if (!libro) return { rechazo: 'datos' };
  if (typeof reciboId !== 'string' || !ID_DE_RECIBO.test(reciboId)) return { rechazo: 'datos' };
  if (typeof envioId !== 'string' || !ID_DE_ENVIO.test(envioId)) return { rechazo: 'datos' };
  const refs = referenciasDelEnvio(db, libro, envioId, ahora);
  const reciboRef = db.doc(`users/${libro}/recibos/${reciboId}`);
  const verificado = peticion.verificado && Boolean(peticion.email);
  // Who it names, when a person with access sends from the book (not its owner).
  const por = autorEnElLibro({ uid, libro, email: peticion.email });

  const decision = await db.runTransaction(async (tx): Promise<Decision<Recibo>> => {
    const impedimento = await porQueNoEnvia(tx, db, libro, uid);
    if (impedimento) return { rechazo: impedimento };
    const [envio, leido, contador] = await tx.getAll(refs.envio, reciboRef, refs.contador);
    if (!envio || !leido || !contador) throw new Error('Firestore no devolvió los tres documentos');
    const recibo = leido.exists ? (leido.data() as Recibo) : null;
    // A voided receipt: whether the payer had it by e-mail (a sending that arrived, not a notice),
    // and whether its notice went already (or is on its way): one notice, not one per click.
    const previos =
      recibo?.estado === 'anulado'
        ? (await tx.get(db.collection(refs.envio.parent.path).where('reciboId', '==', reciboId))).docs.map(
            (d) => d.data() as RegistroDeEnvio,
          )
        : [];
    const anulacion = { recibido: destinatariosDelRecibo(previos).size > 0, avisado: anulacionAvisada(previos) };
    const decision = decidirEnvio(envio, recibo, contador, verificado, anulacion);
    const como = recibo?.estado === 'anulado' ? 'anulacion' : origen;
    registrarDecision(tx, refs, decision, reciboId, como, recibo?.pagador?.email ?? '', por);
    // From now on a copy may be in the payer's hands: the receipt is only voided or corrected
    // (dominio-recibos/src/salida.ts). Marked before its content is read for the e-mail, in the
    // commit that queues it, so no edit can fall between.
    if ('para' in decision && !decision.recibo.salida)
      tx.update(reciboRef, marcaDeSalida('correo', FieldValue.serverTimestamp(), por?.uid));
    return decision;
  });
  if ('ya' in decision) return { envioId, estado: decision.ya.estado, motivo: decision.ya.motivo, repetido: true };
  if ('rechazo' in decision) return { rechazo: decision.rechazo };
  const entrega = await entregar(correo, refs.envio, decision.recibo, decision.para, peticion.email, ahora);
  return { envioId, ...entrega, repetido: false };
}
