import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'tooling/harness';
import CuentaPage from './cuenta/pages/CuentaPage';
import LoginPage from './login/pages/LoginPage';
import RegisterPage from './registro/pages/RegisterPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHarness
    name="mf-auth"
    pages={[
      { path: '/login', label: 'Login', element: <LoginPage /> },
      { path: '/register', label: 'Registro', element: <RegisterPage /> },
      { path: '/cuenta', label: 'Cuenta', element: <CuentaPage /> },
    ]}
  />,
);
