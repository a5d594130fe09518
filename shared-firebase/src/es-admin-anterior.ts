import { useEffect, useState } from 'react';
import { useAuth } from './auth-context';

/**
 * @deprecated The remotes' builds deployed before the hook moved to `shared-firebase/datos` call
 * this one, served by the shell at run time: kept until every deployed remote is rebuilt
 * (docs/arquitectura.md, «Datos»). New code uses `useEsAdmin` from `shared-firebase/datos`.
 *
 * Whether the signed-in user's ID token carries `admin: true` (null while it is being read).
 * `fresco`: ask Auth for a new token first, so a claim granted or revoked since sign-in counts now
 * (the admin page, which decides access with it); without it, the token the session already has
 * (the navigation, which only offers the link).
 */
export function useEsAdminAnterior({ fresco = true } = {}): boolean | null {
  const { user } = useAuth();
  const [esAdmin, setEsAdmin] = useState<boolean | null>(null);
  useEffect(() => {
    if (!user) {
      setEsAdmin(false);
      return;
    }
    let activo = true;
    setEsAdmin(null);
    user.getIdTokenResult(fresco).then(
      (resultado) => activo && setEsAdmin(resultado.claims.admin === true),
      () => activo && setEsAdmin(false),
    );
    return () => {
      activo = false;
    };
  }, [user, fresco]);
  return esAdmin;
}
