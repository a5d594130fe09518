// Recurring receipts, issued on their date: the scheduled function runs this every morning, and
// `pnpm recurrentes [--fecha AAAA-MM-DD]` runs it against the local emulators. Each receipt is one
// transaction that reads the plan again, so a second run, a retry or two runs at once issue it
// once (and its fixed id makes a receipt already there a no-op); a plan behind by several dates
// (the function was down) issues one receipt per date, in date order, up to MAX_POR_PLAN per run.
// Writes with the Admin SDK, so the rules do not see them: they are built by the same module as
// the tests commit through the rules (src/periodicos/emision.ts).
import {
  COLECCION_PLANES,
  contadorDeEnvios,
  envioEnCola,
  envioEnviado,
  envioFallido,
  idDelAvisoDePausa,
  idDelEnvioDelPlan,
  idDelReciboDelPlan,
  LIMITE_DE_ENVIOS_POR_DIA,
  marcaDeSalida,
  periodoDeLaFecha,
  RECHAZOS_DEL_ENVIO,
  rutaDeLaVerificacion,
  rutaDelCierre,
  rutaDelCobro,
  rutaDelContador,
  rutaDelContadorUnico,
  rutaDelPlan,
  rutaDelTraspasoEnCurso,
} from 'dominio-recibos';
import { getApps, initializeApp } from 'firebase-admin/app';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  getFirestore,
} from 'firebase-admin/firestore';
import { avisoDePausa } from '../../src/periodicos/aviso';
import { conFallo, fechaQueNoToca, trasEmitir } from '../../src/periodicos/ciclo';
import { cobroDelPlan, emisionDelPlan } from '../../src/periodicos/emision';
import type { Plan } from '../../src/periodicos/types';
import { formatearFecha } from '../../src/recibos/formato';
import type { Recibo } from '../../src/recibos/types';
import { type Correo, decidirEnvio, entregar, motivoDelFallo, referenciasDelEnvio, registrarDecision } from './correo';

/** Dates one plan issues in one run at most: three months of a monthly plan behind, and more. */
export const MAX_POR_PLAN = 36;
/**
 * Receipts one account issues in one run at most: no account (a huge one, or one that writes
 * plans past the app) holds the run back from the others; what is left goes on the next run.
 */
export const MAX_POR_CUENTA = 2000;
/** Accounts worked on at once (each account's plans one after another: they share its series). */
const CUENTAS_A_LA_VEZ = 8;
/** Plans read per page of the query. */
const PAGINA = 500;

export interface Informe {
  /** Plans due on the day. */
  planes: number;
  /** Receipts issued. */
  recibos: number;
  /** Pending charges made, for plans that wait for the payment to be confirmed. */
  cobros: number;
  /** Plans paused because a receipt could not be issued, with the reason. */
  pausados: Array<{ plan: string; motivo: string }>;
  /** Plans that failed (retried on the next run), with the error. */
  errores: Array<{ plan: string; error: string }>;
  /** Receipts sent by e-mail as issued, and those that could not be, with why (on their record too). */
  enviados: number;
  sinEnviar: Array<{ recibo: string; motivo: string }>;
  /** Owners told by e-mail that a plan paused (one per plan and day). */
  avisados: number;
}

/**
 * The Admin SDK's Firestore: credentials and project from the environment where the function
 * runs; a script names the project (the emulator's host comes from FIRESTORE_EMULATOR_HOST).
 */
export function conectar(projectId?: string): Firestore {
  if (getApps().length === 0) initializeApp(projectId ? { projectId } : undefined);
  return getFirestore();
}

const planDe = (s: DocumentSnapshot): Plan => ({ ...(s.data() as Omit<Plan, 'id'>), id: s.id });

type Resultado = 'emitido' | 'pendiente' | 'ya-emitido' | 'al-dia' | 'pausado' | 'cerrada' | 'en-traspaso';

/** Sending by e-mail what a plan issues, when the plan says so; `usuario`: the owner's address. */
export interface CorreoDeLosPlanes extends Correo {
  usuario(uid: string): Promise<Usuario>;
}
type Usuario = { email: string | null; verificado: boolean };
/** A receipt's sending recorded with it: to make now, or refused (recorded failed) with why. */
type Envio =
  | { reciboId: string; ref: DocumentReference; recibo: Recibo; para: string; responderA: string | null }
  | { reciboId: string; motivo: string };

/**
 * Issues the plan's next receipt if it is due on `hoy`, or, for a plan that waits for the payment
 * to be confirmed, makes its pending charge instead: one transaction.
 */
async function emitirUna(
  db: Firestore,
  uid: string,
  planId: string,
  hoy: string,
  etiquetas: ReadonlySet<string>,
  /** The owner, when the plans' receipts may be sent by e-mail (`correo` given to the run). */
  usuario: Usuario | null,
): Promise<{ resultado: Resultado; motivo?: string; envio?: Envio; plan?: Plan }> {
  return db.runTransaction(async (tx) => {
    const planRef = db.doc(rutaDelPlan(uid, planId).join('/'));
    const snapshot = await tx.get(planRef);
    if (!snapshot.exists) return { resultado: 'al-dia' };
    const plan = planDe(snapshot);
    const fecha = plan.siguiente;
    if (plan.estado !== 'activo' || !fecha || fecha > hoy) return { resultado: 'al-dia' };
    const reciboRef = db.doc(`users/${uid}/recibos/${idDelReciboDelPlan(planId, periodoDeLaFecha(fecha))}`);
    const contadorRef = db.doc(rutaDelContador(uid, fecha.slice(0, 4)).join('/'));
    const ahora = FieldValue.serverTimestamp();
    const noToca = fechaQueNoToca(plan, fecha, hoy);
    if (noToca) {
      tx.update(planRef, { ...conFallo(noToca), updatedAt: ahora });
      return { resultado: 'pausado', motivo: noToca, plan };
    }
    const esperaElCobro = plan.cobro === 'al-confirmar';
    const cobroRef = db.doc(rutaDelCobro(uid, reciboRef.id).join('/'));
    // Its sending by e-mail is decided and recorded in this same transaction: a run that dies
    // after it leaves the sending queued (the receipt's page says it is not confirmed), never lost.
    // A pending charge sends nothing: its receipt is sent when the payment is confirmed.
    const envioRefs =
      usuario && plan.enviarPorCorreo && !esperaElCobro
        ? referenciasDelEnvio(db, uid, idDelEnvioDelPlan(reciboRef.id))
        : null;
    const cobroPrevio = esperaElCobro ? await tx.get(cobroRef) : null;
    const [recibo, contador, cierre, traspaso, unico, perfil, envio, enviosDelDia] = await Promise.all([
      tx.get(reciboRef),
      tx.get(contadorRef),
      tx.get(db.doc(rutaDelCierre(uid).join('/'))),
      tx.get(db.doc(rutaDelTraspasoEnCurso(uid).join('/'))),
      tx.get(db.doc(rutaDelContadorUnico(uid).join('/'))),
      tx.get(db.doc(`users/${uid}/perfil/emisor`)),
      ...(envioRefs ? [tx.get(envioRefs.envio), tx.get(envioRefs.contador)] : []),
    ]);
    // An account deletion under way: nothing more is issued.
    if (cierre.exists) return { resultado: 'cerrada' };
    // The book is being handed over: its counters may be on their way (the next run issues it, in
    // the new owner's book).
    if (traspaso.exists) return { resultado: 'en-traspaso' };
    // Numbered in one series across years, not migrated yet: its numbers would be given again.
    if (unico.exists) throw new Error('la cuenta tiene aún la serie anterior (scripts/migrar-series.ts)');
    if (recibo.exists && recibo.get('plan.id') !== planId) {
      const motivo = `Ya hay un recibo con el identificador del de ${formatearFecha(fecha)} que no es de este plan: revisa el plan y reanúdalo.`;
      tx.update(planRef, { ...conFallo(motivo), updatedAt: ahora });
      return { resultado: 'pausado', motivo, plan };
    }
    if (recibo.exists || cobroPrevio?.exists) {
      tx.update(planRef, { ...trasEmitir(plan, fecha, plan.emitidos), updatedAt: ahora });
      return { resultado: 'ya-emitido' };
    }
    if (esperaElCobro) {
      const pendiente = cobroDelPlan(plan, fecha, etiquetas, ahora);
      if ('fallo' in pendiente) {
        tx.update(planRef, pendiente.fallo);
        return { resultado: 'pausado', motivo: pendiente.fallo.fallo ?? '', plan };
      }
      tx.create(cobroRef, pendiente.cobro);
      tx.update(planRef, pendiente.plan);
      return { resultado: 'pendiente' };
    }
    const numero = Number(contador.get('recibos') ?? 0) + 1;
    const firma = typeof perfil.get('firma') === 'string' && perfil.get('firma') ? String(perfil.get('firma')) : null;
    const emision = emisionDelPlan(plan, fecha, numero, firma, etiquetas, ahora);
    if ('fallo' in emision) {
      tx.update(planRef, emision.fallo);
      return { resultado: 'pausado', motivo: emision.fallo.fallo ?? '', plan };
    }
    tx.set(contadorRef, emision.contador);
    tx.update(planRef, emision.plan);
    tx.create(db.doc(rutaDeLaVerificacion(emision.verificacion.codigo).join('/')), emision.verificacion.documento);
    if (!envioRefs || !usuario || !envio || !enviosDelDia) {
      tx.create(reciboRef, emision.recibo);
      return { resultado: 'emitido' };
    }
    const emitido = emision.recibo as unknown as Recibo;
    const decision = decidirEnvio(envio, emitido, enviosDelDia, usuario.verificado && Boolean(usuario.email));
    registrarDecision(tx, envioRefs, decision, reciboRef.id, 'plan', emitido.pagador?.email ?? '');
    // Sent as it is issued: out of the app from its first write, as a sending marks it
    // (dominio-recibos/src/salida.ts).
    tx.create(
      reciboRef,
      'para' in decision ? { ...emision.recibo, ...marcaDeSalida('correo', ahora) } : emision.recibo,
    );
    return {
      resultado: 'emitido',
      envio:
        'para' in decision
          ? {
              reciboId: reciboRef.id,
              ref: envioRefs.envio,
              recibo: emitido,
              para: decision.para,
              responderA: usuario.email,
            }
          : {
              reciboId: reciboRef.id,
              motivo: 'rechazo' in decision ? RECHAZOS_DEL_ENVIO[decision.rechazo] : 'ya registrado',
            },
    };
  });
}

/**
 * Tells the owner by e-mail that `plan` paused by itself on `hoy`, through the sending path: the
 * notice is recorded (origen «aviso», under an id of the plan and day: a retried run sends it
 * once) and counted against the day's limit in one transaction, then sent. Not sent to an
 * unverified address or past the limit: the plan's page and the home page still say it.
 */
async function avisarDeLaPausa(
  db: Firestore,
  correo: Correo,
  uid: string,
  plan: Plan,
  motivo: string,
  hoy: string,
  usuario: Usuario,
): Promise<boolean> {
  const para = usuario.email;
  if (!para || !usuario.verificado) return false;
  const refs = referenciasDelEnvio(db, uid, idDelAvisoDePausa(plan.id, hoy));
  const registrado = await db.runTransaction(async (tx) => {
    const [envio, contador] = await Promise.all([tx.get(refs.envio), tx.get(refs.contador)]);
    if (envio.exists || Number(contador.get('enviados') ?? 0) >= LIMITE_DE_ENVIOS_POR_DIA) return false;
    // No receipt: the record's reciboId is empty, and no receipt's history lists it.
    tx.create(refs.envio, envioEnCola('', para, 'aviso', FieldValue.serverTimestamp()));
    tx.set(refs.contador, contadorDeEnvios(FieldValue.increment(1)), { merge: true });
    return true;
  });
  if (!registrado) return false;
  const { asunto, texto } = avisoDePausa(plan, motivo, correo.urlDeLaApp);
  try {
    await correo.transporte.sendMail({
      from: correo.remitente,
      to: para,
      subject: asunto,
      text: texto,
      attachments: [],
    });
  } catch (error) {
    await refs.envio.update(envioFallido(motivoDelFallo(error)));
    return false;
  }
  await refs.envio.update(envioEnviado(FieldValue.serverTimestamp()));
  return true;
}

/** The account's labels that exist (a deleted one is left out of new receipts, as in the form). */
async function etiquetasDe(db: Firestore, uid: string): Promise<Set<string>> {
  const snapshot = await db.collection(`users/${uid}/etiquetas`).select().get();
  return new Set(snapshot.docs.map((d) => d.id));
}

/** Every plan due on `hoy` (YYYY-MM-DD, Spain's day), grouped by account. */
async function planesVencidos(
  db: Firestore,
  hoy: string,
): Promise<Map<string, Array<{ id: string; enviar: boolean }>>> {
  const cuentas = new Map<string, Array<{ id: string; enviar: boolean }>>();
  let ultimo: DocumentSnapshot | undefined;
  for (;;) {
    // A range on one field of the collection group: its single-field index, declared for the
    // group in firestore.indexes.json. A paused or ended plan has no date (null is out of range).
    let consulta = db
      .collectionGroup(COLECCION_PLANES)
      .where('siguiente', '<=', hoy)
      .orderBy('siguiente')
      .limit(PAGINA);
    if (ultimo) consulta = consulta.startAfter(ultimo);
    // The cursor needs the ordering field; and whether the plan sends by e-mail. Only those.
    const pagina = await consulta.select('siguiente', 'enviarPorCorreo').get();
    for (const d of pagina.docs) {
      const uid = d.ref.parent.parent?.id;
      if (uid) cuentas.set(uid, [...(cuentas.get(uid) ?? []), { id: d.id, enviar: d.get('enviarPorCorreo') === true }]);
    }
    if (pagina.size < PAGINA) return cuentas;
    ultimo = pagina.docs[pagina.size - 1];
  }
}

/**
 * Issues every receipt due on `hoy` and says what happened; with `correo`, sends each receipt of a
 * plan that says so to its payer as it is issued (once: its sending is recorded with the receipt,
 * under an id of the receipt's; a refusal is recorded too, with why).
 */
export async function emitirPeriodicos(db: Firestore, hoy: string, correo?: CorreoDeLosPlanes): Promise<Informe> {
  const cuentas = await planesVencidos(db, hoy);
  const informe: Informe = {
    planes: 0,
    recibos: 0,
    cobros: 0,
    pausados: [],
    errores: [],
    enviados: 0,
    sinEnviar: [],
    avisados: 0,
  };
  // In no order the data sets: the accounts with the oldest dates do not go first.
  const pendientes = [...cuentas].sort(() => Math.random() - 0.5);
  const trabajar = async () => {
    for (let siguiente = pendientes.shift(); siguiente; siguiente = pendientes.shift()) {
      const [uid, planes] = siguiente;
      const etiquetas = await etiquetasDe(db, uid);
      // The owner's address, once per account, when the run sends and a due plan of theirs says so
      // (an account with no Auth user sends nothing: recorded as unverified).
      const leerUsuario = (c: CorreoDeLosPlanes) =>
        c.usuario(uid).catch((): Usuario => ({ email: null, verificado: false }));
      const usuario = correo && planes.some((p) => p.enviar) ? await leerUsuario(correo) : null;
      let deLaCuenta = 0;
      for (const { id: planId } of planes) {
        informe.planes++;
        try {
          for (let vez = 0; vez < MAX_POR_PLAN && deLaCuenta < MAX_POR_CUENTA; vez++) {
            const { resultado, motivo, envio, plan } = await emitirUna(db, uid, planId, hoy, etiquetas, usuario);
            if (resultado === 'emitido') {
              informe.recibos++;
              deLaCuenta++;
            }
            if (resultado === 'pendiente') {
              informe.cobros++;
              deLaCuenta++;
            }
            if (envio && 'motivo' in envio)
              informe.sinEnviar.push({ recibo: `${uid}/${envio.reciboId}`, motivo: envio.motivo });
            else if (envio && correo) {
              const entrega = await entregar(correo, envio.ref, envio.recibo, envio.para, envio.responderA);
              if (entrega.estado === 'enviado') informe.enviados++;
              else informe.sinEnviar.push({ recibo: `${uid}/${envio.reciboId}`, motivo: entrega.motivo ?? '' });
            }
            if (resultado === 'pausado') {
              informe.pausados.push({ plan: `${uid}/${planId}`, motivo: motivo ?? '' });
              const dueno = correo && plan ? (usuario ?? (await leerUsuario(correo))) : null;
              // The plan paused either way: a notice that fails is reported, not the plan's error.
              if (correo && plan && dueno)
                await avisarDeLaPausa(db, correo, uid, plan, motivo ?? '', hoy, dueno).then(
                  (avisado) => avisado && informe.avisados++,
                  (error) =>
                    informe.sinEnviar.push({ recibo: `${uid}/${planId} (aviso de pausa)`, motivo: String(error) }),
                );
            }
            if (resultado !== 'emitido' && resultado !== 'pendiente' && resultado !== 'ya-emitido') break;
          }
        } catch (error) {
          informe.errores.push({ plan: `${uid}/${planId}`, error: String(error) });
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CUENTAS_A_LA_VEZ }, trabajar));
  return informe;
}
