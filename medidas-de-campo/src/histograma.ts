import type { Metrica } from './constantes';

// Each sample is not stored: a metric is a count per bucket, and a percentile is read from the
// counts. Buckets grow by 10 % (bucket 0 is [0, 1)), so a p75 is within 10 % of the samples' own;
// 130 buckets reach 218 s (CLS is counted in thousandths, so it reaches 218).
const RAZON = 1.1;
export const CUBETAS = 130;

/** Histograms count in whole units: milliseconds, and thousandths of CLS. */
export const aUnidades = (metrica: Metrica, valor: number) => (metrica === 'CLS' ? valor * 1000 : valor);
export const deUnidades = (metrica: Metrica, unidades: number) => (metrica === 'CLS' ? unidades / 1000 : unidades);

/** The bucket a value falls in. */
export function cubeta(unidades: number): number {
  if (!(unidades >= 1)) return 0;
  return Math.min(CUBETAS - 1, 1 + Math.floor(Math.log(unidades) / Math.log(RAZON)));
}

/** A bucket's bounds in units: [desde, hasta). */
export function limites(i: number): [number, number] {
  return i === 0 ? [0, 1] : [RAZON ** (i - 1), RAZON ** i];
}

/** Counts per bucket, by the bucket's number written as text (as Firestore keeps a map's keys). */
export type Histograma = Record<string, number>;

export function sumar(a: Histograma, b: Histograma): Histograma {
  const suma = { ...a };
  for (const [i, n] of Object.entries(b)) suma[i] = (suma[i] ?? 0) + n;
  return suma;
}

export const total = (h: Histograma) => Object.values(h).reduce((s, n) => s + n, 0);

/**
 * The value below which `p` (0–1) of the samples fall, read from the counts: the bucket where
 * the share is reached, interpolated in it as if its samples were spread evenly. Null without samples.
 */
export function percentil(h: Histograma, p: number): number | null {
  const cuenta = total(h);
  if (cuenta === 0) return null;
  const objetivo = p * cuenta;
  let acumulado = 0;
  const cubetas = Object.keys(h)
    .map(Number)
    .sort((a, b) => a - b);
  for (const i of cubetas) {
    const n = h[String(i)] ?? 0;
    if (n > 0 && acumulado + n >= objetivo) {
      const [desde, hasta] = limites(i);
      return desde + (hasta - desde) * ((objetivo - acumulado) / n);
    }
    acumulado += n;
  }
  return limites(cubetas.at(-1) ?? 0)[1];
}

/** The 75th percentile of a metric, in its own unit (ms, or CLS). */
export function p75(metrica: Metrica, h: Histograma): number | null {
  const valor = percentil(h, 0.75);
  return valor === null ? null : deUnidades(metrica, valor);
}
