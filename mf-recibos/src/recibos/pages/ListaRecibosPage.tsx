import { Download, ListFilter, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Cargando, contar, ErrorDeCarga, PageHeader } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { type FiltrosRecibos, todosLosRecibos } from '../api/recibos';
import { EnlaceNuevoRecibo } from '../components/EnlaceNuevoRecibo';
import { TablaRecibos } from '../components/TablaRecibos';
import { recibosACsv } from '../csv';
import { formatearImportes } from '../dinero';
import { useEtiquetasKit } from '../etiquetas-remotas';
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
  const { ejecutar, pendiente: exportando } = useAccion();
  const [filtrosAbiertos, setFiltrosAbiertos] = useState(false);
  const idFiltros = useId();
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

  const exportar = () =>
    ejecutar(async () => descargar('recibos.csv', recibosACsv(await todosLosRecibos(filtros))), {
      fallo: 'No se pudo exportar. Inténtalo de nuevo.',
    });

  const avanzados = [etiqueta, estado, desde, hasta].filter(Boolean).length;

  return (
    <section data-remote="mf_recibos">
      <PageHeader title="Recibos">
        <button
          type="button"
          className="ui-button ui-button--secondary"
          disabled={exportando}
          onClick={() => void exportar()}
        >
          <Download aria-hidden="true" />
          {exportando ? 'Exportando…' : 'Exportar CSV'}
        </button>
        <EnlaceNuevoRecibo />
      </PageHeader>

      <search className="rec-filtros" aria-label="Filtrar recibos">
        <label className="ui-field rec-filtros__buscar">
          <span>Buscar por pagador o concepto</span>
          <span className="rec-buscar">
            <Search aria-hidden="true" className="rec-buscar__icono" />
            <input type="search" value={texto} onChange={(e) => setTexto(e.target.value)} />
          </span>
        </label>
        {/* Phones: the other filters fold behind a button, so receipts show on the first screen. */}
        <button
          type="button"
          className="ui-button ui-button--secondary rec-filtros__conmutador"
          aria-expanded={filtrosAbiertos}
          aria-controls={idFiltros}
          onClick={() => setFiltrosAbiertos((abiertos) => !abiertos)}
        >
          <ListFilter aria-hidden="true" />
          Filtros{avanzados > 0 ? ` (${avanzados})` : ''}
        </button>
        <div id={idFiltros} className={`rec-filtros__mas${filtrosAbiertos ? '' : ' rec-filtros__mas--cerrado'}`}>
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
        </div>
      </search>

      <p className="rec-totales" aria-live="polite" data-testid="totales">
        {totales.data
          ? `${contar(totales.data.recibos, 'recibo', 'recibos')} · Importe emitido: ${formatearImportes(totales.data.importes)}`
          : 'Calculando totales…'}
      </p>

      {lista.error ? (
        <ErrorDeCarga titulo="No se pudieron cargar los recibos" onReintentar={() => void lista.recargar()} />
      ) : lista.recibos.length === 0 && lista.cargando ? (
        <Cargando texto="Cargando recibos…" />
      ) : lista.recibos.length === 0 ? (
        <div className="ui-empty">
          {filtrando ? (
            <p>Ningún recibo coincide con los filtros.</p>
          ) : (
            <>
              <p>Aún no has emitido ningún recibo.</p>
              <EnlaceNuevoRecibo texto="Emitir el primer recibo" />
            </>
          )}
        </div>
      ) : (
        <>
          <TablaRecibos recibos={lista.recibos} titulo="Tus recibos" />
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
