// The reads of many receipts: a filtered list by pages, every receipt of it (the CSV), totals and
// the latest ones. Each query needs no composite index (scripts/indices.mjs checks them).

import {
  count,
  type DocumentSnapshot,
  getAggregate,
  getDocs,
  limit,
  orderBy,
  type QueryConstraint,
  query,
  sesionActual,
  startAfter,
  sum,
  where,
} from 'shared-firebase/firestore';
import { numeroBuscado, terminoConsulta } from '../busqueda';
import { type EstadoRecibo, MONEDAS, type Moneda, type Recibo } from '../types';
import { reciboDeDoc, recibosRef } from './documento';

export const TAM_PAGINA = 20;
/**
 * Pages of a full read (the CSV, the year's summary): 2,000 receipts in 4 requests, not 100; a
 * page of the largest receipts is still a few megabytes.
 */
export const TAM_LECTURA_COMPLETA = 500;

export interface FiltrosRecibos {
  texto?: string;
  etiqueta?: string;
  estado?: EstadoRecibo;
  desde?: string;
  hasta?: string;
}

/** The lists' order (indexed with every filter: firestore.indexes.json). */
const NUEVOS_PRIMERO = [orderBy('fecha', 'desc'), orderBy('numero', 'desc')];

function restricciones(f: FiltrosRecibos): {
  servidor: QueryConstraint[];
  /** A search for one receipt number: at most one receipt, every other filter checked here. */
  porNumero: boolean;
  local: (r: Recibo) => boolean;
} {
  const buscado = f.texto ? numeroBuscado(f.texto) : null;
  if (buscado) {
    return {
      // Equality on one field: no composite index, whatever else is filtered.
      servidor: [where('numero', '==', buscado.numero)],
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
    porNumero: false,
    local: (r) => !etiquetaLocal || r.etiquetas.includes(etiquetaLocal),
  };
}

export interface PaginaRecibos {
  recibos: Recibo[];
  cursor: DocumentSnapshot | null;
}

/** One page, newest first, continuing after `cursor`. Never reads the whole collection. */
export async function listarRecibos(
  filtros: FiltrosRecibos,
  cursor: DocumentSnapshot | null,
  tam = TAM_PAGINA,
): Promise<PaginaRecibos> {
  const { db, libro } = sesionActual();
  const { servidor, porNumero, local } = restricciones(filtros);
  // Newest date first, and by number within a day: numbers run per year (a receipt of 2027 may
  // be number 1 after one of 2026 numbered 50), so they alone no longer order the list.
  const orden = porNumero ? [] : NUEVOS_PRIMERO;
  const snapshot = await getDocs(
    query(recibosRef(db, libro), ...servidor, ...orden, ...(cursor ? [startAfter(cursor)] : []), limit(tam)),
  );
  return {
    recibos: snapshot.docs.map(reciboDeDoc).filter(local),
    cursor: snapshot.size === tam ? (snapshot.docs[snapshot.size - 1] ?? null) : null,
  };
}

/**
 * Every receipt of the filtered set, in the list's order and with its filters, page by page (the
 * CSV export, the year's summary): one read per receipt.
 */
export async function todosLosRecibos(filtros: FiltrosRecibos): Promise<Recibo[]> {
  const todos: Recibo[] = [];
  let cursor: DocumentSnapshot | null = null;
  do {
    const pagina: PaginaRecibos = await listarRecibos(filtros, cursor, TAM_LECTURA_COMPLETA);
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
  const { db, libro } = sesionActual();
  const { servidor } = restricciones({ ...filtros, etiqueta: filtros.texto ? undefined : filtros.etiqueta });
  const emitidos = filtros.estado ? [] : [where('estado', '==', 'emitido')];
  const [cuantos, ...porMoneda] = await Promise.all([
    getAggregate(query(recibosRef(db, libro), ...servidor), { recibos: count() }),
    ...(filtros.estado === 'anulado'
      ? []
      : MONEDAS.map((moneda) =>
          getAggregate(query(recibosRef(db, libro), ...servidor, where('moneda', '==', moneda), ...emitidos), {
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
  const { db, libro } = sesionActual();
  const snapshot = await getDocs(query(recibosRef(db, libro), ...NUEVOS_PRIMERO, limit(n)));
  return snapshot.docs.map(reciboDeDoc);
}
