// Data access for users/{uid}/cobros: the pending charges of the plans that wait for the payment
// to be confirmed (docs/decisiones/031). Only the scheduled function writes them
// (src/periodicos/emision.ts, cobroDelPlan); here they are listed (counted for the home page in
// ./pausados.ts), confirmed (the receipt issued, dated today, and the charge gone in one transaction) or
// discarded (it was not paid: no receipt).
import { COLECCION_COBROS, type OrigenDelPlan, rutaDelCobro } from 'dominio-recibos';
import {
  collection,
  type DocumentSnapshot,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  sesionActual,
} from 'shared-firebase/firestore';
import { recibosRef } from '../../recibos/api/documento';
import { crearRecibo, YaEmitido } from '../../recibos/api/serie';
import type { Recibo, ReciboInput } from '../../recibos/types';
import { reciboDelCobro } from '../emision';
import { clavesCobrosPendientes } from './pausados';

export const clavesCobros = {
  lista: ['cobros', 'lista'] as const,
  /** The home page's count (./pausados.ts). */
  cuenta: clavesCobrosPendientes,
};
/** Read at most this many (the list says so when it is full). */
export const MAX_COBROS = 500;

/** A pending charge: the receipt as it was due, not issued until the payment is confirmed. */
export interface Cobro {
  /** The id its receipt takes (its plan's and period's). */
  id: string;
  plan: OrigenDelPlan;
  /** When it was due (YYYY-MM-DD). */
  fecha: string;
  entrada: ReciboInput;
  enviarPorCorreo: boolean;
}

const cobrosRef = () => {
  const { db, libro } = sesionActual();
  return collection(db, 'users', libro, COLECCION_COBROS);
};

export function cobroDeDoc(snapshot: DocumentSnapshot): Cobro {
  const d = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    plan: d.plan as OrigenDelPlan,
    fecha: String(d.fecha ?? ''),
    entrada: d.entrada as ReciboInput,
    enviarPorCorreo: d.enviarPorCorreo === true,
  };
}

/** Every pending charge, the oldest first. */
export async function listarCobros(): Promise<Cobro[]> {
  const snapshot = await getDocs(query(cobrosRef(), orderBy('fecha'), limit(MAX_COBROS)));
  return snapshot.docs.map(cobroDeDoc);
}

/**
 * The payment of `cobro` received: its receipt issued now, dated `hoy` and signed `firma` (the
 * issuer's saved one), with the next number of its year; the charge goes in the same transaction.
 * `yaEmitido`: it had been confirmed elsewhere (another tab): that receipt, not issued again.
 * A charge discarded meanwhile throws CobroNoPendiente, with nothing issued.
 */
export async function confirmarCobro(
  cobro: Cobro,
  hoy: string,
  firma: string | null,
  etiquetasExistentes?: ReadonlySet<string>,
): Promise<{ recibo: Recibo; yaEmitido: boolean }> {
  try {
    const recibo = await crearRecibo(
      reciboDelCobro(cobro.entrada, hoy, firma),
      etiquetasExistentes,
      undefined,
      cobro.id,
      { plan: cobro.plan },
    );
    return { recibo, yaEmitido: false };
  } catch (error) {
    if (!(error instanceof YaEmitido)) throw error;
    return { recibo: error.recibo, yaEmitido: true };
  }
}

/** Confirmed in another tab or session: its receipt exists, so it is not discarded. */
export class CobroYaConfirmado extends Error {
  constructor() {
    super('Este cobro ya se confirmó en otra pestaña o sesión: su recibo está emitido.');
    this.name = 'CobroYaConfirmado';
  }
}

/** Not paid: the charge goes, and no receipt is issued for it (unless one was, elsewhere). */
export async function descartarCobro(cobro: Pick<Cobro, 'id'>): Promise<void> {
  const { db, libro } = sesionActual();
  await runTransaction(db, async (tx) => {
    const recibo = await tx.get(doc(recibosRef(db, libro), cobro.id));
    if (recibo.exists()) throw new CobroYaConfirmado();
    tx.delete(doc(db, ...rutaDelCobro(libro, cobro.id)));
  });
}
