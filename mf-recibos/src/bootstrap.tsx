import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'tooling/harness';
import InicioPage from './recibos/pages/InicioPage';
import ReciboPublicoPage from './recibos/pages/ReciboPublicoPage';
import RecibosPage from './recibos/pages/RecibosPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHarness
    name="mf-recibos"
    pages={[
      { path: '/', label: 'Inicio', element: <InicioPage /> },
      { path: '/recibos/*', label: 'Recibos', element: <RecibosPage /> },
      { path: '/recibos/view/:token', label: 'Recibo público', element: <ReciboPublicoPage /> },
    ]}
  />,
);
