import { ArrowLeft, LogOut } from 'lucide-react';
import { Boton, claseDeBoton, Marca, PageHeader, useAuth } from 'shared-firebase';
import { useEsAdmin } from 'shared-firebase/datos';
import { Link } from 'shared-firebase/router';
import { Auditoria } from '../components/Auditoria';
import { TablaTokens } from '../components/TablaTokens';
import { useAuditoria } from '../hooks/useTokens';
import estilos from './admin.module.css';

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
      <main className={estilos.admPagina}>
        <section className="ui-card">
          <h1>Administración de enlaces públicos</h1>
          <p>Esta página es solo para administradores. Inicia sesión con una cuenta de administrador.</p>
          <Link className={claseDeBoton()} to="/login?redirect=%2Fadmin%2Ftokens">
            Iniciar sesión
          </Link>
        </section>
      </main>
    );
  }
  if (!esAdmin) {
    return (
      <main className={estilos.admPagina}>
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
  const auditoria = useAuditoria();
  const { signOut, user } = useAuth();
  return (
    <div>
      <header className={estilos.admCabecera}>
        <Link className={estilos.admCabeceraMarca} to="/">
          <Marca />
        </Link>
        <div className={estilos.admCabeceraUsuario}>
          <span className={`ui-hint ${estilos.admCabeceraEmail}`}>{user?.email}</span>
          <Link className={claseDeBoton({ variante: 'secundario', pequeno: true })} to="/">
            <ArrowLeft aria-hidden="true" />
            <span className="ui-solo-lector-en-movil">Ir a la aplicación</span>
          </Link>
          <Boton variante="secundario" pequeno onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            <span className="ui-solo-lector-en-movil">Cerrar sesión</span>
          </Boton>
        </div>
      </header>
      <main className={estilos.admPagina} data-remote="mf_admin">
        <PageHeader titulo="Administración" />
        <TablaTokens />
        <Auditoria entradas={auditoria.data} />
      </main>
    </div>
  );
}
