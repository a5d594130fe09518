// The payer's page: Firebase Hosting rewrites /recibos/view/** on the shell's site to this
// function (firebase.json), which answers the receipt as a complete HTML document. Settings and
// their cost: docs/decisiones/002.
import { COLECCION_VERIFICACIONES, RECHAZOS_DEL_ENVIO, type RechazoDelEnvio } from 'dominio-recibos';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, onRequest } from 'firebase-functions/https';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';
import { type DestinoRest, leerDocumentoPublico } from 'shared-firebase';
import estilosBase from 'shared-firebase/estilos.css?inline';
import topologia from '../../../topologia.json';
import { hoyEnEspana } from '../../src/periodicos/calendario';
import { leerReciboPublico } from '../../src/recibos/api/lectura-publica';
import estilosRecibos from '../../src/recibos/documento.module.css?inline';
import { enviarCertificadoPorCorreo } from './certificados';
import { bucketPorDefecto, peticionDeExportacion } from './copias';
import { type Correo, enviarReciboPorCorreo, SEGUNDOS_DE_LA_FUNCION, transporteSmtp, usuarioDeAuth } from './correo';
import { destinoDelServidor } from './destino';
import { Limitador, recibirMedidas } from './medidas';
import { conectar, emitirPeriodicos } from './periodicos';
import { responder } from './responder';
import { traspasosPendientes } from './traspasos';
import { responderVerificacion, type VerificacionLeida } from './verificar';

const ESTILOS = estilosBase + estilosRecibos;
// Its region is declared once, in topologia.json (firebase.json's rewrite names it too).
const declarada = topologia.funciones.find((f) => f.nombre === 'reciboPublico');
if (!declarada) throw new Error('topologia.json no declara la función reciboPublico');
const shell = topologia.apps.find((a) => a.nombre === 'shell');

// The mail server and the app's sender: secrets in Secret Manager (docs/despliegue.md, «Correo»);
// locally, mf-recibos/funciones/.secret.local, written by the emulators' start (maildev).
const SMTP_URL = defineSecret('SMTP_URL');
const CORREO_REMITENTE = defineSecret('CORREO_REMITENTE');
// The payer's link in the e-mail: the shell's origin (.env.local says the local one).
const URL_DE_LA_APP = defineString('URL_DE_LA_APP', { default: shell?.origen ?? '' });
let transporte: Correo['transporte'] | undefined;
/** nodemailer over the configured SMTP server, made once per instance (and only when sending). */
async function correo(): Promise<Correo> {
  transporte ??= await transporteSmtp(SMTP_URL.value());
  return { transporte, remitente: CORREO_REMITENTE.value(), urlDeLaApp: URL_DE_LA_APP.value() };
}
let destino: DestinoRest | undefined;
/** A receipt read where this instance runs: the environment is read once, at the first read. */
function leer(token: string) {
  destino ??= destinoDelServidor();
  return leerReciboPublico(token, destino);
}

export const reciboPublico = onRequest(
  // Beside Firestore's eur3 (europe-west1 + europe-west4); no warm instance (cold starts accepted).
  {
    region: declarada.region,
    memory: '256MiB',
    cpu: 1,
    concurrency: 80,
    minInstances: 0,
    maxInstances: 10,
    invoker: 'public',
  },
  async (req, res) => {
    const respuesta = await responder(req.method, req.path, leer, ESTILOS, URL_DE_LA_APP.value());
    res.removeHeader('X-Powered-By');
    res.status(respuesta.estado).set(respuesta.cabeceras);
    // HEAD: the headers a GET would send, without the body.
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(respuesta.cuerpo));
  },
);

/** A code's verification where this instance runs (the code is checked before: only its alphabet). */
async function leerVerificacion(codigo: string): Promise<VerificacionLeida | null> {
  destino ??= destinoDelServidor();
  return (await leerDocumentoPublico(`${COLECCION_VERIFICACIONES}/${codigo}`, destino)) as VerificacionLeida | null;
}

/**
 * /verificar and /verificar/<código> (Hosting rewrites both here): whoever holds a printed
 * receipt checks its state now (./verificar.tsx; docs/decisiones/032). A function of its own so
 * that its limits are its own: a scan of codes meets at most 5 instances × 80 requests, and
 * never slows the payers' page or the sending.
 */
export const verificarRecibo = onRequest(
  {
    region: declarada.region,
    memory: '256MiB',
    cpu: 1,
    concurrency: 80,
    minInstances: 0,
    maxInstances: 5,
    timeoutSeconds: 20,
    invoker: 'public',
  },
  async (req, res) => {
    const respuesta = await responderVerificacion(
      req.method,
      req.path,
      req.query as Record<string, unknown>,
      leerVerificacion,
      ESTILOS,
    );
    res.removeHeader('X-Powered-By');
    res.status(respuesta.estado).set(respuesta.cabeceras);
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(respuesta.cuerpo));
  },
);

const REMOTOS = topologia.apps.filter((a) => a.nombre !== 'shell').map((a) => a.nombre);
const limitador = new Limitador();
let db: ReturnType<typeof conectar> | undefined;

/**
 * /api/medidas (Hosting rewrites it here, on the app's own origin): the browsers' batches of web
 * vitals and errors (./medidas.ts). The browser never waits for it (sendBeacon on page hide), and
 * a refusal or a failure shows nowhere. Few resources, many requests each: 80 at once per instance.
 */
export const medidasDeCampo = onRequest(
  {
    region: declarada.region,
    memory: '256MiB',
    cpu: 1,
    concurrency: 80,
    minInstances: 0,
    maxInstances: 5,
    timeoutSeconds: 10,
    invoker: 'public',
  },
  async (req, res) => {
    db ??= conectar();
    // The client's address, for its rate only (Hosting puts the browser's first).
    const reenviada = req.headers['x-forwarded-for'];
    const cliente = (typeof reenviada === 'string' ? reenviada.split(',')[0]?.trim() : undefined) || req.ip || '';
    const respuesta = await recibirMedidas(
      db,
      { metodo: req.method, cuerpo: req.rawBody, cliente },
      { limitador, remotos: REMOTOS },
    ).catch((error: unknown) => {
      logger.error('Medidas de campo', error);
      return { estado: 500 as const, motivo: 'error' };
    });
    res.removeHeader('X-Powered-By');
    res.status(respuesta.estado).set('Cache-Control', 'no-store').end(respuesta.motivo);
  },
);

/**
 * Recurring receipts: every morning in Spain, what is due that day (and what a day the function
 * did not run left behind). `pnpm recurrentes` runs the same against the emulators, which do not
 * run schedules. A run that could not finish some plans fails, and Cloud Scheduler retries it:
 * nothing is issued twice (./periodicos.ts).
 */
export const emitirRecibosPeriodicos = onSchedule(
  {
    schedule: 'every day 07:00',
    timeZone: 'Europe/Madrid',
    region: declarada.region,
    memory: '512MiB',
    timeoutSeconds: 1800,
    retryCount: 3,
    maxInstances: 1,
    secrets: [SMTP_URL, CORREO_REMITENTE],
  },
  async () => {
    const informe = await emitirPeriodicos(conectar(), hoyEnEspana(), { ...(await correo()), usuario: usuarioDeAuth });
    logger.info('Recibos periódicos', informe);
    if (informe.errores.length > 0) throw new Error(`${informe.errores.length} planes sin terminar`);
  },
);

/**
 * «Traspasar el libro»: every minute, the transfers accepted since, or left half done by a run that
 * stopped, moved to their end (./traspasos.ts: resumable, nothing moved twice). `pnpm traspasos`
 * runs the same against the emulators. One instance at a time: two runs would only wait on each
 * other's transactions.
 */
export const traspasarLibros = onSchedule(
  {
    schedule: 'every 1 minutes',
    timeZone: 'Europe/Madrid',
    region: declarada.region,
    timeoutSeconds: 540,
    retryCount: 0,
    maxInstances: 1,
  },
  async () => {
    const fines = await traspasosPendientes(conectar());
    if (fines.length > 0) logger.info('Traspasos de libros', { fines });
  },
);

// The copies' bucket (docs/despliegue.md, «Copias de seguridad»): <proyecto>-copias by default.
const BUCKET_DE_COPIAS = defineString('BUCKET_DE_COPIAS', { default: '' });

/**
 * The database's nightly copy, through Firestore's managed export (./copias.ts). The export runs
 * on Firestore's side: this only starts it, and a failure to start fails the run, which Cloud
 * Scheduler retries. Its service account needs «Cloud Datastore Import Export Admin» and write
 * access to the bucket.
 */
export const copiaDeSeguridad = onSchedule(
  {
    schedule: 'every day 03:00',
    timeZone: 'Europe/Madrid',
    region: declarada.region,
    retryCount: 3,
    maxInstances: 1,
  },
  async () => {
    const proyecto = process.env.GCLOUD_PROJECT ?? '';
    const bucket = BUCKET_DE_COPIAS.value() || bucketPorDefecto(proyecto);
    // Loaded here, not with the module: the payer's page and the sending never need it.
    const { v1 } = await import('@google-cloud/firestore');
    const [operacion] = await new v1.FirestoreAdminClient().exportDocuments(
      peticionDeExportacion(proyecto, bucket, new Date()),
    );
    logger.info('Copia de seguridad empezada', { operacion: operacion.name, bucket });
  },
);

/** Each refusal as the callable protocol says it (the browser shows the message). */
const CODIGO_DEL_RECHAZO = {
  'sin-sesion': 'unauthenticated',
  'sin-verificar': 'permission-denied',
  datos: 'invalid-argument',
  'no-existe': 'not-found',
  anulado: 'failed-precondition',
  'ya-avisado': 'already-exists',
  'sin-correo': 'failed-precondition',
  limite: 'resource-exhausted',
  'sin-emisor': 'failed-precondition',
  'certificado-sin-correo': 'failed-precondition',
  'sin-permiso': 'permission-denied',
  'en-traspaso': 'failed-precondition',
} as const satisfies Record<RechazoDelEnvio, string>;
const rechazar = (rechazo: RechazoDelEnvio) =>
  new HttpsError(CODIGO_DEL_RECHAZO[rechazo], RECHAZOS_DEL_ENVIO[rechazo], { rechazo });

/**
 * «Enviar por correo»: the receipt's PDF to its payer, from the app's address (callable: the page
 * waits for the answer; docs/decisiones/022). Reached through Hosting's rewrite of
 * /api/enviar-recibo, so the browser calls its own origin. Data: { reciboId, envioId }, or a
 * payer's certificate of a year: { certificado: { anio, reciboIds }, envioId } (./certificados.ts).
 */
export const enviarRecibo = onCall(
  {
    region: declarada.region,
    memory: '512MiB',
    cpu: 1,
    timeoutSeconds: SEGUNDOS_DE_LA_FUNCION,
    maxInstances: 10,
    concurrency: 20,
    invoker: 'public',
    secrets: [SMTP_URL, CORREO_REMITENTE],
  },
  async (req) => {
    if (!req.auth) throw rechazar('sin-sesion');
    const datos = (req.data ?? {}) as {
      libro?: unknown;
      reciboId?: unknown;
      envioId?: unknown;
      certificado?: { anio?: unknown; reciboIds?: unknown };
    };
    const quien = {
      uid: req.auth.uid,
      email: typeof req.auth.token.email === 'string' ? req.auth.token.email : null,
      verificado: req.auth.token.email_verified === true,
      // Another's book, where the caller has «Emisión» (checked in the sending's transaction).
      libro: datos.libro,
      envioId: datos.envioId,
    };
    // A payer's certificate of a year: its receipts, named.
    const respuesta = datos.certificado
      ? await enviarCertificadoPorCorreo(conectar(), await correo(), {
          ...quien,
          anio: datos.certificado.anio,
          reciboIds: datos.certificado.reciboIds,
        })
      : await enviarReciboPorCorreo(conectar(), await correo(), {
          ...quien,
          reciboId: datos.reciboId,
          origen: 'manual',
        });
    if ('rechazo' in respuesta) throw rechazar(respuesta.rechazo);
    return respuesta;
  },
);
