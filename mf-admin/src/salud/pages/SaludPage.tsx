import { gruposPrincipales, PERIODOS } from 'medidas-de-campo';
import { Cargando, ErrorDeCarga } from 'shared-firebase';
import { useSearchParams } from 'shared-firebase/router';
import { PaginaDeAdmin } from '../../comun/PaginaDeAdmin';
import { CanarioFrenteAEstable } from '../components/CanarioFrenteAEstable';
import { ErroresPrincipales } from '../components/ErroresPrincipales';
import { TablaDeRutas } from '../components/TablaDeRutas';
import { useSalud } from '../hooks/useSalud';
import { comparaciones, filasPorRuta } from '../salud';
import estilos from '../salud.module.css';

const NOMBRE_DEL_PERIODO: Record<(typeof PERIODOS)[number], string> = {
  1: 'Hoy',
  7: 'Últimos 7 días',
  28: 'Últimos 28 días',
};

/**
 * /admin/salud — the field data of real browsers (docs/rendimiento.md, «Datos de campo»): each
 * route and remote version's p75 LCP, INP and CLS against Google's thresholds and its errors per
 * 1,000 page views, each canary beside its stable version, and the most frequent errors.
 */
export default function SaludPage() {
  return (
    <PaginaDeAdmin ruta="/admin/salud" titulo="Salud de la aplicación">
      <PanelSalud />
    </PaginaDeAdmin>
  );
}

function PanelSalud() {
  const [params, setParams] = useSearchParams();
  const pedido = Number(params.get('dias'));
  const dias = (PERIODOS as readonly number[]).includes(pedido) ? (pedido as (typeof PERIODOS)[number]) : 7;
  const { data, error, isLoading, mutate } = useSalud(dias);

  return (
    <>
      <h2>Salud de la aplicación</h2>
      <p className="ui-hint">
        Medidas de los navegadores de los usuarios, sin datos personales: el percentil 75 de cada ruta frente a los
        umbrales de Google (bueno, mejorable, malo) y los errores por cada mil vistas de página.
      </p>
      <fieldset className={estilos.salPeriodo}>
        <legend className="visually-hidden">Periodo</legend>
        {PERIODOS.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name="periodo"
              checked={p === dias}
              onChange={() => setParams({ dias: String(p) }, { replace: true })}
            />
            {NOMBRE_DEL_PERIODO[p]}
          </label>
        ))}
      </fieldset>
      {error ? (
        <ErrorDeCarga titulo="No se pudieron cargar las medidas" onReintentar={() => void mutate()} />
      ) : isLoading || !data ? (
        <Cargando />
      ) : data.medidas.length === 0 ? (
        <p className="ui-card">Aún no hay medidas en este periodo.</p>
      ) : (
        <Informe datos={data} />
      )}
    </>
  );
}

function Informe({ datos }: { datos: NonNullable<ReturnType<typeof useSalud>['data']> }) {
  const canarios = comparaciones(datos.medidas, datos.estables);
  return (
    <>
      <section className={estilos.salSeccion} aria-labelledby="sal-canarios">
        <h2 id="sal-canarios">Canarios frente a estables</h2>
        {canarios.length === 0 ? (
          <p>Ningún canario en este periodo.</p>
        ) : (
          <div className={estilos.salComparaciones}>
            {canarios.map((c) => (
              <CanarioFrenteAEstable key={`${c.remoto} ${c.canario.version}`} comparacion={c} />
            ))}
          </div>
        )}
      </section>
      <section className={estilos.salSeccion} aria-labelledby="sal-rutas">
        <h2 id="sal-rutas">Por ruta y versión</h2>
        <TablaDeRutas filas={filasPorRuta(datos.medidas)} />
      </section>
      <section className={estilos.salSeccion} aria-labelledby="sal-errores">
        <h2 id="sal-errores">Errores más frecuentes</h2>
        <ErroresPrincipales grupos={gruposPrincipales(datos.errores)} />
      </section>
    </>
  );
}
