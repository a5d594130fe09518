import { Link } from 'shared-firebase/router';
import { formatearImporte } from '../dinero';
import { EtiquetasDeRecibo } from '../etiquetas-remotas';
import { formatearFecha, formatearNumero } from '../formato';
import type { Recibo } from '../types';

/**
 * Receipts as an aligned table (número, fecha, pagador, etiquetas, importe, estado) on wide
 * screens and as cards on narrow ones (base.css `.ui-tabla`). Explicit roles keep it a table for
 * assistive technology when the cards change its display.
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
    <div className="ui-tabla-contenedor">
      <table className="ui-tabla rec-tabla" role="table" aria-label={titulo}>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              Número
            </th>
            <th role="columnheader" scope="col">
              Fecha
            </th>
            <th role="columnheader" scope="col">
              Pagador
            </th>
            {conEtiquetas ? (
              <th role="columnheader" scope="col">
                Etiquetas
              </th>
            ) : null}
            <th role="columnheader" scope="col" className="ui-tabla__num">
              Importe
            </th>
            <th role="columnheader" scope="col">
              Estado
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {recibos.map((recibo) => {
            const anulado = recibo.estado === 'anulado';
            return (
              <tr key={recibo.id} role="row" className={anulado ? 'rec-tabla__fila--anulado' : undefined}>
                <th role="rowheader" scope="row" className="rec-tabla__numero">
                  <Link to={`/recibos/${recibo.id}`}>{formatearNumero(recibo.numero, recibo.fecha)}</Link>
                </th>
                <td role="cell" className="ui-tabla__nowrap rec-tabla__fecha" data-titulo="Fecha">
                  {formatearFecha(recibo.fecha, 'corta')}
                </td>
                <td
                  role="cell"
                  className="ui-tabla__ancha ui-tabla__sin-titulo rec-tabla__pagador"
                  data-titulo="Pagador"
                >
                  <span className="rec-tabla__nombre">{recibo.pagador.nombre}</span>
                  <span className="ui-hint rec-tabla__concepto">{recibo.concepto}</span>
                </td>
                {conEtiquetas ? (
                  <td
                    role="cell"
                    className="ui-tabla__ancha ui-tabla__sin-titulo rec-tabla__etiquetas"
                    data-titulo="Etiquetas"
                  >
                    <EtiquetasDeRecibo ids={recibo.etiquetas} />
                  </td>
                ) : null}
                <td role="cell" className="ui-tabla__num ui-tabla__sin-titulo rec-tabla__importe" data-titulo="Importe">
                  {formatearImporte(recibo.total, recibo.moneda)}
                </td>
                <td role="cell" className="ui-tabla__sin-titulo rec-tabla__estado" data-titulo="Estado">
                  <span className={`rec-estado rec-estado--${recibo.estado}`}>{anulado ? 'Anulado' : 'Emitido'}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
