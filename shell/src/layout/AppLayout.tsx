import { NavLink, Outlet } from 'react-router-dom';
import { useAuth } from 'shared-firebase';
import './layout.css';

const NAV = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/recibos', label: 'Recibos', end: false },
  { to: '/etiquetas', label: 'Etiquetas', end: false },
  { to: '/cuenta', label: 'Cuenta', end: false },
] as const;

/** The authenticated layout: header with navigation, the user's email and "Cerrar sesión". */
export function AppLayout() {
  const { user, signOut } = useAuth();
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
                <NavLink to={item.to} end={item.end}>
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
