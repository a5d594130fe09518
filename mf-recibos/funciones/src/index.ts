// The payer's page: Firebase Hosting rewrites /recibos/view/** on the shell's site to this
// function (firebase.json), which answers the receipt as a complete HTML document. Settings and
// their cost: docs/decisiones/002.
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import type { DestinoRest } from 'shared-firebase';
import estilosBase from 'shared-firebase/estilos.css?inline';
import topologia from '../../../topologia.json';
import { hoyEnEspana } from '../../src/periodicos/calendario';
import { leerReciboPublico } from '../../src/recibos/api/lectura-publica';
import estilosRecibos from '../../src/recibos/documento.module.css?inline';
import { destinoDelServidor } from './destino';
import { conectar, emitirPeriodicos } from './periodicos';
import { responder } from './responder';

const ESTILOS = estilosBase + estilosRecibos;
// Its region is declared once, in topologia.json (firebase.json's rewrite names it too).
const declarada = topologia.funciones.find((f) => f.nombre === 'reciboPublico');
if (!declarada) throw new Error('topologia.json no declara la función reciboPublico');
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
    const respuesta = await responder(req.method, req.path, leer, ESTILOS);
    res.removeHeader('X-Powered-By');
    res.status(respuesta.estado).set(respuesta.cabeceras);
    // HEAD: the headers a GET would send, without the body.
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(respuesta.cuerpo));
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
  },
  async () => {
    const informe = await emitirPeriodicos(conectar(), hoyEnEspana());
    logger.info('Recibos periódicos', informe);
    if (informe.errores.length > 0) throw new Error(`${informe.errores.length} planes sin terminar`);
  },
);
