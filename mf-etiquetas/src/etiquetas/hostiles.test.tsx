import { render } from '@testing-library/react';
import fc from 'fast-check';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { AuthContext } from 'shared-firebase';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { validarEtiqueta } from './validacion';

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
    fc.assert(
      fc.property(fc.string({ minLength: 51, maxLength: 10_000 }), (nombre) => {
        fc.pre([...nombre.trim()].length > 50);
        expect(validarEtiqueta({ nombre, color: 'bg-red-100 text-red-800' }, []).nombre).toBe(
          'El nombre no puede superar 50 caracteres.',
        );
      }),
      { numRuns: 200 },
    );
  });

  it('names up to 50 characters of any script are accepted once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 50 }), (nombre) => {
        fc.pre(nombre.trim().length > 0);
        expect(validarEtiqueta({ nombre, color: 'bg-red-100 text-red-800' }, []).nombre).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
