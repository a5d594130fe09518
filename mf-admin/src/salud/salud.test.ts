import type { Medidas } from 'medidas-de-campo';
import { describe, expect, it } from 'vitest';
import { comparaciones, filasPorRuta } from './salud';

const doc = (ruta: string, version: string, canario: boolean, vistas: number, errores = 0): Medidas => ({
  dia: '2026-11-29',
  ruta,
  remoto: 'mf_etiquetas',
  version,
  canario,
  vistas,
  errores,
  dispositivos: {},
  conexiones: {},
  metricas: {},
});

const VIEJA = 'aaaaaaaaaaaa';
const ESTABLE = 'bbbbbbbbbbbb';
const CANARIO = 'cccccccccccc';
const medidas = [
  doc('/etiquetas', VIEJA, false, 500),
  doc('/etiquetas', ESTABLE, false, 90),
  doc('/', ESTABLE, false, 10, 1),
  doc('/etiquetas', CANARIO, true, 20, 2),
];

describe('«Salud»', () => {
  it('puts a canary beside the stable version the configuration names, all routes together', () => {
    expect(comparaciones(medidas, { mf_etiquetas: ESTABLE })).toEqual([
      {
        remoto: 'mf_etiquetas',
        canario: { version: CANARIO, cifras: expect.objectContaining({ vistas: 20, erroresPorMil: 100 }) },
        estable: { version: ESTABLE, cifras: expect.objectContaining({ vistas: 100, erroresPorMil: 10 }) },
      },
    ]);
  });

  it('without a configuration, beside the stable version seen most', () => {
    expect(comparaciones(medidas)[0]?.estable?.version).toBe(VIEJA);
    expect(comparaciones(medidas.filter((m) => !m.canario))).toEqual([]);
  });

  it('has a row per route and version, by route, stable before canary', () => {
    expect(filasPorRuta(medidas).map((f) => [f.ruta, f.version, f.cifras.vistas])).toEqual([
      ['/', ESTABLE, 10],
      ['/etiquetas', VIEJA, 500],
      ['/etiquetas', ESTABLE, 90],
      ['/etiquetas', CANARIO, 20],
    ]);
  });
});
