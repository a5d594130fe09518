import { Plus } from 'lucide-react';
import { claseDeBoton } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { usePuedeEmitir } from '../../libro/hooks/useLibro';

/**
 * The way to issue a receipt, wherever it is offered ("Nuevo recibo", "Emitir el primer recibo"):
 * to whoever issues in the book (its owner, a person with «Emisión»).
 */
export function EnlaceNuevoRecibo({ texto = 'Nuevo recibo' }: { texto?: string }) {
  if (!usePuedeEmitir()) return null;
  return (
    <Link className={claseDeBoton()} to="/recibos/nuevo">
      <Plus aria-hidden="true" />
      {texto}
    </Link>
  );
}
