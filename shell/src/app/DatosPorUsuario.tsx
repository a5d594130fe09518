import { type ReactNode, useContext } from 'react';
import { AuthContext } from 'shared-firebase';
import { useLibroElegido } from 'shared-firebase/libro';
import { SWRConfig } from 'swr';
import { swrDefaults } from './swr-config';

/**
 * The spec's SWR defaults with a fresh cache per signed-in user and book: signing out, switching
 * account or choosing another book can never show the previous one's cached data (the whole cache
 * goes with the old key).
 * Loaded lazily (./ConDatos) so /login and /register download no SWR; the public receipt has no
 * session, so it gets the anonymous cache.
 */
export default function DatosPorUsuario({ children }: { children: ReactNode }) {
  const uid = useContext(AuthContext)?.user?.uid;
  const libro = useLibroElegido();
  return (
    <SWRConfig key={uid ? `${uid}/${libro}` : 'anonimo'} value={{ ...swrDefaults, provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
}
