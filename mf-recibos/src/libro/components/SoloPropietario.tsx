import { NOMBRE_DEL_PAPEL } from 'dominio-recibos';
import type { ReactNode } from 'react';
import { Cargando, ErrorDeCarga, PageHeader } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { useLibro } from '../hooks/useLibro';

/**
 * A page that changes the book (a new receipt, the issuer's details, the payers, the plans…):
 * its owner's. A person with access who reaches it by its address is told why not, and the rules
 * would refuse the writes anyway.
 */
export function SoloPropietario({ children }: { children: ReactNode }) {
  const { papel, nombre, error, releer } = useLibro();
  if (papel === undefined && error)
    return <ErrorDeCarga titulo="No se pudo comprobar tu acceso a este libro" onReintentar={() => void releer()} />;
  if (papel === undefined) return <Cargando />;
  if (papel === 'propietario') return children;
  return (
    <section data-remote="mf_recibos" data-testid="sin-permiso">
      <PageHeader titulo="Solo lo hace quien lleva el libro" />
      <p>
        Con el rol «{NOMBRE_DEL_PAPEL[papel]}» en el libro de {nombre || 'otra persona'} puedes ver los recibos,
        descargarlos e imprimirlos, pero no cambiar nada.
      </p>
      <p>
        <Link to="/recibos">← Volver a los recibos</Link>
      </p>
    </section>
  );
}
