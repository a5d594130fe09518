/**
 * A value made on its first use. Creating the first of Intl's objects of each kind loads ICU's
 * data (in Node on the development machine, 20–26 ms for a NumberFormat or a Segmenter; with the
 * CPU slowed 4×, Lighthouse's phone, it was 115–180 ms of start-up), and a module's top level runs
 * on every page that loads it, whether it formats anything or not (`pnpm bench` prints the
 * start-up's pieces).
 */
export function perezoso<T>(crear: () => T): () => T {
  let valor: T | undefined;
  return () => {
    valor ??= crear();
    return valor;
  };
}
