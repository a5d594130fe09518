import { PageHeader, useAuth } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import useSWR from 'swr';
import { listarAuditoria } from '../api/tokens';
import { Auditoria } from '../components/Auditoria';
import { TablaTokens } from '../components/TablaTokens';
import { useEsAdmin } from '../hooks/useEsAdmin';
import './admin.css';

/**
 * /admin/tokens — outside the login guard: the page decides. Anonymous: a sign-in card. Signed in
 * without the `admin` claim: "Acceso denegado", and no admin data is requested.
 */
export default function AdminTokensPage() {
  const { user, loading } = useAuth();
  const esAdmin = useEsAdmin();
  if (loading || (user && esAdmin === null)) return null;

  if (!user) {
    return (
      <main className="adm-pagina">
        <section className="ui-card">
          <h1>Administración de enlaces públicos</h1>
          <p>Esta página es solo para administradores. Inicia sesión con una cuenta de administrador.</p>
          <Link className="ui-button" to="/login?redirect=%2Fadmin%2Ftokens">
            Iniciar sesión
          </Link>
        </section>
      </main>
    );
  }
  if (!esAdmin) {
    return (
      <main className="adm-pagina">
        <section className="ui-card ui-card--error" role="alert">
          <h1>Acceso denegado</h1>
          <p>Tu cuenta ({user.email}) no tiene permisos de administrador.</p>
          <Link to="/">Volver al inicio</Link>
        </section>
      </main>
    );
  }
  return <PanelAdmin />;
}

function PanelAdmin() {
  const auditoria = useSWR(['admin-auditoria'], () => listarAuditoria(20));
  const { signOut, user } = useAuth();
  return (
    <main className="adm-pagina" data-remote="mf_admin">
      <PageHeader title="Enlaces públicos de recibos">
        <span className="ui-hint">{user?.email}</span>
        <Link className="ui-button ui-button--secondary" to="/">
          Ir a la aplicación
        </Link>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => void signOut()}>
          Cerrar sesión
        </button>
      </PageHeader>
      <TablaTokens onAccion={() => void auditoria.mutate()} />
      <Auditoria entradas={auditoria.data} />
    </main>
  );
}
