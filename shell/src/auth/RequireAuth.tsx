import type { ReactNode } from 'react';
import { useAuth } from 'shared-firebase';
import { Navigate, useLocation } from 'shared-firebase/router';

/** Protected routes: a visitor with no user goes to /login and comes back after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return null;
  if (!user) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    const search = back === '/' ? '' : `?redirect=${encodeURIComponent(back)}`;
    return <Navigate to={`/login${search}`} replace />;
  }
  return <>{children}</>;
}
