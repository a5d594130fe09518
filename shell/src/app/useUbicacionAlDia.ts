import { useEffect, useState } from 'react';
import { useLocation } from 'shared-firebase/router';
import { revisarVersiones } from '../federation/versiones';

type Ubicacion = ReturnType<typeof useLocation>;

/**
 * The location the routes show. A move to another page waits for the shell's check of
 * remotes.json (federation/versiones.ts, at most 1.5 s, and only when the last reading is older
 * than 2 s) so the new page loads remotes in the versions configured now; when a remote already
 * loaded changed version, the move becomes a full page load of the new address instead.
 */
export function useUbicacionAlDia(): Ubicacion {
  const ubicacion = useLocation();
  const [mostrada, setMostrada] = useState(ubicacion);
  const mismaPagina = ubicacion.pathname === mostrada.pathname;

  useEffect(() => {
    if (mismaPagina) return;
    let vigente = true;
    revisarVersiones().then((recargar) => {
      if (!vigente) return;
      if (recargar) window.location.assign(`${ubicacion.pathname}${ubicacion.search}${ubicacion.hash}`);
      else setMostrada(ubicacion);
    });
    return () => {
      vigente = false;
    };
  }, [ubicacion, mismaPagina]);

  // Query and hash changes within a page need no check.
  return mismaPagina ? ubicacion : mostrada;
}
