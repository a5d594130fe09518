import { useEffect, useState } from 'react';
import { getFirebase } from 'shared-firebase/auth';
import { type Comprobacion, comprobarContrasena, comprobarSinPolitica } from './politica';

/**
 * The live checklist for a password as the user types it. `validatePassword` answers
 * asynchronously; only the answer for the latest password is kept.
 */
export function useComprobacion(password: string): Comprobacion {
  // Firebase's minimum until the project's policy answers: the list starts where it most often stays.
  const [comprobacion, setComprobacion] = useState<Comprobacion>(() => comprobarSinPolitica(password));
  useEffect(() => {
    let vigente = true;
    void comprobarContrasena(getFirebase()?.auth ?? null, password).then((resultado) => {
      if (vigente) setComprobacion(resultado);
    });
    return () => {
      vigente = false;
    };
  }, [password]);
  return comprobacion;
}

/** For a submit: the check of exactly this password, never a stale one. */
export function comprobarAhora(password: string): Promise<Comprobacion> {
  return comprobarContrasena(getFirebase()?.auth ?? null, password);
}
