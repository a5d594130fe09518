import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'tooling/harness';
import AccesoPage from './acceso/pages/AccesoPage';
import CuentaPage from './cuenta/pages/CuentaPage';
import RegistroPage from './registro/pages/RegistroPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHarness
    name="mf-auth"
    pages={[
      { path: '/login', label: 'Acceso', element: <AccesoPage /> },
      { path: '/register', label: 'Registro', element: <RegistroPage /> },
      { path: '/cuenta', label: 'Cuenta', element: <CuentaPage /> },
    ]}
  />,
);
