import { CalendarPlus } from 'lucide-react';
import { Cargando, Celda, type Columna, claseDeBoton, ErrorDeCarga, PageHeader, TablaAdaptable } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { formatearFecha } from '../../recibos/formato';
import { MAX_PLANES } from '../api/planes';
import { describirFrecuencia } from '../formulario';
import { usePlanes } from '../hooks/usePlanes';
import { conceptoDelPlan } from '../plantilla';
import { describirEstado } from './estado';

const COLUMNAS: Columna[] = [
  { titulo: 'Pagador' },
  { titulo: 'Concepto' },
  { titulo: 'Frecuencia' },
  { titulo: 'Próxima fecha' },
  { titulo: 'Estado' },
];

/** /recibos/periodicos: the recurring plans, the active ones first by their next date. */
export function PlanesPage() {
  const { data, error, isLoading, mutate } = usePlanes();
  if (isLoading) return <Cargando />;
  if (error)
    return <ErrorDeCarga titulo="No se pudieron cargar tus recibos periódicos" onReintentar={() => void mutate()} />;
  const planes = data ?? [];
  const fallidos = planes.filter((p) => p.fallo).length;
  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Recibos periódicos">
        <Link className={claseDeBoton({ variante: 'secundario' })} to="/recibos/cobros">
          Cobros pendientes
        </Link>
        <Link className={claseDeBoton({})} to="/recibos/periodicos/nuevo">
          <CalendarPlus aria-hidden="true" />
          Nuevo recibo periódico
        </Link>
      </PageHeader>
      <p className="ui-hint">
        Un recibo que se repite (el alquiler de cada mes, la cuota de cada trimestre) se prepara solo en su fecha: se
        emite cuando confirmas el cobro en «Cobros pendientes» o, si el plan es automático, en ese momento.
      </p>
      {fallidos > 0 ? (
        <p className="ui-form__error" role="alert">
          {fallidos === 1
            ? 'Un plan se pausó porque no pudo emitir un recibo: ábrelo para ver por qué.'
            : `${fallidos} planes se pausaron porque no pudieron emitir un recibo: ábrelos para ver por qué.`}
        </p>
      ) : null}
      {planes.length === 0 ? (
        <p>Aún no tienes recibos periódicos.</p>
      ) : (
        <>
          <p className="ui-hint">
            {planes.length} {planes.length === 1 ? 'plan' : 'planes'}
            {planes.length >= MAX_PLANES ? ' (se muestran los primeros)' : ''}.
          </p>
          <TablaAdaptable etiqueta="Tus recibos periódicos" columnas={COLUMNAS}>
            {planes.map((p) => (
              // biome-ignore lint/a11y/noRedundantRoles: on a phone the table is drawn as cards (display: block), which drops the row's implicit role
              <tr key={p.id} role="row">
                <Celda>
                  <Link to={`/recibos/periodicos/${p.id}`}>
                    {p.plantilla.pagador.nombre}
                    <span className="visually-hidden">: {conceptoDelPlan(p)}</span>
                  </Link>
                </Celda>
                <Celda titulo="Concepto">{conceptoDelPlan(p)}</Celda>
                <Celda titulo="Frecuencia">{describirFrecuencia(p)}</Celda>
                <Celda titulo="Próxima fecha">{p.siguiente ? formatearFecha(p.siguiente) : '—'}</Celda>
                <Celda titulo="Estado">{describirEstado(p)}</Celda>
              </tr>
            ))}
          </TablaAdaptable>
        </>
      )}
    </section>
  );
}
