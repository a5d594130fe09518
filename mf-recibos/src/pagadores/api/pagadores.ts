// Data access for users/{uid}/pagadores: the payers, with their data and what a new receipt for
// each starts with. The list is read whole (up to MAX_PAGADORES, by name on the client: accents
// and case aside), which a landlord's or an association's list fits many times over.
import {
  collection,
  type DocumentSnapshot,
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  sesionActual,
  setDoc,
  updateDoc,
  writeBatch,
} from 'shared-firebase/firestore';
import { perezoso } from 'shared-firebase/perezoso';
import { texto } from '../../recibos/api/documento';
import { METODOS_PAGO, MONEDAS } from '../../recibos/types';
import type { Pagador, PagadorInput } from '../types';

export const clavePagadores = ['pagadores'] as const;
/** Read at most this many (the list says so when it is full). */
export const MAX_PAGADORES = 2000;
/** Documents per commit on import (Firestore's limit is 500). */
const LOTE = 400;

const pagadoresRef = () => {
  const { db, uid } = sesionActual();
  return collection(db, 'users', uid, 'pagadores');
};

/** The stored fields for what the user typed: trimmed, the empty ones left out. */
export function camposPagador(p: PagadorInput): Record<string, unknown> {
  const campos: Record<string, unknown> = { nombre: texto(p.nombre) };
  for (const campo of ['documento', 'email', 'telefono', 'direccion', 'concepto'] as const)
    if (texto(p[campo])) campos[campo] = texto(p[campo]);
  if (p.lineas?.length)
    campos.lineas = p.lineas.map((l) => ({
      descripcion: texto(l.descripcion),
      cantidad: l.cantidad,
      precioUnitario: l.precioUnitario,
    }));
  if (p.moneda) campos.moneda = p.moneda;
  if (p.metodoPago) campos.metodoPago = p.metodoPago;
  if (p.etiquetas?.length) campos.etiquetas = [...new Set(p.etiquetas)];
  return campos;
}

/** A stored payer (its shape checked by the rules on every write). */
export function pagadorDeDoc(snapshot: DocumentSnapshot): Pagador {
  const d = snapshot.data() ?? {};
  const opcional = (campo: string) => (typeof d[campo] === 'string' ? { [campo]: d[campo] as string } : {});
  return {
    id: snapshot.id,
    nombre: String(d.nombre ?? ''),
    ...opcional('documento'),
    ...opcional('email'),
    ...opcional('telefono'),
    ...opcional('direccion'),
    ...opcional('concepto'),
    ...(Array.isArray(d.lineas) ? { lineas: d.lineas } : {}),
    ...(MONEDAS.includes(d.moneda) ? { moneda: d.moneda } : {}),
    ...(METODOS_PAGO.includes(d.metodoPago) ? { metodoPago: d.metodoPago } : {}),
    ...(Array.isArray(d.etiquetas) ? { etiquetas: d.etiquetas as string[] } : {}),
  };
}

/** Spanish order: accents and case aside, ñ after n. */
const orden = perezoso(() => new Intl.Collator('es', { sensitivity: 'base' }));
const porNombre = (a: Pagador, b: Pagador) => orden().compare(a.nombre.trim(), b.nombre.trim());

/** Every payer, by name. */
export async function listarPagadores(): Promise<Pagador[]> {
  // By name in the index's order (code points), so «the first ones» are always the same.
  const snapshot = await getDocs(query(pagadoresRef(), orderBy('nombre'), limit(MAX_PAGADORES)));
  return snapshot.docs.map(pagadorDeDoc).sort(porNombre);
}

/** The fields a payer may lack, which an edit that empties them removes. */
const OPCIONALES = [
  'documento',
  'email',
  'telefono',
  'direccion',
  'concepto',
  'lineas',
  'moneda',
  'metodoPago',
  'etiquetas',
];

export async function crearPagador(input: PagadorInput): Promise<string> {
  const ref = doc(pagadoresRef());
  const ahora = serverTimestamp();
  await setDoc(ref, { ...camposPagador(input), createdAt: ahora, updatedAt: ahora });
  return ref.id;
}

/** Replaces a payer's data and defaults (what was emptied goes), keeping when it was created. */
export async function actualizarPagador(id: string, input: PagadorInput): Promise<void> {
  const campos = camposPagador(input);
  const quitados = Object.fromEntries(OPCIONALES.filter((c) => !(c in campos)).map((c) => [c, deleteField()]));
  await updateDoc(doc(pagadoresRef(), id), { ...campos, ...quitados, updatedAt: serverTimestamp() });
}

export async function eliminarPagador(id: string): Promise<void> {
  await deleteDoc(doc(pagadoresRef(), id));
}

/**
 * Creates every payer of an import, in commits of LOTE; `alAvanzar` says how many are written.
 * A commit either writes all its payers or none: on a failure, what came before stays (and is
 * reported by the caller), nothing is written twice.
 */
export async function importarPagadores(
  pagadores: readonly PagadorInput[],
  alAvanzar: (escritos: number) => void = () => {},
): Promise<number> {
  const { db } = sesionActual();
  let escritos = 0;
  for (let i = 0; i < pagadores.length; i += LOTE) {
    const lote = writeBatch(db);
    const ahora = serverTimestamp();
    for (const pagador of pagadores.slice(i, i + LOTE))
      lote.set(doc(pagadoresRef()), { ...camposPagador(pagador), createdAt: ahora, updatedAt: ahora });
    await lote.commit();
    escritos = Math.min(pagadores.length, i + LOTE);
    alAvanzar(escritos);
  }
  return escritos;
}
