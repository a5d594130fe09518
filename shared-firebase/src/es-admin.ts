// By the package's name, not './auth-context': this file ships in shared-firebase/datos, which each
// remote bundles, and only the shared entry's context is the one the shell provides.

import { useEffect, useId } from 'react';
import { useAuth } from 'shared-firebase';
import useSWR from 'swr';
import { anotarAdmin, pistaDeAdmin } from './pista-de-sesion';

/**
 * The SWR key of whether a user is an admin: the session's token, or (`lectura`) one mount's fresh
 * read, cached apart so no later mount answers from it.
 */
const claveEsAdmin = (uid: string, lectura: string | null) => ['esAdmin', uid, lectura] as const;

/**
 * Whether the signed-in user's ID token carries `admin: true` (null while it is being read; false
 * when it cannot be read). `fresco`: ask Auth for a new token first, so a claim granted or revoked
 * since sign-in counts now (the admin page, which decides access with it: null again at every
 * mount until its own new token is read, never read again on focus, which would fetch a new token
 * each time); without it, the token the session already has (the navigation, which only offers the
 * link).
 */
export function useEsAdmin({ fresco = true } = {}): boolean | null {
  const { user } = useAuth();
  const lectura = useId();
  const { data } = useSWR(
    user ? claveEsAdmin(user.uid, fresco ? lectura : null) : null,
    () =>
      (user as NonNullable<typeof user>).getIdTokenResult(fresco).then(
        (resultado) => resultado.claims.admin === true,
        () => false,
      ),
    fresco ? { revalidateOnFocus: false, revalidateOnReconnect: false, refreshInterval: 0 } : undefined,
  );
  if (!user) return false;
  return data ?? null;
}

/**
 * The navigation's Admin entry, which the signed-in routes' HTML paints before any script runs from
 * what this browser last knew (pista-de-sesion.ts): the session's token (not refreshed), and until
 * it answers, that same hint, so taking over from the painted page neither drops nor adds the
 * entry. What the token says is noted for the next page painted.
 */
export function useEsAdminRecordado(): boolean {
  const esAdmin = useEsAdmin({ fresco: false });
  useEffect(() => {
    if (esAdmin !== null) anotarAdmin(esAdmin);
  }, [esAdmin]);
  return esAdmin ?? pistaDeAdmin();
}
