import { render } from '@testing-library/react';
import fc from 'fast-check';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { AuthContext } from 'shared-firebase';
import { largoVisible } from 'shared-firebase/texto';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { NOMBRE_MAX, validarEtiqueta } from './validacion';

vi.mock('./api/etiquetas', () => ({ listarEtiquetas: async () => [] }));
vi.mock('./api/colores', () => ({ listarColores: async () => [] }));
const { EtiquetasProvider } = await import('./hooks/EtiquetasProvider');
const { EtiquetaBadge } = await import('./components/EtiquetaBadge');

const HOSTILES = [
  '<img src=x onerror="alert(1)">',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '\u202Eetiqueta invertida',
  'emoji 🧾🏷️👩‍👩‍👧',
  'cero\u200Bancho\u200D',
  '{{constructor.constructor("alert(1)")()}}',
];

function Contexto({ children }: { children: ReactNode }) {
  return (
    <AuthContext.Provider value={{ user: { uid: 'u' } as User, loading: false, signOut: async () => {} }}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <EtiquetasProvider>{children}</EtiquetasProvider>
      </SWRConfig>
    </AuthContext.Provider>
  );
}

describe('hostile label names', () => {
  it.each(HOSTILES)('%j renders as inert text', (nombre) => {
    const { container } = render(<EtiquetaBadge etiqueta={{ nombre, color: 'bg-red-100 text-red-800' }} />, {
      wrapper: Contexto,
    });
    expect(container.textContent).toBe(nombre);
    expect(container.querySelector('img, script, svg')).toBeNull();
  });

  it('any name longer than 50 characters once trimmed is refused, up to 10 000', () => {
    let mayor = 0;
    fc.assert(
      // size 'max': without it fast-check keeps strings to a dozen characters or so.
      fc.property(fc.string({ unit: 'grapheme', minLength: 51, maxLength: 10_000, size: 'max' }), (nombre) => {
        fc.pre(largoVisible(nombre.trim()) > NOMBRE_MAX);
        mayor = Math.max(mayor, largoVisible(nombre));
        expect(validarEtiqueta({ nombre, color: 'bg-red-100 text-red-800' }, []).nombre).toBe(
          'El nombre no puede superar 50 caracteres.',
        );
      }),
      // Long strings of graphemes are slow to generate: fewer runs, spread over the whole range.
      { numRuns: 40 },
    );
    expect(mayor).toBeGreaterThan(5_000);
  }, 30_000);

  it('names up to 50 characters of any script (emoji sequences, combining marks) are accepted once trimmed', () => {
    const largos = new Set<number>();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: NOMBRE_MAX, size: 'max' }), (nombre) => {
        fc.pre(nombre.replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '').length > 0);
        largos.add(largoVisible(nombre));
        expect(validarEtiqueta({ nombre, color: 'bg-red-100 text-red-800' }, []).nombre).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    expect(largos.has(NOMBRE_MAX)).toBe(true);
  });
});
