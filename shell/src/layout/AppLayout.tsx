import { useEffect } from 'react';
import { useAuth } from 'shared-firebase';
import { NavLink, Outlet } from 'shared-firebase/router';
import { precargarDatos } from '../federation/proveer';
import type { RemoteName } from '../federation/remote-map';
import { precargar } from '../federation/runtime';
import './layout.css';

const NAV: ReadonlyArray<{ to: string; label: string; end: boolean; remote: RemoteName }> = [
  { to: '/', label: 'Inicio', end: true, remote: 'mf_recibos' },
  { to: '/recibos', label: 'Recibos', end: false, remote: 'mf_recibos' },
  { to: '/etiquetas', label: 'Etiquetas', end: false, remote: 'mf_etiquetas' },
  { to: '/cuenta', label: 'Cuenta', end: false, remote: 'mf_auth' },
];

/** The authenticated layout: header with navigation, the user's email and "Cerrar sesión". */
export function AppLayout() {
  const { user, signOut } = useAuth();
  // Signed in: fetch the likely next areas now, so navigating does not wait on their manifests.
  useEffect(() => {
    precargar(['mf_recibos', 'mf_etiquetas']);
    precargarDatos();
  }, []);
  return (
    <div className="shell-layout">
      <a className="shell-skip" href="#contenido">
        Saltar al contenido
      </a>
      <header className="shell-header no-print">
        <a className="shell-brand" href="/">
          Recibos
        </a>
        <nav aria-label="Principal" className="shell-nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onPointerEnter={() => precargar([item.remote])}
                  onFocus={() => precargar([item.remote])}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell-user">
          <span className="shell-user__email" data-testid="user-email">
            {user?.email}
          </span>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => void signOut()}>
            Cerrar sesión
          </button>
        </div>
      </header>
      <main id="contenido" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
