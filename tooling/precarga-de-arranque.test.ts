import { describe, expect, it } from 'vitest';
import { archivosDeArranque, type GrupoDeTrozos } from './precarga-de-arranque';

const consume = (nombre: string, ambito = 'default') =>
  `consume shared module (${ambito}) ${nombre}@^1.0.0 (strict) (fallback: x)`;
const provide = (nombre: string, ambito = 'default') =>
  `provide shared module (${ambito}) ${nombre}@1.0.0 = /repo/node_modules/${nombre}`;
const grupo = (
  origen: { modulo?: string; peticion?: string },
  trozos: { archivos: string[]; consumidos?: string[] }[],
): GrupoDeTrozos => ({
  origenes: [{ modulo: origen.modulo ?? null, peticion: origen.peticion ?? null }],
  trozos: trozos.map((t) => ({ archivos: t.archivos, consumidos: t.consumidos ?? [] })),
});

// A shell's chunk graph in miniature: its entry, the boundary, the shared copies it provides
// (react-dom consuming react), a consumer's fallback copy and a lazy page that start-up never needs.
const grafo: GrupoDeTrozos[] = [
  grupo({ peticion: './src/index.ts' }, [{ archivos: ['static/js/index.js'] }]),
  grupo({ modulo: 'swc-loader!/shell/src/index.ts', peticion: './bootstrap' }, [
    { archivos: [], consumidos: [consume('react')] },
    { archivos: ['static/css/async/boot.css', 'static/js/async/boot.js'], consumidos: [consume('react-dom')] },
  ]),
  grupo({ modulo: provide('react-dom') }, [
    { archivos: ['static/js/async/react-dom.js'], consumidos: [consume('react')] },
  ]),
  grupo({ modulo: provide('react') }, [{ archivos: ['static/js/async/react.js'] }]),
  grupo({ modulo: provide('@scope/ui') }, [{ archivos: ['static/js/async/ui.js'] }]),
  grupo({ modulo: consume('react-dom') }, [{ archivos: ['static/js/async/react-dom-respaldo.js'] }]),
  grupo({ modulo: 'swc-loader!/shell/src/app/App.tsx', peticion: './Pagina' }, [
    { archivos: ['static/js/async/pagina.js'], consumidos: [consume('@scope/ui')] },
  ]),
];

describe('archivosDeArranque', () => {
  it("names the boundary's chunks (CSS too) and the shell's copies of what they consume, transitively", () => {
    expect(archivosDeArranque(grafo).sort()).toEqual([
      'static/css/async/boot.css',
      'static/js/async/boot.js',
      'static/js/async/react-dom.js',
      'static/js/async/react.js',
    ]);
  });

  it('follows scoped package names', () => {
    const conAmbito = grafo.map((g) =>
      g.origenes[0]?.peticion === './bootstrap'
        ? { ...g, trozos: [...g.trozos, { archivos: [], consumidos: [consume('@scope/ui')] }] }
        : g,
    );
    expect(archivosDeArranque(conAmbito)).toContain('static/js/async/ui.js');
  });

  it("follows a share into its own scope, not another scope's copy", () => {
    const conOtroAmbito = grafo.map((g) =>
      g.origenes[0]?.peticion === './bootstrap'
        ? { ...g, trozos: [...g.trozos, { archivos: [], consumidos: [consume('sonner', 'avisos')] }] }
        : g,
    );
    const enDefault = grupo({ modulo: provide('sonner') }, [{ archivos: ['static/js/async/sonner-default.js'] }]);
    const enAvisos = grupo({ modulo: provide('sonner', 'avisos') }, [{ archivos: ['static/js/async/sonner.js'] }]);
    const archivos = archivosDeArranque([...conOtroAmbito, enDefault, enAvisos]);
    expect(archivos).toContain('static/js/async/sonner.js');
    expect(archivos).not.toContain('static/js/async/sonner-default.js');
  });

  it('names nothing without an async boundary', () => {
    expect(archivosDeArranque(grafo.filter((g) => g.origenes[0]?.peticion !== './bootstrap'))).toEqual([]);
  });
});
