// The series of a user's receipts, one per calendar year of the receipt's date (firestore.rules,
// "The number never changes…" to the counters' block): users/{uid}/contadores/recibos-{año} holds
// that year's last number and the receipt that took it. It moves up by one only with that
// receipt's creation, down by one only with its deletion (the number given back); account
// deletion closes every series for good (users/{uid}/contadores/cierre). These build its writes.

import type { Autor } from './libro';

/** The year of a receipt's date, which names its series: '2026' of '2026-11-30'. */
export const anioDeLaSerie = (fecha: string) => fecha.slice(0, 4);

/** A year's counter is named this and the year (firestore.rules take the same, generated). */
export const PREFIJO_DE_LA_SERIE = 'recibos-';
/** The counter of year `anio`'s series: users/{uid}/contadores/recibos-{anio}. */
export const rutaDelContador = (uid: string, anio: string) =>
  ['users', uid, 'contadores', `${PREFIJO_DE_LA_SERIE}${anio}`] as const;

/** The mark that closes every series of the account (account deletion leaves it). */
export const rutaDelCierre = (uid: string) => ['users', uid, 'contadores', 'cierre'] as const;

/**
 * The one counter of the account from before the series were per year ({ recibos, ultimo,
 * cerrado? } across every year): scripts/migrar-series.ts turns it into the per-year counters and
 * the mark. Nothing else reads or writes it.
 */
export const rutaDelContadorUnico = (uid: string) => ['users', uid, 'contadores', 'recibos'] as const;

/** A year's counter as stored. */
export interface ContadorGuardado {
  recibos: number;
  ultimo: string;
}

/** The counter once receipt `reciboId` takes number `numero` (the last plus one). */
export const numeroTomado = (numero: number, reciboId: string): ContadorGuardado => ({
  recibos: numero,
  ultimo: reciboId,
});

/**
 * The counter once the last receipt, number `numero`, is deleted: it names `previo`, the receipt
 * of the same year holding the number before ('' when the deleted one was the first).
 */
export const numeroDevuelto = (numero: number, previo: string): ContadorGuardado => ({
  recibos: numero - 1,
  ultimo: previo,
});

/** The mark that closes the series, written once (the rules never let it change or go). */
export const CIERRE_DE_LA_SERIE = { cerrado: true } as const;

/** A receipt as the series sees it. */
export interface ReciboDeLaSerie {
  id: string;
  numero: number;
  fecha: string;
}

/**
 * The per-year counters that continue the receipts there are: each year's highest number and the
 * receipt holding it. Years with no receipt get none (their first receipt is number 1).
 */
export function contadoresPorAnio(recibos: Iterable<ReciboDeLaSerie>): Map<string, ContadorGuardado> {
  const contadores = new Map<string, ContadorGuardado>();
  for (const { id, numero, fecha } of recibos) {
    const anio = anioDeLaSerie(fecha);
    const actual = contadores.get(anio);
    if (!actual || numero > actual.recibos) contadores.set(anio, numeroTomado(numero, id));
  }
  return contadores;
}

/** The collection of the receipts' edit records. */
export const COLECCION_EDICIONES = 'ediciones';

/**
 * A receipt's edit record, users/{uid}/ediciones/{reciboId}, written with every change of its
 * content: its rules check the receipt's lines and total (docs/decisiones/015). `ahora` is the
 * commit's server timestamp.
 */
export const rutaDeLaEdicion = (uid: string, reciboId: string) =>
  ['users', uid, COLECCION_EDICIONES, reciboId] as const;
export const edicion = <Ahora>(ahora: Ahora) => ({ editadoEn: ahora });

/**
 * A receipt as issued with number `numero` (the one its counter moves to in the same commit):
 * issued, never shared, stamped `ahora` (the commit's server time), with its verification code
 * (`codigoNuevo`, ./verificacion.ts: its document goes in the same commit). Every issuer writes
 * this: the form, a correction and a recurring plan's function.
 */
export const reciboEmitido = <Campos extends object, Ahora>(
  campos: Campos,
  numero: number,
  ahora: Ahora,
  verificacion: string,
  /** Who issued it, when not the book's owner (./libro.ts, `autorEnElLibro`). */
  emitidoPor?: Autor,
) => ({
  ...campos,
  numero,
  verificacion,
  ...(emitidoPor ? { emitidoPor } : {}),
  estado: 'emitido' as const,
  compartido: null,
  createdAt: ahora,
  updatedAt: ahora,
});
