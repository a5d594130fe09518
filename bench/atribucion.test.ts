import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { codigoPorPaquete, paqueteDe } from './atribucion.mjs';

describe('bytes per package from source maps', () => {
  it('names npm packages, workspace folders, the app’s own files and the bundler', () => {
    expect(
      paqueteDe(
        '../../node_modules/.pnpm/lucide-react@1.75.0_react@19/node_modules/lucide-react/dist/esm/Icon.mjs',
        'shell',
      ),
    ).toBe('lucide-react');
    expect(
      paqueteDe('webpack://node_modules/.pnpm/@firebase+auth@1.13.6/node_modules/@firebase/auth/dist/index.js', 'x'),
    ).toBe('@firebase/auth');
    expect(paqueteDe('../../../shared-firebase/src/ui/Marca.tsx', 'mf-recibos')).toBe('shared-firebase');
    expect(paqueteDe('../../../../src/acceso/pages/AccesoPage.tsx', 'mf-auth')).toBe('mf-auth');
    expect(paqueteDe('webpack://webpack/runtime/load_script', 'shell')).toBe('(runtime del bundler)');
  });

  it('splits generated code by the source of each mapped span, the rest unmapped', () => {
    const codigo = 'var a=1;ICONO();\nglue();B()';
    const mapa = new SourceMapGenerator({ file: 'x.js' });
    const mapear = (line: number, column: number, source: string) =>
      mapa.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
    mapear(1, 0, '../src/app.ts');
    mapear(1, 8, 'node_modules/lucide-react/dist/esm/icons/plus.mjs');
    mapear(2, 6, 'node_modules/react/index.js');
    const partes = codigoPorPaquete(codigo, JSON.parse(mapa.toString()), 'shell') as Map<string, string>;
    expect(Object.fromEntries(partes)).toEqual({
      shell: 'var a=1;',
      'lucide-react': 'ICONO();',
      '(sin mapa)': 'glue()',
      react: ';B()',
    });
  });
});
