import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Boton, Cargando, ConfirmDialog, contar, ErrorDeCarga, PageHeader, segunNumero } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { ColorDialog } from '../components/ColorDialog';
import { EtiquetaBadge } from '../components/EtiquetaBadge';
import { EtiquetaDialog } from '../components/EtiquetaDialog';
import estilos from '../components/etiquetas.module.css';
import { mensajeDeError } from '../errores';
import { EtiquetasProvider, useEtiquetas } from '../hooks/EtiquetasProvider';
import type { Color, Etiqueta } from '../types';

/** /etiquetas: the user's labels and custom colours. */
export default function EtiquetasPage() {
  return (
    <EtiquetasProvider>
      <Etiquetas />
    </EtiquetasProvider>
  );
}

const normalizar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

const cuantas = (n: number) => contar(n, 'etiqueta', 'etiquetas');

function Etiquetas() {
  const { etiquetas, colores, isLoading, error, recargar, eliminarEtiqueta, eliminarColor } = useEtiquetas();
  const [busqueda, setBusqueda] = useState('');
  const termino = normalizar(useDeferredValue(busqueda).trim());
  const [editando, setEditando] = useState<Etiqueta | null | 'nueva'>(null);
  const [borrando, setBorrando] = useState<Etiqueta | null>(null);
  const [editandoColor, setEditandoColor] = useState<Color | null>(null);
  const [borrandoColor, setBorrandoColor] = useState<Color | null>(null);
  const { ejecutar, pendiente } = useAccion();

  if (error) {
    return <ErrorDeCarga titulo="No se pudieron cargar las etiquetas" onReintentar={() => void recargar()} />;
  }

  const visibles = termino
    ? etiquetas.filter((e) => normalizar(`${e.nombre} ${e.descripcion ?? ''}`).includes(termino))
    : etiquetas;
  const usos = (color: Color) => etiquetas.filter((e) => e.color === color.id).length;

  const confirmarBorrado = async () => {
    if (!borrando) return;
    const { ok } = await ejecutar(() => eliminarEtiqueta(borrando.id), {
      exito: `Etiqueta «${borrando.nombre}» eliminada.`,
      fallo: (error) => mensajeDeError(error, 'No se pudo eliminar la etiqueta. Inténtalo de nuevo.'),
    });
    if (ok) setBorrando(null);
  };

  const confirmarBorradoColor = async () => {
    if (!borrandoColor) return;
    const { ok } = await ejecutar(() => eliminarColor(borrandoColor.id), {
      exito: 'Color eliminado.',
      fallo: (error) => mensajeDeError(error, 'No se pudo eliminar el color. Inténtalo de nuevo.'),
    });
    if (ok) setBorrandoColor(null);
  };

  return (
    <section data-remote="mf_etiquetas">
      <PageHeader title="Etiquetas">
        <Boton onClick={() => setEditando('nueva')}>
          <Plus aria-hidden="true" />
          Nueva etiqueta
        </Boton>
      </PageHeader>

      {isLoading ? (
        <Cargando texto="Cargando etiquetas…" />
      ) : etiquetas.length === 0 ? (
        <div className="ui-empty">
          <p>Aún no tienes etiquetas. Úsalas para organizar tus recibos por colores.</p>
          <Boton onClick={() => setEditando('nueva')}>
            <Plus aria-hidden="true" />
            Crear la primera etiqueta
          </Boton>
        </div>
      ) : (
        <>
          <div className={`ui-field ${estilos.etqSearch}`}>
            <label htmlFor="buscar-etiquetas">Buscar etiquetas</label>
            <input
              id="buscar-etiquetas"
              type="search"
              value={busqueda}
              onChange={(event) => setBusqueda(event.target.value)}
            />
          </div>
          <p className="visually-hidden" aria-live="polite">
            {termino ? `${cuantas(visibles.length)} ${segunNumero(visibles.length, 'encontrada', 'encontradas')}` : ''}
          </p>
          {visibles.length === 0 ? (
            <p className="ui-empty">Ninguna etiqueta coincide con «{busqueda.trim()}».</p>
          ) : (
            <ul className={estilos.etqList} aria-label="Tus etiquetas">
              {visibles.map((etiqueta) => (
                <li key={etiqueta.id} className={estilos.etqRow}>
                  <div className={estilos.etqRowText}>
                    <EtiquetaBadge etiqueta={etiqueta} />
                    {etiqueta.descripcion ? <span className="ui-hint">{etiqueta.descripcion}</span> : null}
                  </div>
                  <div className={estilos.etqRowActions}>
                    <Boton variante="secundario" pequeno onClick={() => setEditando(etiqueta)}>
                      <Pencil aria-hidden="true" />
                      Editar<span className="visually-hidden"> {etiqueta.nombre}</span>
                    </Boton>
                    <Boton variante="secundario" pequeno onClick={() => setBorrando(etiqueta)}>
                      <Trash2 aria-hidden="true" />
                      Eliminar<span className="visually-hidden"> {etiqueta.nombre}</span>
                    </Boton>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

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
                  <span className="ui-hint">Usado por {cuantas(usos(color))}</span>
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

      <EtiquetaDialog
        open={editando !== null}
        etiqueta={editando === 'nueva' ? null : editando}
        onClose={() => setEditando(null)}
      />
      <ColorDialog color={editandoColor} onClose={() => setEditandoColor(null)} />
      <ConfirmDialog
        open={borrando !== null}
        title="Eliminar etiqueta"
        confirmLabel="Eliminar etiqueta"
        pending={pendiente}
        onConfirm={() => void confirmarBorrado()}
        onClose={() => setBorrando(null)}
      >
        <p>¿Eliminar la etiqueta «{borrando?.nombre}»? Los recibos que la usan dejarán de mostrarla.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={borrandoColor !== null}
        title="Eliminar color"
        confirmLabel="Eliminar color"
        pending={pendiente}
        onConfirm={() => void confirmarBorradoColor()}
        onClose={() => setBorrandoColor(null)}
      >
        <p>
          {borrandoColor && usos(borrandoColor) > 0
            ? `${cuantas(usos(borrandoColor))} ${segunNumero(usos(borrandoColor), 'usa', 'usan')} este color y ${segunNumero(
                usos(borrandoColor),
                'pasará',
                'pasarán',
              )} al color predeterminado.`
            : 'Ninguna etiqueta usa este color.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}
