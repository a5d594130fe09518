// Data access for users/{uid}/recibos, the one module the pages and hooks import: reading one
// receipt, editing, voiding and sharing it here; issuing and deleting in ./serie.ts (the numbering),
// lists and totals in ./consultas.ts, the stored shape in ./documento.ts.

import {
  anulacion,
  autorEnElLibro,
  COMPARTIDO_REVOCADO,
  compartidoNuevo,
  copiaNueva,
  edicion,
  haSalido,
  marcaDeSalida,
  motivoDeLaAnulacion,
  nuevoEnlace,
  registroNuevo,
  type ViaDeSalida,
  verificacionCambiada,
} from 'dominio-recibos';
import { deleteField, doc, getDoc, runTransaction, serverTimestamp, sesionActual } from 'shared-firebase/firestore';
import { recortar } from 'shared-firebase/texto';
import { ReciboCambiado } from '../recibo-cambiado';
import type { Compartido, Recibo, ReciboInput } from '../types';
import type { FiltrosRecibos } from './consultas';
import {
  camposRecibo,
  edicionRef,
  OPCIONALES_DEL_CONTENIDO,
  reciboDeDoc,
  recibosRef,
  verificacionRef,
} from './documento';
import {
  caducidad,
  copiaQueSigue,
  instantanea,
  leerEstadoEnlace,
  publicoRef,
  registroRef,
  revocarEnRegistro,
  terminarEnlace,
} from './recibos-publicos';

export { ReciboCambiado } from '../recibo-cambiado';
export * from './consultas';
export { camposRecibo, reciboDeDoc } from './documento';
export * from './serie';

/**
 * The SWR cache keys of this module's reads. Every key starts with 'recibos' so that one filter
 * finds them all after a change (`esClaveDeRecibos`).
 */
export const claves = {
  recibo: (id: string) => ['recibos', 'recibo', id] as const,
  /** A filtered list (its pages are keyed under it, with their cursors). */
  lista: (filtros: FiltrosRecibos) => ['recibos', 'lista', JSON.stringify(filtros)] as const,
  totales: (filtros: FiltrosRecibos) => ['recibos', 'totales', JSON.stringify(filtros)] as const,
  ultimos: (n: number) => ['recibos', 'ultimos', n] as const,
  /** Every receipt of a filtered set (todosLosRecibos): the year's summary. */
  todos: (filtros: FiltrosRecibos) => ['recibos', 'todos', JSON.stringify(filtros)] as const,
  /** The counter as a receipt's page reads it (leerContador). */
  contador: (reciboId: string) => ['recibos', 'contador', reciboId] as const,
};

export const esClaveDeRecibos = (clave: unknown) => Array.isArray(clave) && clave[0] === 'recibos';

export async function obtenerRecibo(id: string): Promise<Recibo | null> {
  const { db, libro } = sesionActual();
  const snapshot = await getDoc(doc(recibosRef(db, libro), id));
  return snapshot.exists() ? reciboDeDoc(snapshot) : null;
}

/**
 * Writes the receipt's change, and with it the payer's copy (`copiaQueSigue`) and what its
 * verification shows, in one transaction that reads the link's registry.
 */
async function guardarConEnlace(
  actual: Recibo,
  cambios: Record<string, unknown>,
  visible: Recibo,
  contenido: boolean,
): Promise<void> {
  const { db, libro, uid } = sesionActual();
  await runTransaction(db, async (tx) => {
    const token = await copiaQueSigue(tx, db, actual);
    tx.update(doc(recibosRef(db, libro), actual.id), { ...cambios, updatedAt: serverTimestamp() });
    if (contenido) tx.set(edicionRef(db, libro, actual.id), edicion(serverTimestamp()));
    if (token) tx.update(publicoRef(db, token), { snapshot: instantanea(visible) });
    if (actual.verificacion)
      tx.update(
        verificacionRef(db, actual.verificacion),
        verificacionCambiada(
          actual.id,
          visible,
          serverTimestamp(),
          visible.estado !== actual.estado,
          undefined,
          // Someone else's book: the verification names it (its rules find the receipt there).
          libro === uid ? undefined : libro,
        ),
      );
  });
}

/** Saves the edit; a shared receipt's public snapshot changes in the same commit. */
export async function actualizarRecibo(
  actual: Recibo,
  input: ReciboInput,
  etiquetasExistentes?: ReadonlySet<string>,
): Promise<void> {
  const campos = camposRecibo(input, etiquetasExistentes);
  const { busqueda: _busqueda, ...visibles } = campos;
  // A rent receipt made general again, or its «He recibido de…» taken out: the fields go.
  const quitados = OPCIONALES_DEL_CONTENIDO.filter((campo) => !(campo in campos));
  const sinQuitados = { ...actual };
  for (const campo of quitados) delete sinQuitados[campo];
  await guardarConEnlace(
    actual,
    { ...campos, ...Object.fromEntries(quitados.map((campo) => [campo, deleteField()])) },
    { ...sinQuitados, ...visibles },
    true,
  );
}

/**
 * "Anular": the receipt stays, marked void (and so does its public page), with its reason
 * (`motivo`: checked by validarMotivo).
 */
export async function anularRecibo(actual: Recibo, motivo: string): Promise<void> {
  const cambio = anulacion(recortar(motivo), autorEnElLibro(sesionActual()));
  await guardarConEnlace(actual, cambio, { ...actual, ...cambio }, false);
}

/** A void receipt without a reason gets one, on it and its public page (once: the rules say so). */
export async function anotarMotivo(actual: Recibo, motivo: string): Promise<void> {
  const cambio = motivoDeLaAnulacion(recortar(motivo));
  await guardarConEnlace(actual, cambio, { ...actual, ...cambio }, false);
}

/**
 * Records that a copy of the receipt leaves the app (its PDF, its print) before it does: from then
 * on it is only voided or corrected (dominio-recibos/src/salida.ts). Read again in the
 * transaction: the copy is made from `actual`, so if the receipt changed since (edited, voided,
 * deleted elsewhere) nothing is marked and ReciboCambiado says so; a mark made elsewhere is kept
 * (the rules take only the first).
 */
export async function marcarSalida(actual: Recibo, via: ViaDeSalida): Promise<void> {
  const { db, libro, uid } = sesionActual();
  // In another's book, the mark names who made the copy (the rules require it there).
  const por = libro === uid ? undefined : uid;
  const ref = doc(recibosRef(db, libro), actual.id);
  await runTransaction(db, async (tx) => {
    const leido = await tx.get(ref);
    const ahora = leido.exists() ? reciboDeDoc(leido) : null;
    if (!ahora || ahora.updatedAt.getTime() !== actual.updatedAt.getTime()) throw new ReciboCambiado();
    if (!haSalido(ahora)) tx.update(ref, marcaDeSalida(via, serverTimestamp(), por));
  });
}

/** Receipts marked per transaction: within Firestore's 500 writes per commit, with room. */
const MARCAS_POR_COMMIT = 400;

/**
 * marcarSalida for many receipts at once (the year's archive): in transactions of 400, each
 * reading its receipts again; if one changed since `actuales` were read, that transaction marks
 * nothing and ReciboCambiado says so (those already committed stay marked: their copies may be
 * made). The copies are made from `actuales`, which each committed transaction found unchanged.
 */
export async function marcarSalidaDeVarios(
  actuales: readonly Recibo[],
  via: ViaDeSalida,
  senal?: AbortSignal,
  porCommit = MARCAS_POR_COMMIT,
): Promise<void> {
  const { db, libro, uid } = sesionActual();
  const por = libro === uid ? undefined : uid;
  for (let desde = 0; desde < actuales.length; desde += porCommit) {
    senal?.throwIfAborted();
    const tanda = actuales.slice(desde, desde + porCommit);
    const refs = tanda.map((r) => doc(recibosRef(db, libro), r.id));
    await runTransaction(db, async (tx) => {
      const leidos = await Promise.all(refs.map((ref) => tx.get(ref)));
      const ahora = leidos.map((leido, i) => {
        const recibo = leido.exists() ? reciboDeDoc(leido) : null;
        if (!recibo || recibo.updatedAt.getTime() !== tanda[i]?.updatedAt.getTime()) throw new ReciboCambiado();
        return recibo;
      });
      ahora.forEach((recibo, i) => {
        if (!haSalido(recibo)) tx.update(refs[i] as (typeof refs)[number], marcaDeSalida(via, serverTimestamp(), por));
      });
    });
  }
}

/**
 * Shares the receipt under a fresh unguessable token, derived from a random seed and its owner:
 * its registry entry (kept forever, so the token is never reused), the payer's copy and the
 * receipt's pointer, in one transaction. A
 * previous link of the receipt is ended in the same commit: one live link per receipt.
 */
export async function compartirRecibo(actual: Recibo, dias: number | null): Promise<Compartido> {
  const { db, libro, uid, email, emailVerificado } = sesionActual();
  const { token, semilla } = await nuevoEnlace(libro);
  const expiresAt = caducidad(dias);
  await runTransaction(db, async (tx) => {
    const anterior = actual.compartido?.token;
    const estado = anterior ? await leerEstadoEnlace(tx, db, anterior) : null;
    terminarEnlace(tx, db, libro, actual, estado);
    const ahora = serverTimestamp();
    // The admins' page shows the owner's address: a person with access writes none.
    tx.set(
      registroRef(db, token),
      registroNuevo(
        { uid: libro, email: libro === uid ? email : null, emailVerificado },
        actual,
        semilla,
        ahora,
        expiresAt,
      ),
    );
    tx.set(publicoRef(db, token), copiaNueva(actual, ahora, expiresAt));
    tx.update(doc(recibosRef(db, libro), actual.id), {
      compartido: compartidoNuevo(token, ahora, expiresAt),
      updatedAt: ahora,
    });
  });
  return { token, createdAt: new Date(), expiresAt: expiresAt?.toDate() ?? null, revocado: false };
}

/**
 * "Dejar de compartir": the registry records the owner's revocation (unless an admin revoked it
 * already) and the receipt remembers it; the public copy becomes unreadable.
 */
export async function dejarDeCompartir(actual: Recibo): Promise<void> {
  const token = actual.compartido?.token;
  if (!token) return;
  const { db, libro } = sesionActual();
  await runTransaction(db, async (tx) => {
    revocarEnRegistro(tx, db, libro, actual, await leerEstadoEnlace(tx, db, token));
    tx.update(doc(recibosRef(db, libro), actual.id), { ...COMPARTIDO_REVOCADO, updatedAt: serverTimestamp() });
  });
}
