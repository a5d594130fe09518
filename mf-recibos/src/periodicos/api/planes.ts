// Data access for users/{uid}/planes: the recurring plans. The browser writes what the user sets
// (the template, the dates, pause, resume, end); the scheduled function issues the receipts
// (mf-recibos/funciones/src/periodicos.ts) and moves the plan on.
import { COLECCION_PLANES, revisionDelPlan, rutaDeLaRevisionDelPlan } from 'dominio-recibos';
import {
  aFecha,
  collection,
  type DocumentSnapshot,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  sesionActual,
  updateDoc,
  where,
  writeBatch,
} from 'shared-firebase/firestore';
import { reciboDeDoc, recibosRef } from '../../recibos/api/documento';
import { camposRecibo, texto } from '../../recibos/campos';
import type { Recibo } from '../../recibos/types';
import { enMarcha, PAUSADO, TERMINADO, ultimoMesCubierto } from '../ciclo';
import { MODOS_DE_COBRO, type ModoDeCobro, type Plan, type PlanInput, type Plantilla } from '../types';

export const clavesPlanes = {
  lista: ['planes', 'lista'] as const,
  plan: (id: string) => ['planes', 'plan', id] as const,
  recibos: (id: string) => ['planes', 'recibos', id] as const,
};
/** Read at most this many plans (the list says so when it is full). */
export const MAX_PLANES = 500;
/** A plan's receipts shown: ten years of a monthly plan. */
export const MAX_RECIBOS_DEL_PLAN = 120;

const planesRef = () => {
  const { db, libro } = sesionActual();
  return collection(db, 'users', libro, COLECCION_PLANES);
};

/** The template as stored: the receipt's fields as the form writes them, without date or signature. */
function plantillaGuardada(p: Plantilla) {
  const { alquiler, ...sinAlquiler } = p;
  const {
    fecha: _fecha,
    total: _total,
    busqueda: _busqueda,
    emisor: { firma: _firma, ...emisor },
    ...resto
  } = camposRecibo({ ...sinAlquiler, fecha: '' });
  return { ...resto, emisor, ...(alquiler ? { alquiler: { inmueble: texto(alquiler.inmueble) } } : {}) };
}

const programacion = (p: PlanInput) => ({
  plantilla: plantillaGuardada(p.plantilla),
  frecuencia: p.frecuencia,
  dia: p.dia,
  inicio: p.inicio,
  fin: p.fin,
  enviarPorCorreo: p.enviarPorCorreo === true,
  // Only when chosen: a plan saved before the choice keeps issuing automatically.
  ...(p.cobro ? { cobro: p.cobro } : {}),
});

/** A stored plan (the rules check its shape on every write). */
export function planDeDoc(snapshot: DocumentSnapshot): Plan {
  const d = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    plantilla: d.plantilla as Plantilla,
    frecuencia: d.frecuencia,
    dia: Number(d.dia),
    inicio: String(d.inicio),
    fin: typeof d.fin === 'string' ? d.fin : null,
    enviarPorCorreo: d.enviarPorCorreo === true,
    ...(MODOS_DE_COBRO.includes(d.cobro) ? { cobro: d.cobro as ModoDeCobro } : {}),
    estado: d.estado,
    siguiente: typeof d.siguiente === 'string' ? d.siguiente : null,
    ultimoPeriodo: typeof d.ultimoPeriodo === 'string' ? d.ultimoPeriodo : null,
    emitidos: Number(d.emitidos ?? 0),
    fallo: typeof d.fallo === 'string' ? d.fallo : null,
    actualizadoEn: aFecha(d.updatedAt).getTime(),
  };
}

/** A new plan, issuing from `hoy` on. Returns its id. */
export async function crearPlan(input: PlanInput, hoy: string): Promise<string> {
  const ref = doc(planesRef());
  await conRevision(ref.id)
    .set(ref, {
      ...programacion(input),
      ...enMarcha(input, null, hoy),
      ultimoPeriodo: null,
      emitidos: 0,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    })
    .commit();
  return ref.id;
}

/** A commit that writes the template's check record (its rules check the template's lines). */
function conRevision(planId: string) {
  const { db, libro } = sesionActual();
  return writeBatch(db).set(doc(db, ...rutaDeLaRevisionDelPlan(libro, planId)), revisionDelPlan(serverTimestamp()));
}

/** The plan changed since its form read it: saving would undo that (a pause, an end, a receipt). */
export class PlanCambiado extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = 'PlanCambiado';
  }
}

const SIGUE_AQUI = 'Lo que has escrito sigue aquí: revisa el plan y vuelve a guardar si quieres.';

/** What changed in the plan between `antes` (as the form read it) and `ahora`, in Spanish, or null. */
export function cambioDelPlan(antes: Plan, ahora: Plan | null): string | null {
  if (!ahora) return 'Este plan se ha eliminado mientras lo editabas.';
  if (ahora.actualizadoEn === antes.actualizadoEn) return null;
  if (ahora.estado === 'terminado' && antes.estado !== 'terminado')
    return 'Este plan se ha terminado mientras lo editabas (en otra pestaña o sesión): ya no emite recibos y no se cambia.';
  if (ahora.estado === 'pausado' && antes.estado !== 'pausado')
    return ahora.fallo
      ? `Este plan se ha pausado mientras lo editabas porque un recibo no se pudo emitir («${ahora.fallo}»). Guardar tus cambios lo reanuda. ${SIGUE_AQUI}`
      : `Este plan se ha pausado mientras lo editabas (en otra pestaña o sesión). Guardar no lo reanuda. ${SIGUE_AQUI}`;
  if (ahora.estado === 'activo' && antes.estado !== 'activo')
    return `Este plan se ha reanudado mientras lo editabas (en otra pestaña o sesión). ${SIGUE_AQUI}`;
  if (ahora.emitidos !== antes.emitidos)
    return `Este plan ha emitido un recibo mientras lo editabas: los cambios valdrían desde el siguiente. ${SIGUE_AQUI}`;
  return `Este plan ha cambiado en otra pestaña o sesión mientras lo editabas. ${SIGUE_AQUI}`;
}

/**
 * A changed plan: its next receipts are made with the change, those issued stay as they are. An
 * active plan (or one paused by a failure) goes on from `hoy` (or from its date still to issue),
 * never twice in one month. Only over the plan as `plan` read it: a tab opened before a pause, an
 * end or a receipt would otherwise save its old state over the new one (and revive the plan).
 */
export async function actualizarPlan(
  plan: Plan,
  input: PlanInput,
  hoy: string,
  /** Only the payer's details change: a plan paused by a failure stays paused. */
  { soloElPagador = false } = {},
): Promise<void> {
  const { db, libro } = sesionActual();
  const ref = doc(planesRef(), plan.id);
  await runTransaction(db, async (tx) => {
    const leido = await tx.get(ref);
    const cambio = cambioDelPlan(plan, leido.exists() ? planDeDoc(leido) : null);
    if (cambio) throw new PlanCambiado(cambio);
    const ciclo =
      plan.estado === 'activo' || (plan.fallo && !soloElPagador)
        ? enMarcha(input, ultimoMesCubierto(plan.ultimoPeriodo, plan.frecuencia), hoy, plan.siguiente)
        : {};
    tx.set(doc(db, ...rutaDeLaRevisionDelPlan(libro, plan.id)), revisionDelPlan(serverTimestamp()));
    tx.update(ref, { ...programacion(input), ...ciclo, updatedAt: serverTimestamp() });
  });
}

export const pausarPlan = (plan: Plan) =>
  updateDoc(doc(planesRef(), plan.id), { ...PAUSADO, updatedAt: serverTimestamp() });

/** Goes on from `hoy`: the dates it was paused are not issued. */
export const reanudarPlan = (plan: Plan, hoy: string) =>
  updateDoc(doc(planesRef(), plan.id), {
    ...enMarcha(plan, ultimoMesCubierto(plan.ultimoPeriodo, plan.frecuencia), hoy),
    updatedAt: serverTimestamp(),
  });

/**
 * A receipt of the plan issued from its pending charge (./cobros.ts): counted with those it has
 * issued. A plan deleted since has nothing to count (the rules refuse the update): ignored.
 */
export const contarEmitido = (planId: string) =>
  updateDoc(doc(planesRef(), planId), { emitidos: increment(1), updatedAt: serverTimestamp() }).catch(() => undefined);

/** Ended for good: it issues nothing more; it and its receipts stay. */
export const terminarPlan = (plan: Plan) =>
  updateDoc(doc(planesRef(), plan.id), { ...TERMINADO, updatedAt: serverTimestamp() });

/** Every plan: those paused by a failure first, then the active ones by their next date, then the rest. */
export async function listarPlanes(): Promise<Plan[]> {
  const snapshot = await getDocs(query(planesRef(), limit(MAX_PLANES)));
  // Those the scheduler paused (a receipt it could not issue) first: they need the owner.
  const orden = (p: Plan) =>
    `${p.fallo ? 0 : p.estado === 'activo' ? 1 : p.estado === 'pausado' ? 2 : 3}${p.siguiente ?? ''}`;
  return snapshot.docs.map(planDeDoc).sort((a, b) => orden(a).localeCompare(orden(b)));
}

export async function obtenerPlan(id: string): Promise<Plan | null> {
  const snapshot = await getDoc(doc(planesRef(), id));
  return snapshot.exists() ? planDeDoc(snapshot) : null;
}

/** The receipts a plan has issued, the latest first. */
export async function recibosDelPlan(id: string): Promise<Recibo[]> {
  const { db, libro } = sesionActual();
  // The latest first (a composite index: firestore.indexes.json).
  const snapshot = await getDocs(
    query(recibosRef(db, libro), where('plan.id', '==', id), orderBy('fecha', 'desc'), limit(MAX_RECIBOS_DEL_PLAN)),
  );
  return snapshot.docs.map(reciboDeDoc);
}
