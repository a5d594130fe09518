// The deploy check's static comparisons (scripts/lib/compatibilidad.mjs); e2e/puerta-de-despliegue
// runs the whole check against real builds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contratoIncompatible, type Manifiesto, modulosQueFaltan, rangosIncompatibles } from './compatibilidad.mjs';

const shell = {
  name: 'shell',
  shared: [
    { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
    { name: 'swr', version: '2.5.1', singleton: true, requiredVersion: '^2.5.1' },
  ],
};
const remoto = (shared: NonNullable<Manifiesto['shared']>, exposes: string[] = []) => ({
  name: 'mf_etiquetas',
  shared,
  exposes: exposes.map((name) => ({ name })),
});

describe('rangosIncompatibles', () => {
  it('names a singleton whose range the shell’s version does not satisfy', () => {
    const candidato = remoto([
      { name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.3.1' },
      { name: 'swr', version: '2.5.1', singleton: true, requiredVersion: '^2.4.0' },
    ]);
    expect(rangosIncompatibles(candidato, shell)).toEqual([
      'Biblioteca compartida incompatible: react — mf_etiquetas pide ^18.3.1 y el shell desplegado ofrece 19.3.1.',
    ]);
  });

  it('accepts satisfied ranges, and leaves alone what is no singleton or the shell does not provide', () => {
    const candidato = remoto([
      { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
      { name: 'swr/infinite', requiredVersion: '^3.0.0' },
      { name: 'date-fns', singleton: true, requiredVersion: '^4.0.0' },
    ]);
    expect(rangosIncompatibles(candidato, shell)).toEqual([]);
  });
});

describe('modulosQueFaltan', () => {
  it('names every exposed module the deployed version had and the candidate lacks', () => {
    const desplegado = remoto([], ['EtiquetasPage', 'Etiquetas']);
    expect(modulosQueFaltan(remoto([], ['EtiquetasPage', 'KitEtiquetas']), desplegado)).toEqual([
      'Módulo expuesto que falta: ./Etiquetas (lo expone la versión desplegada de mf_etiquetas, y quien la usa lo carga).',
    ]);
    expect(modulosQueFaltan(remoto([], ['EtiquetasPage', 'Etiquetas', 'Nuevo']), desplegado)).toEqual([]);
  });
});

describe('contratoIncompatible', () => {
  const actual = readFileSync(path.join(__dirname, '..', '..', 'mf-etiquetas', 'contrato.ts'), 'utf8');

  it('accepts the same contract and one that only adds', () => {
    expect(contratoIncompatible('mf-etiquetas', actual, actual)).toEqual([]);
    const ampliado = actual.replace('legend?: string }>', 'legend?: string; maximo?: number }>');
    expect(ampliado).not.toBe(actual);
    expect(contratoIncompatible('mf-etiquetas', ampliado, actual)).toEqual([]);
  }, 30_000);

  it('refuses one a consumer of the deployed contract could not use, saying where', () => {
    const roto = actual.replace('legend?: string }>', 'legend?: string; maximo: number }>');
    const [motivo] = contratoIncompatible('mf-etiquetas', roto, actual);
    expect(motivo).toMatch(
      /^Contrato incompatible \(mf-etiquetas\/contrato\.ts frente al desplegado\) en Etiquetas\.EtiquetaPicker: Property 'maximo' is missing/,
    );
  }, 30_000);
});
