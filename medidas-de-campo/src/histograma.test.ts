import { describe, expect, it } from 'vitest';
import { aUnidades, cubeta, type Histograma, limites, p75, percentil } from './histograma';

/** The histogram of some values, as the endpoint adds them one batch at a time. */
function histogramaDe(valores: number[], metrica: 'LCP' | 'CLS' = 'LCP'): Histograma {
  const h: Histograma = {};
  for (const v of valores) {
    const i = String(cubeta(aUnidades(metrica, v)));
    h[i] = (h[i] ?? 0) + 1;
  }
  return h;
}

/** The exact 75th percentile of a sample (nearest rank). */
const exacto = (valores: number[]) =>
  [...valores].sort((a, b) => a - b)[Math.ceil(0.75 * valores.length) - 1] as number;
/** The width of the bucket a value falls in. */
const ancho = (v: number) => {
  const [desde, hasta] = limites(cubeta(v));
  return hasta - desde;
};

describe('the p75 read from a histogram', () => {
  it('matches a known sample within the width of its bucket', () => {
    // 1,000 loads: LCP from a log-normal-ish spread between 400 ms and 9 s (a fixed sequence).
    const valores = Array.from({ length: 1000 }, (_, i) => 400 * Math.exp((3.1 * ((i * 7919) % 1000)) / 1000));
    const real = exacto(valores);
    const leido = p75('LCP', histogramaDe(valores)) as number;
    expect(Math.abs(leido - real)).toBeLessThanOrEqual(ancho(real));
  });

  it('matches small and skewed samples, and CLS in its own unit', () => {
    const pocos = [120, 130, 180, 950];
    expect(Math.abs((p75('LCP', histogramaDe(pocos)) as number) - exacto(pocos))).toBeLessThanOrEqual(ancho(180));
    const cls = [0, 0, 0.01, 0.02, 0.05, 0.3, 0.31, 0.32];
    const leido = p75('CLS', histogramaDe(cls, 'CLS')) as number;
    expect(Math.abs(leido - exacto(cls))).toBeLessThanOrEqual(ancho(aUnidades('CLS', exacto(cls))) / 1000);
  });

  it('is null without samples; a value beyond the last bucket counts in it', () => {
    expect(percentil({}, 0.75)).toBeNull();
    const enorme = histogramaDe([500_000]);
    expect(Object.keys(enorme)).toEqual(['129']);
    expect(p75('LCP', enorme)).toBeGreaterThan(100_000);
  });
});
