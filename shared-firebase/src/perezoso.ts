/**
 * A value made on its first use. Creating Intl's first objects loads ICU's data: 20–30 ms each on
 * this machine, four times that on a phone, and a module's top level runs on every page that loads
 * it, whether it formats anything or not (`pnpm bench` prints the start-up's pieces).
 */
export function perezoso<T>(crear: () => T): () => T {
  let valor: T | undefined;
  return () => {
    valor ??= crear();
    return valor;
  };
}
