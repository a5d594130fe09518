import { Outlet, Route, Routes } from 'shared-firebase/router';
import { RedirectIfSignedIn } from '../auth/RedirectIfSignedIn';
import { RequireAuth } from '../auth/RequireAuth';
import { RemotePage } from '../federation/RemotePage';
import { LayoutDiferido } from '../layout/layout-diferido';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ConDatos } from './ConDatos';
import { RUTAS, type Ruta } from './rutas';

const pagina = (r: Ruta) => <RemotePage pagina={r} label={r.nombre} />;
const de = (acceso: Ruta['acceso']) => RUTAS.filter((r) => r.acceso === acceso);

/**
 * The routes behind the session code, from the route table (./rutas.ts): sign-in pages, pages that
 * decide for themselves, and everything signed-in inside the layout (and the 404). The public
 * receipt is routed in App, outside all of this.
 */
export function AppRoutes() {
  return (
    <Routes>
      {de('invitado').map((r) => (
        <Route key={r.ruta} path={r.ruta} element={<RedirectIfSignedIn>{pagina(r)}</RedirectIfSignedIn>} />
      ))}
      <Route
        element={
          <ConDatos>
            <Outlet />
          </ConDatos>
        }
      >
        {de('publica').map((r) => (
          <Route key={r.ruta} path={r.ruta} element={pagina(r)} />
        ))}
        <Route
          element={
            <RequireAuth>
              <LayoutDiferido />
            </RequireAuth>
          }
        >
          {de('sesion').map((r) =>
            r.ruta === '/' ? (
              <Route key={r.ruta} index element={pagina(r)} />
            ) : (
              <Route key={r.ruta} path={r.ruta} element={pagina(r)} />
            ),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
