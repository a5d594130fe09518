import { Celda, type Columna, TablaAdaptable } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { formatearImporte } from '../dinero';
import { EtiquetasDeRecibo } from '../etiquetas-remotas';
import { formatearFecha, formatearNumero } from '../formato';
import estilos from '../recibos.module.css';
import type { Recibo } from '../types';

const columnas = (conEtiquetas: boolean): Columna[] => [
  { titulo: 'Número' },
  { titulo: 'Fecha' },
  { titulo: 'Pagador' },
  ...(conEtiquetas ? [{ titulo: 'Etiquetas' }] : []),
  { titulo: 'Importe', numerica: true },
  { titulo: 'Estado' },
];

/**
 * Receipts as an aligned table (número, fecha, pagador, etiquetas, importe, estado) on wide
 * screens and as cards on narrow ones (recibos.module.css places the card's parts).
 */
export function TablaRecibos({
  recibos,
  titulo,
  conEtiquetas = true,
}: {
  recibos: readonly Recibo[];
  titulo: string;
  /** Inicio loads no labels (mf-etiquetas stays unloaded there): no column for them. */
  conEtiquetas?: boolean;
}) {
  return (
    <TablaAdaptable etiqueta={titulo} columnas={columnas(conEtiquetas)} className={estilos.recTabla}>
      {recibos.map((recibo) => {
        const anulado = recibo.estado === 'anulado';
        return (
          <tr key={recibo.id} role="row" className={anulado ? estilos.recTablaFilaAnulado : undefined}>
            <th role="rowheader" scope="row" className={estilos.recTablaNumero}>
              <Link to={`/recibos/${recibo.id}`}>{formatearNumero(recibo.numero, recibo.fecha)}</Link>
            </th>
            <Celda className={`ui-tabla__nowrap ${estilos.recTablaFecha}`}>
              {formatearFecha(recibo.fecha, 'corta')}
            </Celda>
            <Celda className={`ui-tabla__ancha ${estilos.recTablaPagador}`}>
              <span className={estilos.recTablaNombre}>{recibo.pagador.nombre}</span>
              <span className={`ui-hint ${estilos.recTablaConcepto}`}>{recibo.concepto}</span>
            </Celda>
            {conEtiquetas ? (
              <Celda className={`ui-tabla__ancha ${estilos.recTablaEtiquetas}`}>
                <EtiquetasDeRecibo ids={recibo.etiquetas} />
              </Celda>
            ) : null}
            <Celda className={`ui-tabla__num ${estilos.recTablaImporte}`}>
              {formatearImporte(recibo.total, recibo.moneda)}
            </Celda>
            <Celda className={estilos.recTablaEstado}>
              <span className={`ui-estado ${anulado ? 'ui-estado--peligro' : 'ui-estado--ok'}`}>
                {anulado ? 'Anulado' : 'Emitido'}
              </span>
            </Celda>
          </tr>
        );
      })}
    </TablaAdaptable>
  );
}
