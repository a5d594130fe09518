// Data access for users/{uid}/recibos (and its counter and public share, kept consistent).

import {
  COMPARTIDO_REVOCADO,
  compartidoNuevo,
  copiaNueva,
  edicion,
  nuevoEnlace,
  numeroDevuelto,
  numeroTomado,
  registroNuevo,
  rutaDeLaEdicion,
  rutaDelContador,
} from 'dominio-recibos';
import { codigoDeError } from 'shared-firebase';
import {
  aFecha,
  collection,
  count,
  type DocumentData,
  type DocumentSnapshot,
  doc,
  type Firestore,
  getAggregate,
  getDoc,
  getDocs,
  limit,
  orderBy,
  type QueryConstraint,
  query,
  runTransaction,
  serverTimestamp,
  sesionActual,
  startAfter,
  sum,
  where,
} from 'shared-firebase/firestore';
import { recortar, tieneTextoVisible } from 'shared-firebase/texto';
import { numeroBuscado, terminoConsulta, terminosDeBusqueda } from '../busqueda';
import { totalRecibo } from '../dinero';
import {
  type Compartido,
  type Emisor,
  type EstadoRecibo,
  MONEDAS,
  type Moneda,
  type Persona,
  type Recibo,
  type ReciboInput,
} from '../types';
import {
  caducidad,
  instantanea,
  leerEstadoEnlace,
  publicoRef,
  registroRef,
  revocarEnRegistro,
  terminarEnlace,
} from './recibos-publicos';

export const TAM_PAGINA = 20;

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
  /** The counter as a receipt's page reads it (leerContador). */
  contador: (reciboId: string) => ['recibos', 'contador', reciboId] as const,
};

export const esClaveDeRecibos = (clave: unknown) => Array.isArray(clave) && clave[0] === 'recibos';

const recibosRef = (db: Firestore, uid: string) => collection(db, 'users', uid, 'recibos');
const contadorRef = (db: Firestore, uid: string) => doc(db, ...rutaDelContador(uid));
/** A receipt's edit record (dominio-recibos, `edicion`): its rules check the receipt's amounts. */
const edicionRef = (db: Firestore, uid: string, reciboId: string) => doc(db, ...rutaDeLaEdicion(uid, reciboId));

/** A text as stored: trimmed; with nothing visible it is absent (optional) or empty (refused). */
const texto = (t: string | undefined) => {
  const limpio = recortar(t ?? '');
  return tieneTextoVisible(limpio) ? limpio : '';
};

function persona(p: Persona, conEmail: boolean): Persona {
  const limpia: Persona = { nombre: texto(p.nombre) };
  if (texto(p.documento)) limpia.documento = texto(p.documento);
  if (conEmail && texto(p.email)) limpia.email = texto(p.email);
  return limpia;
}

function emisorDe(e: Emisor): Emisor {
  const limpio: Emisor = persona(e, false);
  if (texto(e.direccion)) limpio.direccion = texto(e.direccion);
  if (texto(e.contacto)) limpio.contacto = texto(e.contacto);
  return limpio;
}

/** The stored fields for what the user typed: trimmed, total computed, search terms derived. */
export function camposRecibo(input: ReciboInput, etiquetasExistentes?: ReadonlySet<string>) {
  const pagador = persona(input.pagador, true);
  const concepto = texto(input.concepto);
  const lineas = input.lineas.map((l) => ({
    descripcion: texto(l.descripcion),
    cantidad: l.cantidad,
    precioUnitario: l.precioUnitario,
  }));
  return {
    fecha: input.fecha,
    emisor: emisorDe(input.emisor),
    pagador,
    concepto,
    lineas,
    // validarRecibo keeps it within TOTAL_MAX, a safe integer.
    total: Number(totalRecibo(lineas)),
    moneda: input.moneda,
    metodoPago: input.metodoPago,
    // Labels deleted since are dropped on save.
    etiquetas: [...new Set(input.etiquetas)].filter((id) => !etiquetasExistentes || etiquetasExistentes.has(id)),
    notas: recortar(input.notas),
    busqueda: terminosDeBusqueda(pagador.nombre, concepto),
  };
}

function compartidoDe(data: DocumentData | null | undefined): Compartido | null {
  if (!data) return null;
  return {
    token: String(data.token),
    createdAt: aFecha(data.createdAt),
    expiresAt: data.expiresAt ? aFecha(data.expiresAt) : null,
    revocado: data.revocado === true,
  };
}

/**
 * A stored receipt, read without checking it again: firestore.rules check its whole shape on every
 * write, and what an older document may lack has a default here (docs/seguridad.md, «Lo que se lee
 * de Firestore»).
 */
export function reciboDeDoc(snapshot: DocumentSnapshot): Recibo {
  const d = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    numero: Number(d.numero),
    fecha: String(d.fecha),
    emisor: d.emisor as Emisor,
    pagador: d.pagador as Persona,
    concepto: String(d.concepto),
    lineas: d.lineas,
    total: Number(d.total),
    moneda: d.moneda,
    metodoPago: d.metodoPago,
    estado: d.estado as EstadoRecibo,
    etiquetas: (d.etiquetas as string[]) ?? [],
    notas: String(d.notas ?? ''),
    compartido: compartidoDe(d.compartido),
    createdAt: aFecha(d.createdAt),
    updatedAt: aFecha(d.updatedAt),
  };
}

/** How many times a creation that lost the race for the counter is retried. */
const INTENTOS_NUMERO = 12;

/**
 * Allocates the next number in the same transaction that creates the receipt. When several are
 * created at once, the loser's write is refused (the rules see a counter that moved, which the
 * emulator reports as permission-denied before the precondition): it reads again and retries.
 * A refusal with the counter where this attempt read it is no race but the rules saying no
 * (the receipt's shape): it is thrown at once, never retried.
 */
export async function crearRecibo(input: ReciboInput, etiquetasExistentes?: ReadonlySet<string>): Promise<Recibo> {
  const { db, uid } = sesionActual();
  const campos = camposRecibo(input, etiquetasExistentes);
  const ref = doc(recibosRef(db, uid));
  let numero = 0;
  for (let intento = 1; ; intento++) {
    let leido: Contador | null | undefined;
    try {
      numero = await runTransaction(db, async (tx) => {
        const contador = await tx.get(contadorRef(db, uid));
        if (contador.get('cerrado') === true) throw new SerieCerrada();
        leido = contadorDe(contador);
        const siguiente = (leido?.recibos ?? 0) + 1;
        // The counter names the receipt that took the number (firestore.rules tie both ways).
        tx.set(contadorRef(db, uid), numeroTomado(siguiente, ref.id));
        tx.set(ref, {
          ...campos,
          numero: siguiente,
          estado: 'emitido',
          compartido: null,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        return siguiente;
      });
      break;
    } catch (error) {
      if (intento >= INTENTOS_NUMERO || !(await carreraPerdida(error, leido))) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 40 * intento));
    }
  }
  const now = new Date();
  const { busqueda: _busqueda, ...visibles } = campos;
  return { id: ref.id, ...visibles, numero, estado: 'emitido', compartido: null, createdAt: now, updatedAt: now };
}

/**
 * Whether a refused creation lost the counter to another one: the counter changed since `leido`
 * (taken, given back or closed; the next try reads it again and says so).
 */
async function carreraPerdida(error: unknown, leido: Contador | null | undefined): Promise<boolean> {
  const code = codigoDeError(error);
  if (code === 'aborted' || code === 'failed-precondition') return true;
  if (code !== 'permission-denied' || leido === undefined) return false;
  const { db, uid } = sesionActual();
  const ahora = contadorDe(await getDoc(contadorRef(db, uid)));
  return JSON.stringify(ahora) !== JSON.stringify(leido);
}

export async function obtenerRecibo(id: string): Promise<Recibo | null> {
  const { db, uid } = sesionActual();
  const snapshot = await getDoc(doc(recibosRef(db, uid), id));
  return snapshot.exists() ? reciboDeDoc(snapshot) : null;
}

/**
 * Writes the receipt's change and, while its link is not revoked and its copy still exists (the
 * TTL removes expired ones), the payer's copy with it, in one transaction that reads the link's
 * registry (an admin may have revoked it: then it stays frozen).
 */
async function guardarConEnlace(
  actual: Recibo,
  cambios: Record<string, unknown>,
  visible: Recibo,
  contenido: boolean,
): Promise<void> {
  const { db, uid } = sesionActual();
  await runTransaction(db, async (tx) => {
    const token = actual.compartido?.token;
    const estado = token ? await leerEstadoEnlace(tx, db, token) : null;
    const copia = token && estado && !estado.revocado ? await tx.get(publicoRef(db, token)) : null;
    tx.update(doc(recibosRef(db, uid), actual.id), { ...cambios, updatedAt: serverTimestamp() });
    if (contenido) tx.set(edicionRef(db, uid, actual.id), edicion(serverTimestamp()));
    if (token && copia?.exists()) tx.update(publicoRef(db, token), { snapshot: instantanea(visible) });
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
  await guardarConEnlace(actual, campos, { ...actual, ...visibles }, true);
}

/** "Anular": the receipt stays, marked void (and so does its public page). */
export async function anularRecibo(actual: Recibo): Promise<void> {
  await guardarConEnlace(actual, { estado: 'anulado' }, { ...actual, estado: 'anulado' }, false);
}

/** The series' counter: the last number given and the receipt that holds it. */
export interface Contador {
  recibos: number;
  ultimo: string;
  /** Closed by an account deletion that has not finished: no receipt is issued or deleted. */
  cerrado: boolean;
  /**
   * The receipt holding the number before the last ('' when the last is 1), or null when none
   * does: data from before the series was gap-free, where the last receipt cannot give its number
   * back (the rules refuse it). Unset when not looked up.
   */
  previo?: string | null;
}

/** The counter as stored, or null before the first receipt (one reading, for the page and the delete). */
function contadorDe(snapshot: DocumentSnapshot): Contador | null {
  if (!snapshot.exists()) return null;
  return {
    recibos: Number(snapshot.get('recibos')),
    ultimo: String(snapshot.get('ultimo') ?? ''),
    cerrado: snapshot.get('cerrado') === true,
  };
}

/** The id of the receipt numbered `numero`, '' for 0 (before the first), or null when none is. */
async function reciboNumerado(numero: number): Promise<string | null> {
  if (numero < 1) return '';
  const { db, uid } = sesionActual();
  const snapshot = await getDocs(query(recibosRef(db, uid), where('numero', '==', numero), limit(1)));
  return snapshot.docs[0]?.id ?? null;
}

/**
 * The counter as `recibo`'s page needs it: when that receipt could be deleted (the last, never
 * shared, the series open), with the receipt before it too, what deleting it needs. Any other
 * receipt's page asks nothing more than the counter.
 */
export async function leerContador(recibo: Recibo): Promise<Contador | null> {
  const { db, uid } = sesionActual();
  const contador = contadorDe(await getDoc(contadorRef(db, uid)));
  if (!contador || contador.ultimo !== recibo.id || recibo.compartido !== null || contador.cerrado) return contador;
  return { ...contador, previo: await reciboNumerado(contador.recibos - 1) };
}

/**
 * Whether the receipt can be deleted (docs/producto.md, Recibos): it holds the series' last number
 * and was never shared, so no payer has seen that number, and the number before it is held (the
 * counter goes back to it). Any other is voided instead.
 */
export function esEliminable(recibo: Recibo, contador: Contador | null | undefined): boolean {
  return recibo.compartido === null && contador?.ultimo === recibo.id && !contador.cerrado && contador.previo !== null;
}

/**
 * An account deletion that did not finish closed the series: nothing more is issued. Finishing
 * the deletion (Cuenta) is what is left to do.
 */
export class SerieCerrada extends Error {
  constructor() {
    super('Tu cuenta se está eliminando: no se pueden emitir recibos. Termina de eliminarla desde Cuenta.');
    this.name = 'SerieCerrada';
  }
}

/** A delete the series' rule forbids (not the last receipt, shared, or the number before it missing). */
export class ReciboNoEliminable extends Error {
  constructor() {
    super('Solo se puede eliminar el último recibo emitido, si nunca se ha compartido.');
    this.name = 'ReciboNoEliminable';
  }
}

/**
 * Deletes the series' last receipt, never shared, and gives its number back in the same commit:
 * the counter names the receipt before it again (found first by its number), so the next
 * receipt takes the same number and the series never has a hole.
 */
export async function eliminarRecibo(actual: Recibo): Promise<void> {
  const { db, uid } = sesionActual();
  if (actual.compartido) throw new ReciboNoEliminable();
  const previo = await reciboNumerado(actual.numero - 1);
  await runTransaction(db, async (tx) => {
    const contador = contadorDe(await tx.get(contadorRef(db, uid)));
    if (!esEliminable(actual, contador && { ...contador, previo })) throw new ReciboNoEliminable();
    tx.set(contadorRef(db, uid), numeroDevuelto(actual.numero, previo ?? ''));
    tx.delete(doc(recibosRef(db, uid), actual.id));
    tx.delete(edicionRef(db, uid, actual.id));
  });
}

/**
 * Shares the receipt under a fresh unguessable token, derived from a random seed and its owner:
 * its registry entry (kept forever, so the token is never reused), the payer's copy and the
 * receipt's pointer, in one transaction. A
 * previous link of the receipt is ended in the same commit: one live link per receipt.
 */
export async function compartirRecibo(actual: Recibo, dias: number | null): Promise<Compartido> {
  const { db, uid, email, emailVerificado } = sesionActual();
  const { token, semilla } = await nuevoEnlace(uid);
  const expiresAt = caducidad(dias);
  await runTransaction(db, async (tx) => {
    const anterior = actual.compartido?.token;
    const estado = anterior ? await leerEstadoEnlace(tx, db, anterior) : null;
    terminarEnlace(tx, db, uid, actual, estado);
    const ahora = serverTimestamp();
    tx.set(registroRef(db, token), registroNuevo({ uid, email, emailVerificado }, actual, semilla, ahora, expiresAt));
    tx.set(publicoRef(db, token), copiaNueva(actual, ahora, expiresAt));
    tx.update(doc(recibosRef(db, uid), actual.id), {
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
  const { db, uid } = sesionActual();
  await runTransaction(db, async (tx) => {
    revocarEnRegistro(tx, db, uid, actual, await leerEstadoEnlace(tx, db, token));
    tx.update(doc(recibosRef(db, uid), actual.id), { ...COMPARTIDO_REVOCADO, updatedAt: serverTimestamp() });
  });
}

export interface FiltrosRecibos {
  texto?: string;
  etiqueta?: string;
  estado?: EstadoRecibo;
  desde?: string;
  hasta?: string;
}

function restricciones(f: FiltrosRecibos): {
  servidor: QueryConstraint[];
  porRango: boolean;
  /** A search for one receipt number: at most one receipt, every other filter checked here. */
  porNumero: boolean;
  local: (r: Recibo) => boolean;
} {
  const buscado = f.texto ? numeroBuscado(f.texto) : null;
  if (buscado) {
    return {
      // Equality on one field: no composite index, whatever else is filtered.
      servidor: [where('numero', '==', buscado.numero)],
      porRango: false,
      porNumero: true,
      local: (r) =>
        (!buscado.anio || r.fecha.startsWith(`${buscado.anio}-`)) &&
        (!f.estado || r.estado === f.estado) &&
        (!f.etiqueta || r.etiquetas.includes(f.etiqueta)) &&
        (!f.desde || r.fecha >= f.desde) &&
        (!f.hasta || r.fecha <= f.hasta),
    };
  }
  const servidor: QueryConstraint[] = [];
  const termino = f.texto ? terminoConsulta(f.texto) : null;
  if (f.estado) servidor.push(where('estado', '==', f.estado));
  // Firestore allows one array-contains per query: search wins, the label is checked here.
  if (termino) servidor.push(where('busqueda', 'array-contains', termino));
  else if (f.etiqueta) servidor.push(where('etiquetas', 'array-contains', f.etiqueta));
  if (f.desde) servidor.push(where('fecha', '>=', f.desde));
  if (f.hasta) servidor.push(where('fecha', '<=', f.hasta));
  const etiquetaLocal = termino && f.etiqueta ? f.etiqueta : null;
  return {
    servidor,
    porRango: Boolean(f.desde || f.hasta),
    porNumero: false,
    local: (r) => !etiquetaLocal || r.etiquetas.includes(etiquetaLocal),
  };
}

export interface PaginaRecibos {
  recibos: Recibo[];
  cursor: DocumentSnapshot | null;
}

/** One page, newest first, continuing after `cursor`. Never reads the whole collection. */
export async function listarRecibos(filtros: FiltrosRecibos, cursor: DocumentSnapshot | null): Promise<PaginaRecibos> {
  const { db, uid } = sesionActual();
  const { servidor, porRango, porNumero, local } = restricciones(filtros);
  const orden = porNumero
    ? []
    : porRango
      ? [orderBy('fecha', 'desc'), orderBy('numero', 'desc')]
      : [orderBy('numero', 'desc')];
  const snapshot = await getDocs(
    query(recibosRef(db, uid), ...servidor, ...orden, ...(cursor ? [startAfter(cursor)] : []), limit(TAM_PAGINA)),
  );
  return {
    recibos: snapshot.docs.map(reciboDeDoc).filter(local),
    cursor: snapshot.size === TAM_PAGINA ? (snapshot.docs[snapshot.size - 1] ?? null) : null,
  };
}

/** Every receipt of the filtered set, page by page (for the CSV export the user asked for). */
export async function todosLosRecibos(filtros: FiltrosRecibos): Promise<Recibo[]> {
  const todos: Recibo[] = [];
  let cursor: DocumentSnapshot | null = null;
  do {
    const pagina: PaginaRecibos = await listarRecibos(filtros, cursor);
    todos.push(...pagina.recibos);
    cursor = pagina.cursor;
  } while (cursor);
  return todos;
}

export interface ImporteEnMoneda {
  moneda: Moneda;
  /** Cents of the issued (not void) receipts in this currency. */
  centimos: number;
}

export interface Totales {
  recibos: number;
  /** One amount per currency present among the issued receipts of the set, in MONEDAS order. */
  importes: ImporteEnMoneda[];
}

/**
 * Count and amounts of the filtered set, computed by Firestore (aggregations), not by reading it.
 * Amounts in different currencies cannot be added: Firestore has no "group by", so there is one
 * aggregation per currency (all in parallel, each with the same indexes as the others).
 */
export async function totalesRecibos(filtros: FiltrosRecibos): Promise<Totales> {
  // One receipt at most: its own figures, with no aggregation (and no index) per filter.
  if (restricciones(filtros).porNumero) return totalesDe((await listarRecibos(filtros, null)).recibos);
  const { db, uid } = sesionActual();
  const { servidor } = restricciones({ ...filtros, etiqueta: filtros.texto ? undefined : filtros.etiqueta });
  const emitidos = filtros.estado ? [] : [where('estado', '==', 'emitido')];
  const [cuantos, ...porMoneda] = await Promise.all([
    getAggregate(query(recibosRef(db, uid), ...servidor), { recibos: count() }),
    ...(filtros.estado === 'anulado'
      ? []
      : MONEDAS.map((moneda) =>
          getAggregate(query(recibosRef(db, uid), ...servidor, where('moneda', '==', moneda), ...emitidos), {
            recibos: count(),
            importe: sum('total'),
          }),
        )),
  ]);
  const importes = porMoneda.flatMap((suma, i) => {
    const { recibos, importe } = suma.data();
    const moneda = MONEDAS[i];
    return moneda && recibos > 0 ? [{ moneda, centimos: importe }] : [];
  });
  return { recibos: cuantos.data().recibos, importes };
}

/** Count and amounts per currency of receipts already read. */
function totalesDe(recibos: Recibo[]): Totales {
  const importes = MONEDAS.flatMap((moneda) => {
    const emitidos = recibos.filter((r) => r.moneda === moneda && r.estado === 'emitido');
    return emitidos.length > 0 ? [{ moneda, centimos: emitidos.reduce((suma, r) => suma + r.total, 0) }] : [];
  });
  return { recibos: recibos.length, importes };
}

/** The filters of one calendar month (both days included): Inicio's "this month". */
export function filtrosDelMes(ahora = new Date()): Pick<FiltrosRecibos, 'desde' | 'hasta'> {
  const anio = ahora.getFullYear();
  const mes = String(ahora.getMonth() + 1).padStart(2, '0');
  // Day 0 of the next month is the last day of this one.
  const ultimo = new Date(anio, ahora.getMonth() + 1, 0).getDate();
  return { desde: `${anio}-${mes}-01`, hasta: `${anio}-${mes}-${String(ultimo).padStart(2, '0')}` };
}

export async function ultimosRecibos(n = 5): Promise<Recibo[]> {
  const { db, uid } = sesionActual();
  const snapshot = await getDocs(query(recibosRef(db, uid), orderBy('numero', 'desc'), limit(n)));
  return snapshot.docs.map(reciboDeDoc);
}
