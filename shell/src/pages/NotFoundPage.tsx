import { claseDeBoton } from 'shared-firebase';
import { Link } from 'shared-firebase/router';

export function NotFoundPage() {
  return (
    <section className="ui-card">
      <h1>Página no encontrada</h1>
      <p>La dirección que has abierto no existe o ha cambiado.</p>
      <Link className={claseDeBoton()} to="/">
        Volver al inicio
      </Link>
    </section>
  );
}
