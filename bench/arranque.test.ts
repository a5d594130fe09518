import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { piezaDe, tiempoPorPieza } from './arranque.mjs';

describe('the start-up by piece', () => {
  it('makes one piece of the federation runtime, React and Firebase’s core', () => {
    expect(piezaDe('@module-federation/runtime-core')).toBe('federación (runtime MF)');
    expect(piezaDe('@module-federation/sdk')).toBe('federación (runtime MF)');
    expect(piezaDe('react-dom')).toBe('React');
    expect(piezaDe('scheduler')).toBe('React');
    expect(piezaDe('@firebase/util')).toBe('Firebase (app)');
    expect(piezaDe('@firebase/auth')).toBe('Firebase Auth');
    expect(piezaDe('@firebase/webchannel-wrapper')).toBe('Firestore');
    expect(piezaDe('react-router')).toBe('react-router');
    expect(piezaDe('mf-recibos')).toBe('mf-recibos');
  });

  it('gives each sample’s time to the package its function is defined in, idle left out', () => {
    // One built file, one line: a module factory's wrapper (unmapped) and then the module's code.
    const dir = mkdtempSync(path.join(tmpdir(), 'arranque-'));
    const archivo = path.join(dir, 'index.js');
    writeFileSync(archivo, 'x={1:function(){REACT()},2:function(){APP()}}');
    const mapa = new SourceMapGenerator({ file: 'index.js' });
    const mapear = (column: number, source: string) =>
      mapa.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
    mapear(16, 'node_modules/react-dom/index.js');
    mapear(38, '../src/App.tsx');
    writeFileSync(`${archivo}.map`, mapa.toString());
    const url = 'http://127.0.0.1:7000/static/js/index.js';
    const dist = (u: string) => (u === url ? { archivo, app: 'shell' } : null);
    const funcion = (id: number, functionName: string, columnNumber: number, enUrl = url) => ({
      id,
      callFrame: { functionName, url: enUrl, lineNumber: 0, columnNumber },
    });
    const perfil = {
      startTime: 0,
      nodes: [
        funcion(1, '(root)', 0, ''),
        funcion(2, '(idle)', 0, ''),
        funcion(3, '(program)', 0, ''),
        funcion(4, '(garbage collector)', 0, ''),
        // Each factory starts at its wrapper, before its first mapping.
        funcion(5, '', 5),
        funcion(6, '', 27),
        funcion(7, 'g', 0, 'http://127.0.0.1:7001/static/js/sin-build.js'),
        funcion(8, 'JSON.parse', 0, ''),
        // After the line's last mapping: the nearest one before it.
        funcion(9, 'h', 44),
      ],
      // A sample lasts until the next one (µs since the previous).
      samples: [2, 5, 5, 6, 3, 4, 7, 8, 9, 5, 2],
      timeDeltas: [0, 9000, 1000, 2000, 3000, 4000, 5000, 6000, 1000, 2000, 7000],
    };
    const hastaElContenido = {
      React: 3,
      shell: 5,
      '(fuera de JS)': 4,
      '(recolector de basura)': 5,
      '(sin mapa) /static/js/sin-build.js': 6,
      '(JS sin archivo)': 1,
    };
    // The sample at 33 ms is after the content (32 ms): left out.
    expect(tiempoPorPieza(perfil, dist, 32_000).porPieza).toEqual(hastaElContenido);
    expect(tiempoPorPieza(perfil, dist).porPieza).toEqual({ ...hastaElContenido, React: 10 });
  });
});
