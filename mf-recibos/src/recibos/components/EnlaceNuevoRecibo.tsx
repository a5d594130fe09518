import { Plus } from 'lucide-react';
import { claseDeBoton } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { useEsPropietario } from '../../libro/hooks/useLibro';

/**
 * The way to issue a receipt, wherever it is offered ("Nuevo recibo", "Emitir el primer recibo"):
 * to the book's owner (a person with access reads it).
 */
export function EnlaceNuevoRecibo({ texto = 'Nuevo recibo' }: { texto?: string }) {
  if (!useEsPropietario()) return null;
  return (
    <Link className={claseDeBoton()} to="/recibos/nuevo">
      <Plus aria-hidden="true" />
      {texto}
    </Link>
  );
}
