import { act, render } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { AuthContext } from 'shared-firebase';
import { elegirLibro } from 'shared-firebase/libro';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import DatosPorUsuario from './DatosPorUsuario';

let visto: ReturnType<typeof useSWRConfig> | undefined;
function Sonda() {
  visto = useSWRConfig();
  return null;
}

describe('DatosPorUsuario', () => {
  it('gives every data hook the spec SWR settings (docs/producto.md, Constantes)', () => {
    render(
      <AuthContext.Provider value={{ user: { uid: 'u1' } as User, loading: false, signOut: async () => {} }}>
        <DatosPorUsuario>
          <Sonda />
        </DatosPorUsuario>
      </AuthContext.Provider>,
    );
    expect(visto).toMatchObject({
      refreshInterval: 300000,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      revalidateOnMount: true,
      keepPreviousData: true,
      shouldRetryOnError: true,
      errorRetryCount: 3,
      dedupingInterval: 2000,
    });
  });

  it('keeps one cache per book: choosing another book never shows the previous one’s data', () => {
    const usuario = { user: { uid: 'u1' } as User, loading: false, signOut: async () => {} };
    render(
      <AuthContext.Provider value={usuario}>
        <DatosPorUsuario>
          <Sonda />
        </DatosPorUsuario>
      </AuthContext.Provider>,
    );
    visto?.cache.set('recibos', { data: 'del libro propio' });
    act(() => elegirLibro('u1', 'libro-de-otra'));
    expect(visto?.cache.get('recibos')).toBeUndefined();
    visto?.cache.set('recibos', { data: 'del otro libro' });
    act(() => elegirLibro('u1', 'u1'));
    expect(visto?.cache.get('recibos')).toBeUndefined();
    expect(sessionStorage.getItem('recibos.libro.u1')).toBeNull();
  });
});
