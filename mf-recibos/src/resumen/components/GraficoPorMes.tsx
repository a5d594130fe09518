import { formatearImporte } from '../../recibos/dinero';
import type { Moneda } from '../../recibos/types';
import { mesEnLetras } from '../csv';
import type { Cifras } from '../resumen';
import estilos from '../resumen.module.css';

const ALTO = 120;
const BARRA = 16;
const HUECO = 6;
const ANCHO = 12 * (BARRA + HUECO) - HUECO;

/**
 * One currency's amounts by month as bars. The picture says what it shows and which month is
 * highest; the figures themselves are in the months' table below it, which screen readers read
 * instead of twelve bars.
 */
export function GraficoPorMes({ porMes, moneda }: { porMes: Cifras[]; moneda: Moneda }) {
  const valores = porMes.map((m) => m.importes.find((i) => i.moneda === moneda)?.centimos ?? 0);
  const maximo = Math.max(...valores);
  const mayor = valores.indexOf(maximo);
  const descripcion = `Importe emitido en ${moneda} por mes, de enero a diciembre. El mes más alto, ${mesEnLetras(mayor)}: ${formatearImporte(maximo, moneda)}.`;
  return (
    <figure className={estilos.resGrafico}>
      <svg
        viewBox={`0 0 ${ANCHO} ${ALTO + 14}`}
        role="img"
        aria-label={descripcion}
        preserveAspectRatio="xMidYMid meet"
      >
        {valores.map((valor, i) => {
          const alto = maximo > 0 ? Math.max((valor / maximo) * ALTO, valor > 0 ? 2 : 0) : 0;
          const x = i * (BARRA + HUECO);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the twelve months never reorder.
            <g key={i}>
              <rect x={x} y={ALTO - alto} width={BARRA} height={alto} className={estilos.resBarra}>
                <title>{`${mesEnLetras(i)}: ${formatearImporte(valor, moneda)}`}</title>
              </rect>
              <text x={x + BARRA / 2} y={ALTO + 11} textAnchor="middle" className={estilos.resMes}>
                {mesEnLetras(i).charAt(0).toUpperCase()}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The same words as the picture's name: shown, and read once. */}
      <figcaption className="ui-hint" aria-hidden="true">
        {descripcion}
      </figcaption>
    </figure>
  );
}
