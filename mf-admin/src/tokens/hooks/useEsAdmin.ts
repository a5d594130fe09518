import { useEffect, useState } from 'react';
import { useAuth } from 'shared-firebase';

/** Whether the signed-in user's ID token carries `admin: true` (null while it is being read). */
export function useEsAdmin(): boolean | null {
  const { user } = useAuth();
  const [esAdmin, setEsAdmin] = useState<boolean | null>(null);
  useEffect(() => {
    if (!user) {
      setEsAdmin(false);
      return;
    }
    let activo = true;
    setEsAdmin(null);
    // Force a fresh token so a claim granted or revoked since sign-in is seen now.
    user.getIdTokenResult(true).then(
      (resultado) => activo && setEsAdmin(resultado.claims.admin === true),
      () => activo && setEsAdmin(false),
    );
    return () => {
      activo = false;
    };
  }, [user]);
  return esAdmin;
}
