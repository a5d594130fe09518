import { useDeferredValue, useState } from 'react';
import { Cargando, contar, ErrorCard, PageHeader } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { toast } from 'sonner';
import { type FiltrosRecibos, todosLosRecibos } from '../api/recibos';
import { recibosACsv } from '../csv';
import { formatearImporte, formatearImportes } from '../dinero';
import { EtiquetasDeRecibo, useEtiquetasKit } from '../etiquetas-remotas';
import { formatearFecha, formatearNumero } from '../formato';
import { useListaRecibos, useTotales } from '../hooks/useRecibos';
import type { EstadoRecibo } from '../types';

function descargar(nombre: string, contenido: string) {
  const url = URL.createObjectURL(new Blob([contenido], { type: 'text/csv;charset=utf-8' }));
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  URL.revokeObjectURL(url);
}

/** /recibos: filtered, paginated list with totals and CSV export. */
export function ListaRecibosPage() {
  const { useEtiquetas } = useEtiquetasKit();
  const { etiquetas } = useEtiquetas();
  const [texto, setTexto] = useState('');
  const [etiqueta, setEtiqueta] = useState('');
  const [estado, setEstado] = useState<'' | EstadoRecibo>('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [exportando, setExportando] = useState(false);
  const textoDiferido = useDeferredValue(texto.trim());

  const filtros: FiltrosRecibos = {
    ...(textoDiferido ? { texto: textoDiferido } : {}),
    ...(etiqueta ? { etiqueta } : {}),
    ...(estado ? { estado } : {}),
    ...(desde ? { desde } : {}),
    ...(hasta ? { hasta } : {}),
  };
  const filtrando = Object.keys(filtros).length > 0;
  const lista = useListaRecibos(filtros);
  const totales = useTotales(filtros);

  const exportar = async () => {
    setExportando(true);
    try {
      descargar('recibos.csv', recibosACsv(await todosLosRecibos(filtros)));
    } catch {
      toast.error('No se pudo exportar. Inténtalo de nuevo.');
    } finally {
      setExportando(false);
    }
  };

  return (
    <section data-remote="mf_recibos">
      <PageHeader title="Recibos">
        <button
          type="button"
          className="ui-button ui-button--secondary"
          disabled={exportando}
          onClick={() => void exportar()}
        >
          {exportando ? 'Exportando…' : 'Exportar CSV'}
        </button>
        <Link className="ui-button" to="/recibos/nuevo">
          Nuevo recibo
        </Link>
      </PageHeader>

      <search className="rec-filtros" aria-label="Filtrar recibos">
        <label className="ui-field">
          <span>Buscar por pagador o concepto</span>
          <input type="search" value={texto} onChange={(e) => setTexto(e.target.value)} />
        </label>
        <label className="ui-field">
          <span>Etiqueta</span>
          <select value={etiqueta} onChange={(e) => setEtiqueta(e.target.value)}>
            <option value="">Todas</option>
            {etiquetas.map((e) => (
              <option key={e.id} value={e.id}>
                {e.nombre}
              </option>
            ))}
          </select>
        </label>
        <label className="ui-field">
          <span>Estado</span>
          <select value={estado} onChange={(e) => setEstado(e.target.value as '' | EstadoRecibo)}>
            <option value="">Todos</option>
            <option value="emitido">Emitidos</option>
            <option value="anulado">Anulados</option>
          </select>
        </label>
        <label className="ui-field">
          <span>Desde</span>
          <input type="date" value={desde} onChange={(e) => setDesde(e.target.value)} />
        </label>
        <label className="ui-field">
          <span>Hasta</span>
          <input type="date" value={hasta} onChange={(e) => setHasta(e.target.value)} />
        </label>
      </search>

      <p className="rec-totales" aria-live="polite" data-testid="totales">
        {totales.data
          ? `${contar(totales.data.recibos, 'recibo', 'recibos')} · Importe emitido: ${formatearImportes(totales.data.importes)}`
          : 'Calculando totales…'}
      </p>

      {lista.error ? (
        <ErrorCard
          title="No se pudieron cargar los recibos"
          action={
            <button type="button" className="ui-button" onClick={() => void lista.recargar()}>
              Reintentar
            </button>
          }
        >
          <p>Comprueba tu conexión e inténtalo de nuevo.</p>
        </ErrorCard>
      ) : lista.recibos.length === 0 && lista.cargando ? (
        <Cargando texto="Cargando recibos…" />
      ) : lista.recibos.length === 0 ? (
        <div className="ui-empty">
          {filtrando ? (
            <p>Ningún recibo coincide con los filtros.</p>
          ) : (
            <>
              <p>Aún no has emitido ningún recibo.</p>
              <Link className="ui-button" to="/recibos/nuevo">
                Emitir el primer recibo
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <ul className="rec-lista" aria-label="Tus recibos">
            {lista.recibos.map((recibo) => (
              <li key={recibo.id} className={`rec-fila${recibo.estado === 'anulado' ? ' rec-fila--anulado' : ''}`}>
                <Link to={`/recibos/${recibo.id}`} className="rec-fila__enlace">
                  <strong>{formatearNumero(recibo.numero, recibo.fecha)}</strong>
                  <span>{recibo.pagador.nombre}</span>
                  <span className="ui-hint">{recibo.concepto}</span>
                </Link>
                <span className="rec-fila__datos">
                  <span>{formatearFecha(recibo.fecha, 'corta')}</span>
                  <strong>{formatearImporte(recibo.total, recibo.moneda)}</strong>
                  {recibo.estado === 'anulado' ? <span className="rec-marca">ANULADO</span> : null}
                </span>
                <EtiquetasDeRecibo ids={recibo.etiquetas} />
              </li>
            ))}
          </ul>
          {lista.hayMas ? (
            <button
              type="button"
              className="ui-button ui-button--secondary rec-mas"
              disabled={lista.cargando}
              onClick={() => void lista.cargarMas()}
            >
              {lista.cargando ? 'Cargando…' : 'Cargar más'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
