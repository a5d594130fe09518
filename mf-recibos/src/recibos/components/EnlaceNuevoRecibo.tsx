import { Plus } from 'lucide-react';
import { claseDeBoton } from 'shared-firebase';
import { Link } from 'shared-firebase/router';

/** The way to issue a receipt, wherever it is offered ("Nuevo recibo", "Emitir el primer recibo"). */
export function EnlaceNuevoRecibo({ texto = 'Nuevo recibo' }: { texto?: string }) {
  return (
    <Link className={claseDeBoton()} to="/recibos/nuevo">
      <Plus aria-hidden="true" />
      {texto}
    </Link>
  );
}
