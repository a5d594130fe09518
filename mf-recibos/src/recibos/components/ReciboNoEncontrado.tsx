import { ErrorCard, PageHeader } from 'shared-firebase';
import { Link } from 'shared-firebase/router';

/**
 * A receipt id that does not exist (or could not be loaded), on the detail and edit pages: its
 * own page, whose heading names the tab (the shell titles each tab by the page's h1).
 */
export function ReciboNoEncontrado() {
  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Recibo no encontrado" />
      <ErrorCard titulo="No existe o no se pudo cargar" accion={<Link to="/recibos">Volver a los recibos</Link>}>
        <p>Puede que se haya eliminado, o que el enlace que has seguido no sea correcto.</p>
      </ErrorCard>
    </section>
  );
}
