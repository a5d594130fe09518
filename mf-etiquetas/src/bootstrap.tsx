import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'tooling/harness';
import EtiquetasPage from './etiquetas/pages/EtiquetasPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHarness
    name="mf-etiquetas"
    pages={[{ path: '/etiquetas', label: 'Etiquetas', element: <EtiquetasPage /> }]}
  />,
);
