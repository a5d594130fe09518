import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Boton, ConfirmDialog, segunNumero } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { mensajeDeError } from '../errores';
import { useEtiquetas } from '../hooks/EtiquetasProvider';
import { cuantasEtiquetas } from '../textos';
import type { Color } from '../types';
import { ColorDialog } from './ColorDialog';
import estilos from './etiquetas.module.css';

/**
 * /etiquetas' custom colours: how many labels use each, edit one, delete one (its labels move).
 * Nothing while they load: «No tienes colores personalizados» would be said before it is known.
 */
export function ColoresPropios() {
  const { etiquetas, colores, eliminarColor, isLoading } = useEtiquetas();
  const [editandoColor, setEditandoColor] = useState<Color | null>(null);
  const [borrandoColor, setBorrandoColor] = useState<Color | null>(null);
  const { ejecutar, pendiente } = useAccion();
  const usos = (color: Color) => etiquetas.filter((e) => e.color === color.id).length;
  const usosDelBorrado = borrandoColor ? usos(borrandoColor) : 0;

  const confirmarBorradoColor = async () => {
    if (!borrandoColor) return;
    const { ok } = await ejecutar(() => eliminarColor(borrandoColor.id), {
      exito: 'Color eliminado.',
      fallo: (error) => mensajeDeError(error, 'No se pudo eliminar el color. Inténtalo de nuevo.'),
    });
    if (ok) setBorrandoColor(null);
  };

  if (isLoading) return null;
  return (
    <>
      <section className={estilos.etqSection} aria-labelledby="colores-titulo">
        <h2 id="colores-titulo">Colores personalizados</h2>
        {colores.length === 0 ? (
          <p className="ui-hint">No tienes colores personalizados. Puedes crear uno al crear o editar una etiqueta.</p>
        ) : (
          <ul className={estilos.etqList} aria-label="Tus colores">
            {colores.map((color) => (
              <li key={color.id} className={estilos.etqRow}>
                <div className={estilos.etqRowText}>
                  <span className={estilos.etqBadge} style={{ background: color.background, color: color.text }}>
                    {color.background} / {color.text}
                  </span>
                  <span className="ui-hint">Usado por {cuantasEtiquetas(usos(color))}</span>
                </div>
                <div className={estilos.etqRowActions}>
                  <Boton variante="secundario" pequeno onClick={() => setEditandoColor(color)}>
                    <Pencil aria-hidden="true" />
                    Editar color<span className="visually-hidden"> {color.background}</span>
                  </Boton>
                  <Boton variante="secundario" pequeno onClick={() => setBorrandoColor(color)}>
                    <Trash2 aria-hidden="true" />
                    Eliminar color<span className="visually-hidden"> {color.background}</span>
                  </Boton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ColorDialog color={editandoColor} onClose={() => setEditandoColor(null)} />
      <ConfirmDialog
        open={borrandoColor !== null}
        titulo="Eliminar color"
        texto="Eliminar color"
        pendiente={pendiente}
        onConfirm={() => void confirmarBorradoColor()}
        onClose={() => setBorrandoColor(null)}
      >
        <p>
          {usosDelBorrado > 0
            ? `${cuantasEtiquetas(usosDelBorrado)} ${segunNumero(usosDelBorrado, 'usa', 'usan')} este color y ${segunNumero(usosDelBorrado, 'pasará', 'pasarán')} al color predeterminado.`
            : 'Ninguna etiqueta usa este color.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
