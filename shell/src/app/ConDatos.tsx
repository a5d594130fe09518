import { lazy, type ReactNode, Suspense } from 'react';

const DatosPorUsuario = lazy(() => import('./DatosPorUsuario'));

/** Wraps the routes whose pages load data (everything but /login and /register) in SWR. */
export function ConDatos({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <DatosPorUsuario>{children}</DatosPorUsuario>
    </Suspense>
  );
}
