// The coverage check reads the emulator's reports in an order that lets it stop early; the order
// changes only its time, and it must name test files that exist (a stale name would silently
// move a report back among the light ones).
import { describe, expect, it } from 'vitest';
import { enOrdenDeLectura, PRIMERO, ULTIMO } from './cobertura-reglas.mjs';
import { proyectosDePrueba } from './lib/proyectos-de-prueba.mjs';

const proyectos: string[] = proyectosDePrueba(new URL('..', import.meta.url).pathname);

describe('the order the rules coverage reports are read in', () => {
  it('names emulator test projects that exist, each once', () => {
    for (const sufijo of [...PRIMERO, ...ULTIMO]) {
      expect(
        proyectos.filter((p) => p.endsWith(sufijo)),
        sufijo,
      ).toHaveLength(1);
    }
  });

  it('reads the listed first ones first, the heavy ones last, and every project once', () => {
    const orden = enOrdenDeLectura(proyectos);
    expect([...orden].sort()).toEqual([...proyectos].sort());
    expect(orden.slice(0, PRIMERO.length).map((p) => PRIMERO.find((s) => p.endsWith(s)))).toEqual(PRIMERO);
    expect(orden.slice(-ULTIMO.length).map((p) => ULTIMO.find((s) => p.endsWith(s)))).toEqual(ULTIMO);
  });
});
