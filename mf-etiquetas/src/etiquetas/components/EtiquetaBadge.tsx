import { resolveColor } from '../colores';
import { useEtiquetas } from '../hooks/EtiquetasProvider';
import type { Etiqueta } from '../types';
import estilos from './etiquetas.module.css';

/**
 * A label as a coloured pill. Its colour comes from the palette or the user's custom colours.
 * Where it is shown may set `--etiqueta-ancho-max` and `--etiqueta-alineacion` on a container
 * (its only styling interface: its class is this remote's own).
 */
export function EtiquetaBadge({ etiqueta }: { etiqueta: Pick<Etiqueta, 'nombre' | 'color'> }) {
  const { colores } = useEtiquetas();
  const visual = resolveColor(etiqueta.color, colores);
  return (
    <span
      className={estilos.etqBadge}
      data-testid="etiqueta"
      title={etiqueta.nombre}
      style={{ background: visual.background, color: visual.text }}
    >
      {etiqueta.nombre}
    </span>
  );
}
