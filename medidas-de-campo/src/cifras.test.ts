import { describe, expect, it } from 'vitest';
import type { Medidas } from './agregado';
import { calificar, cifrasDe, desdeElDia, motivosContraElCanario } from './cifras';
import { VISTAS_MINIMAS } from './constantes';
import { aUnidades, cubeta } from './histograma';

/** A day's document: `vistas` views, `errores` errors, every load with the same LCP and INP. */
function dia(vistas: number, errores: number, lcp: number, inp: number): Medidas {
  return {
    dia: '2026-11-29',
    ruta: '/etiquetas',
    remoto: 'mf_etiquetas',
    version: '0123456789ab',
    canario: false,
    vistas,
    errores,
    dispositivos: {},
    conexiones: {},
    metricas: {
      LCP: { [cubeta(aUnidades('LCP', lcp))]: vistas },
      INP: { [cubeta(aUnidades('INP', inp))]: vistas },
    },
  };
}

describe("a version's figures", () => {
  it('adds days: views, errors per 1,000 views, the p75 of the histograms together', () => {
    const cifras = cifrasDe([dia(300, 3, 1000, 100), dia(100, 1, 4000, 100)]);
    expect(cifras).toMatchObject({ vistas: 400, errores: 4, erroresPorMil: 10 });
    expect(cifras.p75.LCP).toBeGreaterThan(900);
    expect(cifras.p75.LCP).toBeLessThan(1100);
    expect(cifras.p75.CLS).toBeNull();
    expect(cifrasDe([]).erroresPorMil).toBeNull();
  });

  it("rates against Google's thresholds", () => {
    expect([calificar('INP', 200), calificar('INP', 201), calificar('INP', 501), calificar('CLS', null)]).toEqual([
      'bueno',
      'mejorable',
      'malo',
      null,
    ]);
  });

  it('counts the days back from today', () => {
    expect(desdeElDia(new Date('2026-03-01T10:00:00Z'), 7)).toBe('2026-02-23');
    expect(desdeElDia(new Date('2026-03-01T10:00:00Z'), 1)).toBe('2026-03-01');
  });
});

describe("the canary's judgement", () => {
  const estable = cifrasDe([dia(1000, 1, 2000, 150)]);

  it('passes a canary as good as the stable version', () => {
    expect(motivosContraElCanario(cifrasDe([dia(VISTAS_MINIMAS, 0, 2000, 150)]), estable)).toEqual([]);
  });

  it('refuses a canary seen too little', () => {
    expect(motivosContraElCanario(cifrasDe([dia(VISTAS_MINIMAS - 1, 0, 2000, 150)]), estable)).toEqual([
      `el canario tiene ${VISTAS_MINIMAS - 1} vistas de página en 7 días; hacen falta al menos ${VISTAS_MINIMAS}`,
    ]);
  });

  it('refuses more errors than the margin allows, and a slower p75 INP or LCP', () => {
    const motivos = motivosContraElCanario(cifrasDe([dia(1000, 10, 3000, 300)]), estable);
    expect(motivos).toHaveLength(3);
    expect(motivos[0]).toMatch(/^el canario da 10 por mil vistas con error; la versión estable, 1 por mil/);
    expect(motivos[1]).toMatch(/^su p75 de INP es/);
    expect(motivos[2]).toMatch(/^su p75 de LCP es/);
  });
});
