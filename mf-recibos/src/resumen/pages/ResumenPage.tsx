import { ChevronLeft, ChevronRight, Download, FileDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  Boton,
  Cargando,
  Celda,
  claseDeBoton,
  contar,
  ErrorDeCarga,
  Fila,
  PageHeader,
  TablaAdaptable,
} from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link, Navigate, useParams } from 'shared-firebase/router';
import { Certificados } from '../../certificados/components/Certificados';
import { usePerfilEmisor } from '../../emisor/hooks/usePerfilEmisor';
import { useLibro } from '../../libro/hooks/useLibro';
import { ETIQUETAS_DE_CADA_CUAL } from '../../libro/textos';
import { descargarArchivo } from '../../recibos/descarga';
import { formatearImportes } from '../../recibos/dinero';
import { useEtiquetasKit } from '../../recibos/etiquetas-remotas';
import { hoy } from '../../recibos/formato';
import { ArchivoDelAnio } from '../components/ArchivoDelAnio';
import { GraficoPorMes } from '../components/GraficoPorMes';
import { mesEnLetras, resumenACsv } from '../csv';
import { useResumenDelAnio } from '../hooks/useResumen';
import { ANIOS, type Cifras, filtrosDelAnio, type Grupo, type ResumenDelAnio } from '../resumen';
import estilos from '../resumen.module.css';

/** /recibos/resumen: this year's. */
export function ResumenDeEsteAnio() {
  return <Navigate to={`/recibos/resumen/${hoy().slice(0, 4)}`} replace />;
}

/** The list with the year's filters, and more: its figures are the sums of what it shows. */
const enLaLista = (anio: number, mas: Record<string, string> = {}) =>
  `/recibos?${new URLSearchParams({ ...filtrosDelAnio(anio), ...mas }).toString()}`;

/** /recibos/resumen/:anio — the year's income: by month, property, label and payer. */
export function ResumenPage() {
  const { anio: texto = '' } = useParams();
  const anio = Number(texto);
  if (!/^\d{4}$/.test(texto) || anio < ANIOS.desde || anio > ANIOS.hasta) {
    return (
      <section data-remote="mf_recibos">
        <PageHeader titulo="Resumen del año" />
        <div className="ui-empty">
          <p>«{texto}» no es un año.</p>
          <Link to="/recibos/resumen">Ver el resumen de este año</Link>
        </div>
      </section>
    );
  }
  return <ResumenDe anio={anio} />;
}

function ResumenDe({ anio }: { anio: number }) {
  const { totales, recibos, resumen } = useResumenDelAnio(anio);
  const { useEtiquetas } = useEtiquetasKit();
  const { etiquetas } = useEtiquetas();
  const nombres = new Map(etiquetas.map((e) => [e.id, e.nombre]));
  // In another's book the receipts carry its owner's labels, which are not the reader's.
  const { propio } = useLibro();
  const nombreDeEtiqueta = propio ? (id: string) => nombres.get(id) : null;
  const { ejecutar, pendiente: exportando } = useAccion();
  const pdf = useAccion();
  const perfil = usePerfilEmisor();
  /** Who the summary is of: the issuer's details, else the latest receipt's issuer. */
  const emisor = perfil.data?.nombre.trim() || recibos.data?.[0]?.emisor.nombre || '';
  const exportar = (r: ResumenDelAnio) =>
    ejecutar(
      async () => {
        const csv = resumenACsv(r, nombreDeEtiqueta);
        descargarArchivo(`resumen-${anio}.csv`, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      },
      { fallo: 'No se pudo exportar. Inténtalo de nuevo.' },
    );
  const enPdf = (r: ResumenDelAnio) =>
    pdf.ejecutar(
      async () => {
        const { resumenEnPdf } = await import('../pdf/resumenEnPdf');
        const pdf = await resumenEnPdf(r, {
          emisor,
          nombreDeEtiqueta,
          hoy: hoy(),
        });
        descargarArchivo(`resumen-${anio}.pdf`, new Blob([pdf as BlobPart], { type: 'application/pdf' }));
      },
      { fallo: 'No se pudo preparar el PDF. Inténtalo de nuevo.' },
    );

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo={`Resumen de ${anio}`}>
        {resumen && resumen.emitidos.recibos > 0 ? (
          <Boton variante="secundario" disabled={exportando} onClick={() => void exportar(resumen)}>
            <Download aria-hidden="true" />
            {exportando ? 'Exportando…' : 'Exportar CSV'}
          </Boton>
        ) : null}
        {resumen && resumen.emitidos.recibos > 0 ? (
          <Boton variante="secundario" disabled={pdf.pendiente} onClick={() => void enPdf(resumen)}>
            <FileDown aria-hidden="true" />
            {pdf.pendiente ? 'Preparando PDF…' : 'Descargar el resumen en PDF'}
          </Boton>
        ) : null}
      </PageHeader>
      <nav className={estilos.resAnios} aria-label="Otros años">
        <Link
          className={claseDeBoton({ variante: 'secundario', pequeno: true })}
          to={`/recibos/resumen/${anio - 1}`}
          aria-label={`Resumen de ${anio - 1}`}
        >
          <ChevronLeft aria-hidden="true" />
          {anio - 1}
        </Link>
        <Link
          className={claseDeBoton({ variante: 'secundario', pequeno: true })}
          to={`/recibos/resumen/${anio + 1}`}
          aria-label={`Resumen de ${anio + 1}`}
        >
          {anio + 1}
          <ChevronRight aria-hidden="true" />
        </Link>
      </nav>

      <h2 className={estilos.resApartado}>El año</h2>
      {totales.error ? (
        <ErrorDeCarga titulo="No se pudieron calcular los totales" onReintentar={() => void totales.mutate()} />
      ) : !totales.data ? (
        <Cargando texto="Calculando totales…" />
      ) : (
        <dl className={estilos.resCifras} data-testid="totales-del-anio">
          <div>
            <dt>Importe emitido</dt>
            <dd>{formatearImportes(totales.data.importes)}</dd>
          </div>
          <div>
            <dt>Recibos emitidos</dt>
            <dd>
              <Link to={enLaLista(anio, { estado: 'emitido' })}>
                {contar(totales.data.recibos, 'recibo', 'recibos')}
              </Link>
            </dd>
          </div>
          {resumen ? (
            <div>
              <dt>Anulados, fuera de las cifras</dt>
              <dd>
                <Link to={enLaLista(anio, { estado: 'anulado' })}>{resumen.anulados}</Link>
                {resumen.sustituidos > 0 ? (
                  <span className="ui-hint">
                    {' '}
                    ({contar(resumen.sustituidos, 'corregido', 'corregidos')}:{' '}
                    {resumen.sustituidos === 1 ? 'cuenta su corrección' : 'cuentan sus correcciones'})
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      )}

      {recibos.error ? (
        <ErrorDeCarga titulo="No se pudieron leer los recibos del año" onReintentar={() => void recibos.mutate()} />
      ) : !resumen ? (
        <Cargando texto="Leyendo los recibos del año…" />
      ) : resumen.emitidos.recibos === 0 ? (
        <div className="ui-empty">
          <p>No hay recibos emitidos en {anio}.</p>
        </div>
      ) : (
        <>
          <Apartados anio={anio} resumen={resumen} nombres={propio ? nombres : null} />
          <h2 className={estilos.resApartado}>Certificados de pagos</h2>
          <Certificados anio={anio} recibos={recibos.data ?? []} />
          <h2 className={estilos.resApartado}>Archivo del año</h2>
          <ArchivoDelAnio
            anio={anio}
            recibos={recibos.data ?? []}
            resumen={resumen}
            nombres={propio ? nombres : null}
            emisor={emisor}
          />
        </>
      )}
    </section>
  );
}

function Apartados({
  anio,
  resumen,
  nombres,
}: {
  anio: number;
  resumen: ResumenDelAnio;
  /** The reader's label names; null in another's book, whose labels are its owner's. */
  nombres: ReadonlyMap<string, string> | null;
}) {
  const idTabla = useId();
  return (
    <>
      <h2 className={estilos.resApartado}>Por meses</h2>
      <div className={estilos.resGraficos}>
        {resumen.monedas.map((moneda) => (
          <GraficoPorMes key={moneda} porMes={resumen.porMes} moneda={moneda} />
        ))}
      </div>
      <Tabla id={idTabla} titulo={`Por meses de ${anio}`} primera="Mes">
        {resumen.porMes.map((mes, i) => {
          const m = String(i + 1).padStart(2, '0');
          const ultimo = new Date(Date.UTC(anio, i + 1, 0)).getUTCDate();
          return (
            <FilaDeCifras
              // biome-ignore lint/suspicious/noArrayIndexKey: the twelve months never reorder.
              key={i}
              nombre={
                <Link
                  to={enLaLista(anio, { desde: `${anio}-${m}-01`, hasta: `${anio}-${m}-${ultimo}`, estado: 'emitido' })}
                >
                  {mesEnLetras(i)}
                </Link>
              }
              cifras={mes}
            />
          );
        })}
      </Tabla>

      {resumen.porInmueble.length > 0 ? (
        <>
          <h2 className={estilos.resApartado}>Por inmueble</h2>
          <Tabla titulo={`Alquileres de ${anio} por inmueble`} primera="Inmueble">
            {resumen.porInmueble.map((g) => (
              <FilaDeCifras key={g.clave} nombre={g.nombre} cifras={g} />
            ))}
          </Tabla>
        </>
      ) : null}

      {nombres ? null : <p className="ui-hint">{ETIQUETAS_DE_CADA_CUAL}</p>}
      {nombres ? (
        <>
          <h2 className={estilos.resApartado}>Por etiqueta</h2>
          <p className="ui-hint">Un recibo con dos etiquetas cuenta en las dos.</p>
          <Tabla titulo={`Recibos de ${anio} por etiqueta`} primera="Etiqueta">
            {resumen.porEtiqueta.map((g: Grupo) => (
              <FilaDeCifras
                key={g.clave}
                nombre={
                  nombres.has(g.clave) ? (
                    <Link to={enLaLista(anio, { etiqueta: g.clave, estado: 'emitido' })}>{nombres.get(g.clave)}</Link>
                  ) : (
                    'Etiqueta eliminada'
                  )
                }
                cifras={g}
              />
            ))}
            {resumen.sinEtiqueta.recibos > 0 ? (
              <FilaDeCifras nombre="Sin etiqueta" cifras={resumen.sinEtiqueta} />
            ) : null}
          </Tabla>
        </>
      ) : null}

      <h2 className={estilos.resApartado}>Por pagador</h2>
      <Tabla titulo={`Recibos de ${anio} por pagador`} primera="Pagador">
        {resumen.porPagador.map((g) => (
          <FilaDeCifras key={g.clave} nombre={g.nombre} cifras={g} />
        ))}
      </Tabla>
    </>
  );
}

function Tabla({
  id,
  titulo,
  primera,
  children,
}: {
  id?: string;
  titulo: string;
  primera: string;
  children: ReactNode;
}) {
  return (
    <div id={id}>
      <TablaAdaptable
        etiqueta={titulo}
        columnas={[{ titulo: primera }, { titulo: 'Recibos', numerica: true }, { titulo: 'Importe', numerica: true }]}
      >
        {children}
      </TablaAdaptable>
    </div>
  );
}

function FilaDeCifras({ nombre, cifras }: { nombre: ReactNode; cifras: Cifras }) {
  return (
    <Fila cabecera={nombre}>
      <Celda titulo="Recibos" className="ui-tabla__num">
        {cifras.recibos}
      </Celda>
      <Celda titulo="Importe" className="ui-tabla__num">
        {formatearImportes(cifras.importes)}
      </Celda>
    </Fila>
  );
}
