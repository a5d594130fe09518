import { formatearImporte, importeLinea } from '../dinero';
import { formatearFecha, NOMBRES_METODO } from '../formato';
import type { ReciboPublico } from '../types';

/** The receipt as a document: on screen, on the public page and on paper (A4). */
export function ReciboDocumento({ recibo }: { recibo: ReciboPublico }) {
  const anulado = recibo.estado === 'anulado';
  return (
    <article className={`rec-doc${anulado ? ' rec-doc--anulado' : ''}`} aria-labelledby="rec-doc-titulo">
      {anulado ? (
        <p className="rec-doc__sello" role="note">
          ANULADO
        </p>
      ) : null}
      <header className="rec-doc__cabecera">
        <h1 id="rec-doc-titulo">Recibo {recibo.numero}</h1>
        <p>{formatearFecha(recibo.fecha)}</p>
      </header>
      <div className="rec-doc__partes">
        <section>
          <h2>Emisor</h2>
          <p>{recibo.emisor.nombre}</p>
          {recibo.emisor.documento ? <p>{recibo.emisor.documento}</p> : null}
        </section>
        <section>
          <h2>Pagador</h2>
          <p data-testid="recibo-pagador">{recibo.pagador.nombre}</p>
          {recibo.pagador.documento ? <p>{recibo.pagador.documento}</p> : null}
        </section>
      </div>
      <p>
        <strong>Concepto:</strong> {recibo.concepto}
      </p>
      <table className="rec-doc__lineas">
        <caption className="visually-hidden">Líneas del recibo</caption>
        <thead>
          <tr>
            <th scope="col">Descripción</th>
            <th scope="col">Cantidad</th>
            <th scope="col">Precio</th>
            <th scope="col">Importe</th>
          </tr>
        </thead>
        <tbody>
          {recibo.lineas.map((linea, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is their identity
            <tr key={i}>
              <td>{linea.descripcion}</td>
              <td>{linea.cantidad.toLocaleString('es-ES')}</td>
              <td>{formatearImporte(linea.precioUnitario, recibo.moneda)}</td>
              <td>{formatearImporte(importeLinea(linea.cantidad, linea.precioUnitario), recibo.moneda)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td data-testid="recibo-total">{formatearImporte(recibo.total, recibo.moneda)}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        <strong>Método de pago:</strong> {NOMBRES_METODO[recibo.metodoPago] ?? recibo.metodoPago}
      </p>
      <p className="rec-doc__estado">
        <strong>Estado:</strong> {anulado ? 'Anulado' : 'Emitido'}
      </p>
    </article>
  );
}
