import { useEffect } from 'react';
import { useAuth } from 'shared-firebase';
import { Link, NavLink, Outlet } from 'shared-firebase/router';
import { precargarDatos, precargasDeRuta } from '../federation/proveer';
import { precargar } from '../federation/runtime';
import './layout.css';

const NAV: ReadonlyArray<{ to: string; label: string; end: boolean }> = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/recibos', label: 'Recibos', end: false },
  { to: '/etiquetas', label: 'Etiquetas', end: false },
  { to: '/cuenta', label: 'Cuenta', end: false },
];

/** The authenticated layout: header with navigation, the user's email and "Cerrar sesión". */
export function AppLayout() {
  const { user, signOut } = useAuth();
  // Signed in: fetch the likely next areas' manifests and entries now, so navigating does not
  // wait on them; their pages' chunks follow when a nav link is pointed at or focused.
  useEffect(() => {
    precargar([{ remote: 'mf_recibos' }, { remote: 'mf_etiquetas' }]);
    precargarDatos();
  }, []);
  return (
    <div className="shell-layout">
      <a className="shell-skip" href="#contenido">
        Saltar al contenido
      </a>
      <header className="shell-header no-print">
        <Link className="shell-brand" to="/">
          Recibos
        </Link>
        <nav aria-label="Principal" className="shell-nav">
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onPointerEnter={() => precargar(precargasDeRuta(item.to))}
                  onFocus={() => precargar(precargasDeRuta(item.to))}
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
