// Data access for users/{uid}/pagadores: the payers, with their data and what a new receipt for
// each starts with. The list is read whole (up to MAX_PAGADORES, by name on the client: accents
// and case aside), which a landlord's or an association's list fits many times over. Every
// creation and deletion moves the account's count in its commit (dominio-recibos,
// cupo-de-pagadores): the rules hold the list to MAX_PAGADORES with it.
import { altaDePagadores, bajaDePagador, MAX_PAGADORES, PAGADORES_POR_COMMIT, rutaDelCupo } from 'dominio-recibos';
import {
  collection,
  type DocumentSnapshot,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  sesionActual,
  updateDoc,
  writeBatch,
} from 'shared-firebase/firestore';
import { perezoso } from 'shared-firebase/perezoso';
import { texto } from '../../recibos/api/documento';
import { METODOS_PAGO, MONEDAS } from '../../recibos/types';
import type { Pagador, PagadorInput } from '../types';

export const clavePagadores = ['pagadores'] as const;
/** An account's payers at most: the rules refuse one more, and the list reads them all. */
export { MAX_PAGADORES };

const pagadoresRef = () => {
  const { db, libro } = sesionActual();
  return collection(db, 'users', libro, 'pagadores');
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

const cupoRef = () => {
  const { db, libro } = sesionActual();
  return doc(db, ...rutaDelCupo(libro));
};

/** The rules refused a payer because the account already has MAX_PAGADORES (another tab added them). */
export class PagadoresAlMaximo extends Error {
  constructor() {
    super(
      `Ya tienes ${MAX_PAGADORES.toLocaleString('es-ES')} pagadores, el máximo. Elimina los que ya no uses para añadir otros.`,
    );
    this.name = 'PagadoresAlMaximo';
  }
}

export async function crearPagador(input: PagadorInput): Promise<string> {
  const { db } = sesionActual();
  const ref = doc(pagadoresRef());
  const ahora = serverTimestamp();
  const lote = writeBatch(db);
  lote.set(ref, { ...camposPagador(input), createdAt: ahora, updatedAt: ahora });
  lote.set(cupoRef(), altaDePagadores([ref.id], increment), { merge: true });
  try {
    await lote.commit();
  } catch (error) {
    // Refused: at the limit is told as such (trying again would not help); anything else as it is.
    const cupo = await getDoc(cupoRef()).catch(() => null);
    if (Number(cupo?.get('pagadores') ?? 0) >= MAX_PAGADORES) throw new PagadoresAlMaximo();
    throw error;
  }
  return ref.id;
}

/** Replaces a payer's data and defaults (what was emptied goes), keeping when it was created. */
export async function actualizarPagador(id: string, input: PagadorInput): Promise<void> {
  const campos = camposPagador(input);
  const quitados = Object.fromEntries(OPCIONALES.filter((c) => !(c in campos)).map((c) => [c, deleteField()]));
  await updateDoc(doc(pagadoresRef(), id), { ...campos, ...quitados, updatedAt: serverTimestamp() });
}

export async function eliminarPagador(id: string): Promise<void> {
  const { db } = sesionActual();
  const lote = writeBatch(db);
  lote.delete(doc(pagadoresRef(), id));
  lote.set(cupoRef(), bajaDePagador(id, increment), { merge: true });
  await lote.commit();
}

/**
 * Creates every payer of an import, in commits of PAGADORES_POR_COMMIT, each counting its payers;
 * `alAvanzar` says how many are written.
 * A commit either writes all its payers or none: on a failure, what came before stays (and is
 * reported by the caller), nothing is written twice.
 */
export async function importarPagadores(
  pagadores: readonly PagadorInput[],
  alAvanzar: (escritos: number) => void = () => {},
): Promise<number> {
  const { db } = sesionActual();
  let escritos = 0;
  for (let i = 0; i < pagadores.length; i += PAGADORES_POR_COMMIT) {
    const lote = writeBatch(db);
    const ahora = serverTimestamp();
    const ids: string[] = [];
    for (const pagador of pagadores.slice(i, i + PAGADORES_POR_COMMIT)) {
      const ref = doc(pagadoresRef());
      ids.push(ref.id);
      lote.set(ref, { ...camposPagador(pagador), createdAt: ahora, updatedAt: ahora });
    }
    lote.set(cupoRef(), altaDePagadores(ids, increment), { merge: true });
    await lote.commit();
    escritos = Math.min(pagadores.length, i + PAGADORES_POR_COMMIT);
    alAvanzar(escritos);
  }
  return escritos;
}
