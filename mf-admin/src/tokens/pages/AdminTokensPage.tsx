import { Link } from 'react-router-dom';
import { useAuth } from 'shared-firebase';

/** Admin tokens page (outside the login guard). Placeholder until the mf-admin issue lands. */
export default function AdminTokensPage() {
  const { user, loading } = useAuth();
  if (loading) return null;
  return (
    <main className="ui-card" data-remote="mf_admin">
      <h1>Tokens de recibos públicos</h1>
      {user ? (
        <p>Sesión iniciada como {user.email}.</p>
      ) : (
        <p>
          Esta página es para administradores. <Link to="/login?redirect=%2Fadmin%2Ftokens">Iniciar sesión</Link>
        </p>
      )}
    </main>
  );
}
