// Sending a receipt by e-mail: the call to the Cloud Function enviarRecibo, which sends it (the
// browser never writes a sending: the rules refuse it), and the read of a receipt's sendings.
// The call is the callable protocol over fetch (POST {data}, the session's ID token), to the
// shell's own origin (/api/enviar-recibo, which Hosting rewrites to the function): the Functions
// SDK is not loaded for one request (docs/decisiones/022).
import { COLECCION_ENVIOS, type EstadoDelEnvio, RECHAZOS_DEL_ENVIO, type RechazoDelEnvio } from 'dominio-recibos';
import type { User } from 'shared-firebase/auth';
import {
  aFecha,
  collection,
  type DocumentSnapshot,
  getDocs,
  limit,
  query,
  sesionActual,
  where,
} from 'shared-firebase/firestore';
import { libroElegido } from 'shared-firebase/libro';
import type { Envio } from '../types';

/** The route Hosting rewrites to the function (topologia.json). */
export const RUTA_DEL_ENVIO = '/api/enviar-recibo';
/** Sendings of one receipt shown at most (a limit the function's daily one makes generous). */
const MAX_ENVIOS_DEL_RECIBO = 50;

export const claveEnvios = (reciboId: string) => ['envios', reciboId] as const;

/** The function did not send it: a refusal (nothing recorded) or a failure (recorded, with why). */
export class EnvioNoRealizado extends Error {
  constructor(
    mensaje: string,
    readonly rechazo: RechazoDelEnvio | null,
  ) {
    super(mensaje);
    this.name = 'EnvioNoRealizado';
  }
}

const SIN_CONEXION = 'No se pudo contactar con el servicio de envío. Comprueba tu conexión e inténtalo de nuevo.';
/** An answer that says nothing (a gateway's error page, a time-out): the e-mail may have left. */
const SIN_RESPUESTA = 'No sabemos si se envió: mira la lista de envíos del recibo antes de enviarlo de nuevo.';

interface RespuestaDelEnvio {
  result?: { envioId: string; estado: EstadoDelEnvio; motivo: string | null };
  error?: { message?: string; details?: { rechazo?: RechazoDelEnvio } };
}

/** What is sent: a receipt, or a payer's certificate of a year (its receipts). */
type QueSeEnvia = { reciboId: string } | { certificado: { anio: number; reciboIds: readonly string[] } };

async function llamar(user: User, que: QueSeEnvia, envioId: string, renovar: boolean): Promise<RespuestaDelEnvio> {
  const token = await user.getIdToken(renovar);
  // From someone else's book, the function checks the caller's role there and counts it in its limit.
  const libro = libroElegido(user.uid);
  const respuesta = await fetch(RUTA_DEL_ENVIO, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { ...que, envioId, ...(libro === user.uid ? {} : { libro }) } }),
  }).catch(() => null);
  if (!respuesta) throw new EnvioNoRealizado(SIN_CONEXION, null);
  const cuerpo = (await respuesta.json().catch(() => null)) as RespuestaDelEnvio | null;
  if (!cuerpo?.result && !cuerpo?.error?.details?.rechazo) throw new EnvioNoRealizado(SIN_RESPUESTA, null);
  return cuerpo;
}

/**
 * Sends receipt `reciboId` to its payer, once for `envioId` (a click's: a retried request sends
 * nothing more). Resolves when it was sent; throws EnvioNoRealizado saying why not.
 */
export function enviarPorCorreo(user: User, reciboId: string, envioId: string): Promise<void> {
  return enviar(user, { reciboId }, envioId);
}

/**
 * Sends a payer's certificate of `anio`, made of the receipts `reciboIds`, to the payer's e-mail,
 * once for `envioId`; as enviarPorCorreo, it throws EnvioNoRealizado saying why not.
 */
export function enviarCertificado(
  user: User,
  anio: number,
  reciboIds: readonly string[],
  envioId: string,
): Promise<void> {
  return enviar(user, { certificado: { anio, reciboIds } }, envioId);
}

async function enviar(user: User, que: QueSeEnvia, envioId: string): Promise<void> {
  // Verified in this session (the page reloaded the user) after the token was made: the token
  // still says unverified, and the function would refuse it (a 403 in the console) before the
  // retry below. A fresh token first.
  const renovar = user.emailVerified && (await user.getIdTokenResult()).claims.email_verified !== true;
  let cuerpo = await llamar(user, que, envioId, renovar);
  // Verified since the session's token was made (in another tab): a fresh one says so.
  if (cuerpo.error?.details?.rechazo === 'sin-verificar') {
    await user.reload();
    if (user.emailVerified) cuerpo = await llamar(user, que, envioId, true);
  }
  if (cuerpo.result?.estado === 'enviado') return;
  if (cuerpo.result?.estado === 'fallido') throw new EnvioNoRealizado(`No se envió. ${cuerpo.result.motivo}`, null);
  if (cuerpo.result?.estado === 'en-cola')
    throw new EnvioNoRealizado('El envío sigue pendiente: mira su estado en la lista de envíos.', null);
  const rechazo = cuerpo.error?.details?.rechazo ?? null;
  throw new EnvioNoRealizado(rechazo ? RECHAZOS_DEL_ENVIO[rechazo] : SIN_RESPUESTA, rechazo);
}

/** A stored sending (only the function writes them, in dominio-recibos' shapes). */
export function envioDeDoc(snapshot: DocumentSnapshot): Envio {
  const d = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    reciboId: String(d.reciboId ?? ''),
    para: String(d.para ?? ''),
    origen: d.origen === 'plan' || d.origen === 'anulacion' || d.origen === 'aviso' ? d.origen : 'manual',
    estado: d.estado === 'enviado' || d.estado === 'fallido' ? d.estado : 'en-cola',
    motivo: typeof d.motivo === 'string' ? d.motivo : null,
    creadoEn: aFecha(d.creadoEn),
    enviadoEn: d.enviadoEn ? aFecha(d.enviadoEn) : null,
  };
}

/** The receipt's sendings, newest first (one equality: no composite index). */
export async function enviosDelRecibo(reciboId: string): Promise<Envio[]> {
  const { db, libro } = sesionActual();
  const pagina = await getDocs(
    query(
      collection(db, 'users', libro, COLECCION_ENVIOS),
      where('reciboId', '==', reciboId),
      limit(MAX_ENVIOS_DEL_RECIBO),
    ),
  );
  return pagina.docs.map(envioDeDoc).sort((a, b) => b.creadoEn.getTime() - a.creadoEn.getTime());
}
