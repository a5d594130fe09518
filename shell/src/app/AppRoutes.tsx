import { Outlet, Route, Routes } from 'shared-firebase/router';
import { RedirectIfSignedIn } from '../auth/RedirectIfSignedIn';
import { RequireAuth } from '../auth/RequireAuth';
import { RemotePage } from '../federation/RemotePage';
import { LayoutDiferido } from '../layout/layout-diferido';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ConDatos } from './ConDatos';

/**
 * The route table (design.md "Routes"). The public receipt is routed in App; /login, /register
 * and /admin/tokens are public here; everything else is protected.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <RedirectIfSignedIn>
            <RemotePage remote="mf_auth" module="LoginPage" label="el acceso" />
          </RedirectIfSignedIn>
        }
      />
      <Route
        path="/register"
        element={
          <RedirectIfSignedIn>
            <RemotePage remote="mf_auth" module="RegisterPage" label="el registro" />
          </RedirectIfSignedIn>
        }
      />
      <Route
        element={
          <ConDatos>
            <Outlet />
          </ConDatos>
        }
      >
        <Route
          path="/admin/tokens"
          element={<RemotePage remote="mf_admin" module="AdminTokensPage" label="la administración" />}
        />
        <Route
          element={
            <RequireAuth>
              <LayoutDiferido />
            </RequireAuth>
          }
        >
          <Route index element={<RemotePage remote="mf_recibos" module="InicioPage" label="el inicio" />} />
          <Route path="/recibos/*" element={<RemotePage remote="mf_recibos" module="RecibosPage" label="Recibos" />} />
          <Route
            path="/etiquetas"
            element={<RemotePage remote="mf_etiquetas" module="EtiquetasPage" label="Etiquetas" />}
          />
          <Route path="/cuenta" element={<RemotePage remote="mf_auth" module="CuentaPage" label="Cuenta" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
