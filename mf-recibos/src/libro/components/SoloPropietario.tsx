import { NOMBRE_DEL_PAPEL } from 'dominio-recibos';
import type { ReactNode } from 'react';
import { Cargando, ErrorDeCarga, PageHeader } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { useLibro } from '../hooks/useLibro';

/**
 * A page that changes the book: its owner's (the issuer's details, the payers, the plans…), or
 * with `conEmision` also a person with «Emisión»'s (a new receipt, a correction). Anyone else who
 * reaches it by its address is told why not, and the rules would refuse the writes anyway.
 */
export function SoloPropietario({ children, conEmision = false }: { children: ReactNode; conEmision?: boolean }) {
  const { papel, nombre, error, releer } = useLibro();
  if (papel === undefined && error)
    return <ErrorDeCarga titulo="No se pudo comprobar tu acceso a este libro" onReintentar={() => void releer()} />;
  if (papel === undefined) return <Cargando />;
  if (papel === 'propietario' || (conEmision && papel === 'emision')) return children;
  const libro = nombre || 'otra persona';
  return (
    <section data-remote="mf_recibos" data-testid="sin-permiso">
      <PageHeader titulo={conEmision ? 'Tu rol no emite recibos' : 'Solo lo hace quien lleva el libro'} />
      <p>
        {papel === 'emision'
          ? `Con el rol «${NOMBRE_DEL_PAPEL[papel]}» en el libro de ${libro} emites, corriges, compartes, envías y anulas recibos; esta página es de quien lleva el libro.`
          : `Con el rol «${NOMBRE_DEL_PAPEL[papel]}» en el libro de ${libro} puedes ver los recibos, descargarlos e imprimirlos, pero no cambiar nada.`}
      </p>
      <p>
        <Link to="/recibos">← Volver a los recibos</Link>
      </p>
    </section>
  );
}
