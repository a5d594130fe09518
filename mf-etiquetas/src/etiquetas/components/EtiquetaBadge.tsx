import { resolveColor } from '../colores';
import { useEtiquetas } from '../hooks/EtiquetasProvider';
import type { Etiqueta } from '../types';
import './etiquetas.css';

/** A label as a coloured pill. Its colour comes from the palette or the user's custom colours. */
export function EtiquetaBadge({ etiqueta }: { etiqueta: Pick<Etiqueta, 'nombre' | 'color'> }) {
  const { colores } = useEtiquetas();
  const visual = resolveColor(etiqueta.color, colores);
  return (
    <span className="etq-badge" title={etiqueta.nombre} style={{ background: visual.background, color: visual.text }}>
      {etiqueta.nombre}
    </span>
  );
}
