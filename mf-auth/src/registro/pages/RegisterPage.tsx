import { Link } from 'react-router-dom';
import '../../auth.css';

/** Registration arrives with the mf-auth issue; the route and its remote wiring are real. */
export default function RegisterPage() {
  return (
    <main className="auth-page">
      <section className="ui-card auth-card">
        <h1>Crear una cuenta</h1>
        <p>El registro estará disponible próximamente.</p>
        <Link to="/login">Volver a iniciar sesión</Link>
      </section>
    </main>
  );
}
