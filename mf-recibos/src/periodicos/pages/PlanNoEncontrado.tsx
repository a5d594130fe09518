import { ErrorCard } from 'shared-firebase';
import { Link } from 'shared-firebase/router';

export function PlanNoEncontrado() {
  return (
    <ErrorCard titulo="Plan no encontrado" accion={<Link to="/recibos/periodicos">Ver los recibos periódicos</Link>}>
      <p>No existe, o se eliminó.</p>
    </ErrorCard>
  );
}
