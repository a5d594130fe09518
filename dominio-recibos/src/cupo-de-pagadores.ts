// How many payers an account has (firestore.rules, "Payers"): users/{uid}/contadores/pagadores
// holds the count, and every commit that creates or deletes payers moves it, listing the payers
// it moved for. The rules hold it to MAX_PAGADORES, which they cannot do by counting: the list
// reads the first MAX_PAGADORES by name, and one more would silently drop out of it.
// - Creating k payers: { pagadores: +k, lote: [their k ids] }; each payer created must be in
//   `lote`, so a commit cannot create more payers than it counts.
// - Deleting one: { pagadores: -1, lote: [its id] }, in the commit that deletes it.
// Account deletion closes the receipts' series first (./serie.ts): after that, payers go
// without it, and the counter stays, like the series' counters.
// These build the counter's writes, with the increment of the caller's SDK (the browser's or
// the Admin SDK's), so that two tabs or an import never lose a count.

/** An account's payers (the list reads them all, and the rules refuse one more). */
export const MAX_PAGADORES = 2000;
/** Payers per commit on import: with the counter, within Firestore's 500 writes. */
export const PAGADORES_POR_COMMIT = 400;

/** The counter: users/{uid}/contadores/pagadores. */
export const rutaDelCupo = (uid: string) => ['users', uid, 'contadores', 'pagadores'] as const;

/** The counter's write (set with merge: it may not exist yet), with the caller's increment. */
export interface MovimientoDelCupo<Incremento> {
  pagadores: Incremento;
  lote: string[];
}

/** The counter's move for the payers `ids` created in the same commit. */
export function altaDePagadores<I>(ids: readonly string[], incrementar: (n: number) => I): MovimientoDelCupo<I> {
  if (ids.length < 1 || ids.length > PAGADORES_POR_COMMIT)
    throw new RangeError(`De 1 a ${PAGADORES_POR_COMMIT} pagadores por commit, no ${ids.length}`);
  return { pagadores: incrementar(ids.length), lote: [...ids] };
}

/** The counter's move for the payer `id` deleted in the same commit. */
export const bajaDePagador = <I>(id: string, incrementar: (n: number) => I): MovimientoDelCupo<I> => ({
  pagadores: incrementar(-1),
  lote: [id],
});

/** The counter as a migration writes it for an account's existing payers (no commit's list). */
export const cupoContado = (pagadores: number) => ({ pagadores, lote: [] as string[] });
