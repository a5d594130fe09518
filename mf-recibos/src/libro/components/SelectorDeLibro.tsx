import { NOMBRE_DEL_PAPEL } from 'dominio-recibos';
import { BookOpen } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useAuth } from 'shared-firebase';
import { elegirLibro } from 'shared-firebase/libro';
import { useLocation } from 'shared-firebase/router';
import { toast } from 'sonner';
import { useLibro } from '../hooks/useLibro';
import estilos from '../libro.module.css';

export const SIN_ACCESO = 'Ya no tienes acceso a ese libro: vuelves al tuyo.';

const nombreDe = (nombre: string | undefined) => `Libro de ${nombre || 'otra persona'}`;

/**
 * Whose book this is and with which role, on every page of the book, with the way to choose
 * another («Libro de Asociación Vecinal Los Robles · Consulta»). Nothing for someone who keeps no
 * other book. A book taken away (revoked, left elsewhere) sends them back to their own.
 */
export function SelectorDeLibro() {
  const uid = useAuth().user?.uid ?? '';
  const { libro, propio, papel, nombre, accesos, releer } = useLibro();
  const id = useId();
  const { pathname } = useLocation();
  const perdido = !propio && accesos !== undefined && papel === undefined;

  // In another's book, each step within it checks the access again: a revocation is seen at the
  // next step (the rules have refused its reads from the moment it was made).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what triggers the check
  useEffect(() => {
    if (!propio) void releer();
  }, [pathname, propio, releer]);

  useEffect(() => {
    if (!perdido) return;
    elegirLibro(uid, uid);
    toast.error(SIN_ACCESO);
  }, [perdido, uid]);

  if (propio && !accesos?.length) return null;
  return (
    <div className={`${estilos.libBarra} no-print`} data-testid="selector-de-libro">
      <p className={estilos.libActual} data-testid="libro-actual">
        <BookOpen aria-hidden="true" />
        {propio ? 'Tu libro' : papel ? `${nombreDe(nombre)} · ${NOMBRE_DEL_PAPEL[papel]}` : 'Cargando el libro…'}
      </p>
      {accesos?.length ? (
        <span className="ui-field">
          <label htmlFor={id}>Cambiar de libro</label>
          <select id={id} value={libro} onChange={(e) => elegirLibro(uid, e.target.value)}>
            <option value={uid}>Tu libro</option>
            {accesos.map((a) => (
              <option key={a.libro} value={a.libro}>
                {nombreDe(a.nombreDelLibro)} · {NOMBRE_DEL_PAPEL[a.rol]}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </div>
  );
}
