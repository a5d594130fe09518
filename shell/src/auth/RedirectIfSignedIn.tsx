import type { ReactNode } from 'react';
import { safeRedirect, useAuth } from 'shared-firebase';
import { Navigate, useSearchParams } from 'shared-firebase/router';

/**
 * /login and /register: a signed-in user goes on to `?redirect=` (same-origin only) or `/`.
 * Firebase action links (`?mode=…`) stay, since they may be opened while signed in.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [params] = useSearchParams();
  if (user && !params.has('mode')) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <>{children}</>;
}
