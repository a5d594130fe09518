import { ChartColumn, IdCard, ListFilter, Repeat, Search, Users } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Boton, Cargando, claseDeBoton, contar, ErrorDeCarga, PageHeader } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { useLibro } from '../../libro/hooks/useLibro';
import { ETIQUETAS_DE_CADA_CUAL } from '../../libro/textos';
import type { FiltrosRecibos } from '../api/recibos';
import { BUSQUEDA_IGNORADA, seBusca } from '../busqueda';
import { BotonExportarCsv } from '../components/BotonExportarCsv';
import { EnlaceNuevoRecibo } from '../components/EnlaceNuevoRecibo';
import { TablaRecibos } from '../components/TablaRecibos';
import { formatearImportes } from '../dinero';
import { useEtiquetasKit } from '../etiquetas-remotas';
import { useFiltrosEnLaUrl } from '../hooks/useFiltrosEnLaUrl';
import { useListaRecibos, useTotales } from '../hooks/useRecibos';
import estilos from '../recibos.module.css';
import type { EstadoRecibo } from '../types';

/** /recibos: filtered, paginated list with totals and CSV export. */
export function ListaRecibosPage() {
  const { propio } = useLibro();
  const { useEtiquetas } = useEtiquetasKit();
  const { etiquetas } = useEtiquetas();
  const { leer, poner } = useFiltrosEnLaUrl();
  const etiqueta = leer('etiqueta');
  const estado = (['emitido', 'anulado'].includes(leer('estado')) ? leer('estado') : '') as '' | EstadoRecibo;
  const desde = leer('desde');
  const hasta = leer('hasta');
  // What is typed is the input's own state (the address follows it), so no keystroke waits for
  // the router; Back or a link to another search brings the address's text back into the box.
  const enLaUrl = leer('q');
  const [texto, setTexto] = useState(enLaUrl);
  useEffect(() => setTexto((actual) => (actual.trim() === enLaUrl.trim() ? actual : enLaUrl)), [enLaUrl]);
  const escribir = (valor: string) => {
    setTexto(valor);
    poner('q', valor.trim());
  };
  const alReves = Boolean(desde && hasta && desde > hasta);
  const [filtrosAbiertos, setFiltrosAbiertos] = useState(false);
  const idFiltros = useId();
  const idRango = useId();
  const textoDiferido = useDeferredValue(texto.trim());
  const idIgnorada = useId();
  const idBuscar = useId();
  const ignorada = !seBusca(textoDiferido);

  // A reversed range asks nothing of the server: it says so instead.
  const filtros: FiltrosRecibos = {
    ...(textoDiferido && !ignorada ? { texto: textoDiferido } : {}),
    ...(etiqueta ? { etiqueta } : {}),
    ...(estado ? { estado } : {}),
    ...(desde && !alReves ? { desde } : {}),
    ...(hasta && !alReves ? { hasta } : {}),
  };
  const filtrando = Object.keys(filtros).length > 0;
  const lista = useListaRecibos(filtros);
  const totales = useTotales(filtros);

  const avanzados = [etiqueta, estado, desde, hasta].filter(Boolean).length;

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Recibos">
        <BotonExportarCsv filtros={filtros} etiquetas={etiquetas} />
        <Link className={claseDeBoton({ variante: 'secundario' })} to="/recibos/resumen">
          <ChartColumn aria-hidden="true" />
          Resumen del año
        </Link>
        {propio ? (
          <>
            <Link className={claseDeBoton({ variante: 'secundario' })} to="/recibos/pagadores">
              <Users aria-hidden="true" />
              Pagadores
            </Link>
            <Link className={claseDeBoton({ variante: 'secundario' })} to="/recibos/periodicos">
              <Repeat aria-hidden="true" />
              Periódicos
            </Link>
            <Link className={claseDeBoton({ variante: 'secundario' })} to="/recibos/emisor">
              <IdCard aria-hidden="true" />
              Datos del emisor
            </Link>
          </>
        ) : null}
        <EnlaceNuevoRecibo />
      </PageHeader>
      {propio ? null : (
        <p className="ui-hint" data-testid="etiquetas-de-cada-cual">
          {ETIQUETAS_DE_CADA_CUAL}
        </p>
      )}

      <search className={estilos.recFiltros} aria-label="Filtrar recibos">
        {/* Not one <label> around both: on a phone the label takes the whole row, above the field
            and «Filtros» side by side (it wrapped onto four lines in the field's column). */}
        <div className={`ui-field ${estilos.recFiltrosBusqueda}`}>
          <label htmlFor={idBuscar}>Buscar por número, pagador o concepto</label>
          <span className={estilos.recBuscar}>
            <Search aria-hidden="true" className={estilos.recBuscarIcono} />
            <input
              id={idBuscar}
              type="search"
              value={texto}
              aria-describedby={ignorada ? idIgnorada : undefined}
              onChange={(e) => escribir(e.target.value)}
            />
          </span>
        </div>
        {/* Phones: the other filters fold behind a button, so receipts show on the first screen. */}
        <Boton
          variante="secundario"
          className={estilos.recFiltrosConmutador}
          aria-expanded={filtrosAbiertos}
          aria-controls={idFiltros}
          onClick={() => setFiltrosAbiertos((abiertos) => !abiertos)}
        >
          <ListFilter aria-hidden="true" />
          Filtros{avanzados > 0 ? ` (${avanzados})` : ''}
        </Boton>
        <div
          id={idFiltros}
          className={`${estilos.recFiltrosMas}${filtrosAbiertos ? '' : ` ${estilos.recFiltrosMasCerrado}`}`}
        >
          {propio ? (
            <label className="ui-field">
              <span>Etiqueta</span>
              <select value={etiqueta} onChange={(e) => poner('etiqueta', e.target.value)}>
                <option value="">Todas</option>
                {etiquetas.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.nombre}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="ui-field">
            <span>Estado</span>
            <select value={estado} onChange={(e) => poner('estado', e.target.value)}>
              <option value="">Todos</option>
              <option value="emitido">Emitidos</option>
              <option value="anulado">Anulados</option>
            </select>
          </label>
          {(['desde', 'hasta'] as const).map((clave) => (
            <label key={clave} className="ui-field">
              <span>{clave === 'desde' ? 'Desde' : 'Hasta'}</span>
              <input
                type="date"
                value={clave === 'desde' ? desde : hasta}
                aria-invalid={alReves || undefined}
                aria-describedby={alReves ? idRango : undefined}
                onChange={(e) => poner(clave, e.target.value)}
              />
            </label>
          ))}
        </div>
        {/* After the filters: a row of its own that leaves the search and «Filtros» side by side. */}
        <p id={idIgnorada} className={`ui-hint ${estilos.recBusquedaIgnorada}`} role="status">
          {ignorada ? BUSQUEDA_IGNORADA : null}
        </p>
        {alReves ? (
          <p id={idRango} className={`ui-field__error ${estilos.recFiltrosError}`} role="alert">
            La fecha «Desde» es posterior a «Hasta»: cambia una de las dos.
          </p>
        ) : null}
      </search>

      {alReves ? null : (
        <>
          <p className={estilos.recTotales} aria-live="polite" data-testid="totales">
            {totales.data
              ? `${contar(totales.data.recibos, 'recibo', 'recibos')} · Importe emitido: ${formatearImportes(totales.data.importes, lista.recibos[0]?.moneda)}`
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
                  <p>{propio ? 'Aún no has emitido ningún recibo.' : 'Este libro aún no tiene recibos.'}</p>
                  <EnlaceNuevoRecibo texto="Emitir el primer recibo" />
                </>
              )}
            </div>
          ) : (
            <>
              <TablaRecibos recibos={lista.recibos} titulo={propio ? 'Tus recibos' : 'Recibos del libro'} />
              {lista.hayMas ? (
                <Boton
                  variante="secundario"
                  className={estilos.recMas}
                  disabled={lista.cargando}
                  onClick={() => void lista.cargarMas()}
                >
                  {lista.cargando ? 'Cargando…' : 'Cargar más'}
                </Boton>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
