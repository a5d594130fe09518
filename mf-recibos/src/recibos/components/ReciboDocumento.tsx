import { Celda, type Columna, Encabezado } from 'shared-firebase';
import { formatearImporte, importeLinea } from '../dinero';
import estilos from '../documento.module.css';
import { documentoFiscal, formatearFecha, lineasDeSustitucion, NOMBRES_METODO } from '../formato';
import { importeEnLetras } from '../letras';
import { fraseRecibi, periodoDelRecibo, RENTA_VIGENTE } from '../redaccion';
import type { ReciboPublico } from '../types';
import { FirmaDibujada } from './FirmaDibujada';
import { VerificacionDelRecibo } from './VerificacionDelRecibo';

const COLUMNAS: Columna[] = [
  { titulo: 'Descripción' },
  { titulo: 'Cantidad', numerica: true },
  { titulo: 'Precio', numerica: true },
  { titulo: 'Importe', numerica: true },
];

/**
 * The receipt as a document: on screen, on the public page and on paper (A4). `bajoUnTitulo`:
 * the page has its own h1 (the owner's page, "Recibo R-…" with its actions), so the document's
 * title is an h2 and its parts h3 (one h1 per page); on paper it looks the same. `origen`: the
 * app's, which its verification QR names (the page's own in the browser; the server says it).
 */
export function ReciboDocumento({
  recibo,
  bajoUnTitulo = false,
  origen = globalThis.location?.origin ?? '',
}: {
  recibo: ReciboPublico;
  bajoUnTitulo?: boolean;
  origen?: string;
}) {
  const anulado = recibo.estado === 'anulado';
  const Titulo = bajoUnTitulo ? 'h2' : 'h1';
  const Parte = bajoUnTitulo ? 'h3' : 'h2';
  return (
    <article className={estilos.recDoc} aria-labelledby="rec-doc-titulo">
      {anulado ? (
        <p className={estilos.recDocSello} role="note">
          ANULADO
        </p>
      ) : null}
      <header className={estilos.recDocCabecera}>
        <Titulo id="rec-doc-titulo" className={estilos.recDocTitulo}>
          Recibo {recibo.numero}
        </Titulo>
        <p>{formatearFecha(recibo.fecha)}</p>
        {recibo.alquiler ? <p className={estilos.recDocTipo}>Recibo de alquiler</p> : null}
      </header>
      <div className={estilos.recDocPartes}>
        <section>
          <Parte className={estilos.recDocParte}>Emisor</Parte>
          <p>{recibo.emisor.nombre}</p>
          {recibo.emisor.documento ? (
            <p>
              {documentoFiscal(recibo.moneda)}: {recibo.emisor.documento}
            </p>
          ) : null}
          {recibo.emisor.direccion ? (
            <p className={estilos.recDocDireccion} data-testid="recibo-emisor-direccion">
              {recibo.emisor.direccion}
            </p>
          ) : null}
          {recibo.emisor.contacto ? <p>{recibo.emisor.contacto}</p> : null}
        </section>
        <section>
          <Parte className={estilos.recDocParte}>Pagador</Parte>
          <p data-testid="recibo-pagador">{recibo.pagador.nombre}</p>
          {recibo.pagador.documento ? (
            <p>
              {documentoFiscal(recibo.moneda)}: {recibo.pagador.documento}
            </p>
          ) : null}
        </section>
      </div>
      {recibo.alquiler ? (
        <>
          <p className={estilos.recDocDireccion} data-testid="recibo-inmueble">
            <strong>Inmueble:</strong> {recibo.alquiler.inmueble}
          </p>
          <p data-testid="recibo-periodo">
            <strong>Periodo:</strong> {periodoDelRecibo(recibo.alquiler)}
          </p>
        </>
      ) : null}
      <p>
        <strong>Concepto:</strong> {recibo.concepto}
      </p>
      {/* Narrow screens: each line reflows (description, then quantity × price and amount); the
          explicit roles keep it a table for assistive technology (documento.module.css). */}
      <div className={estilos.recDocLineasContenedor}>
        <table className={estilos.recDocLineas} role="table">
          <caption className="visually-hidden">Líneas del recibo</caption>
          <Encabezado columnas={COLUMNAS} />
          <tbody role="rowgroup">
            {recibo.lineas.map((linea, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is their identity
              <tr key={i} role="row">
                <Celda className={estilos.recDocDescripcion}>
                  {recibo.alquiler && i === 0 ? <strong>{RENTA_VIGENTE}: </strong> : null}
                  {linea.descripcion}
                </Celda>
                <Celda titulo="Cantidad" className={estilos.recDocCantidad}>
                  {linea.cantidad.toLocaleString('es-ES')}
                </Celda>
                <Celda titulo="Precio" className={estilos.recDocPrecio}>
                  {formatearImporte(linea.precioUnitario, recibo.moneda)}
                </Celda>
                <Celda titulo="Importe" className={estilos.recDocImporte}>
                  {formatearImporte(importeLinea(linea.cantidad, linea.precioUnitario), recibo.moneda)}
                </Celda>
              </tr>
            ))}
          </tbody>
          <tfoot role="rowgroup">
            <tr role="row">
              <th role="rowheader" scope="row" colSpan={3}>
                Total
              </th>
              <Celda data-testid="recibo-total">{formatearImporte(recibo.total, recibo.moneda)}</Celda>
            </tr>
          </tfoot>
        </table>
      </div>
      <p data-testid="recibo-en-letras">
        <strong>Son:</strong> {importeEnLetras(recibo.total, recibo.moneda)}
      </p>
      <p>
        <strong>Método de pago:</strong> {NOMBRES_METODO[recibo.metodoPago] ?? recibo.metodoPago}
      </p>
      <p>
        <strong>Estado:</strong> {anulado ? 'Anulado' : 'Emitido'}
      </p>
      {recibo.motivoAnulacion ? (
        <p data-testid="recibo-motivo">
          <strong>Motivo de la anulación:</strong> {recibo.motivoAnulacion}
        </p>
      ) : null}
      {lineasDeSustitucion(recibo).map((linea) => (
        <p key={linea} data-testid="recibo-sustitucion">
          <strong>{linea}</strong>
        </p>
      ))}
      {/* The payer's page (a document of its own, not under the owner's title): how to get the new one. */}
      {recibo.sustituidoPor && !bajoUnTitulo ? (
        <p className="no-print" data-testid="recibo-pedir-sustituto">
          {`Si no tienes el recibo ${recibo.sustituidoPor}, pídeselo a ${recibo.emisor.nombre}${recibo.emisor.contacto ? ` (${recibo.emisor.contacto})` : ''}.`}
        </p>
      ) : null}
      {recibo.recibi ? <p data-testid="recibo-recibi">{fraseRecibi(recibo)}</p> : null}
      {recibo.emisor.firma ? (
        <figure className={estilos.recDocFirma}>
          <FirmaDibujada firma={recibo.emisor.firma} titulo={`Firma de ${recibo.emisor.nombre}`} />
          <figcaption>Firmado: {recibo.emisor.nombre}</figcaption>
        </figure>
      ) : null}
      {recibo.verificacion ? <VerificacionDelRecibo codigo={recibo.verificacion} origen={origen} /> : null}
    </article>
  );
}
