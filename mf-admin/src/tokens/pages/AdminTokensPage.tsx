import { PaginaDeAdmin } from '../../comun/PaginaDeAdmin';
import { Auditoria } from '../components/Auditoria';
import { TablaTokens } from '../components/TablaTokens';
import { useAuditoria } from '../hooks/useTokens';

/** /admin/tokens — every shared link, and the audit of admins' changes (only an admin sees them). */
export default function AdminTokensPage() {
  return (
    <PaginaDeAdmin ruta="/admin/tokens" titulo="Administración de enlaces públicos">
      <PanelTokens />
    </PaginaDeAdmin>
  );
}

/** The page's content, for an admin (also painted from HTML, loading: shell/primera-pintura/). */
export function PanelTokens() {
  const auditoria = useAuditoria();
  return (
    <>
      <TablaTokens />
      <Auditoria entradas={auditoria.data} />
    </>
  );
}
