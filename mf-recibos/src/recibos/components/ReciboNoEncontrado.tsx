import { ErrorCard } from 'shared-firebase';
import { Link } from 'shared-firebase/router';

/** A receipt id that does not exist (or could not be loaded), on the detail and edit pages. */
export function ReciboNoEncontrado() {
  return (
    <ErrorCard titulo="Recibo no encontrado" accion={<Link to="/recibos">Volver a los recibos</Link>}>
      <p>No existe o no se pudo cargar.</p>
    </ErrorCard>
  );
}
