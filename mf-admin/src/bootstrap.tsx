import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'tooling/harness';
import AdminTokensPage from './tokens/pages/AdminTokensPage';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHarness
    name="mf-admin"
    pages={[{ path: '/admin/tokens', label: 'Tokens', element: <AdminTokensPage /> }]}
  />,
);
