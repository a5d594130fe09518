// The series of a user's receipts (firestore.rules, "The number never changes…" to
// cierreDeLaSerie): users/{uid}/contadores/recibos holds the last number and the receipt that took
// it. It moves up by one only with that receipt's creation, down by one only with its deletion
// (the number given back), and account deletion closes it for good. These build its writes.

/** The counter's path under the user's document: users/{uid}/contadores/recibos. */
export const rutaDelContador = (uid: string) => ['users', uid, 'contadores', 'recibos'] as const;

/** The counter as stored. */
export interface ContadorGuardado {
  recibos: number;
  ultimo: string;
  cerrado?: true;
}

/** The counter once receipt `reciboId` takes number `numero` (the last plus one). */
export const numeroTomado = (numero: number, reciboId: string): ContadorGuardado => ({
  recibos: numero,
  ultimo: reciboId,
});

/**
 * The counter once the last receipt, number `numero`, is deleted: it names `previo`, the receipt
 * holding the number before ('' when the deleted one was the first).
 */
export const numeroDevuelto = (numero: number, previo: string): ContadorGuardado => ({
  recibos: numero - 1,
  ultimo: previo,
});

/** The one change that closes the series (only `cerrado`: the rules keep the number as it is). */
export const CIERRE_DE_LA_SERIE = { cerrado: true } as const;

/**
 * A receipt's edit record, users/{uid}/ediciones/{reciboId}, written with every change of its
 * content: its rules check the receipt's lines and total (docs/decisiones/015). `ahora` is the
 * commit's server timestamp.
 */
export const rutaDeLaEdicion = (uid: string, reciboId: string) => ['users', uid, 'ediciones', reciboId] as const;
export const edicion = <Ahora>(ahora: Ahora) => ({ editadoEn: ahora });
