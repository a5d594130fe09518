import { useEffect, useState } from 'react';
import { getFirebase } from 'shared-firebase/auth';
import { cargarPolitica, POLITICA_POR_DEFECTO, type PoliticaContrasena } from './politica';

/** The project's password policy, starting from the default until the service answers. */
export function usePoliticaContrasena(): PoliticaContrasena {
  const [politica, setPolitica] = useState(POLITICA_POR_DEFECTO);
  useEffect(() => {
    const firebase = getFirebase();
    if (!firebase) return;
    let activo = true;
    void cargarPolitica(firebase.auth).then((cargada) => {
      if (activo) setPolitica(cargada);
    });
    return () => {
      activo = false;
    };
  }, []);
  return politica;
}
