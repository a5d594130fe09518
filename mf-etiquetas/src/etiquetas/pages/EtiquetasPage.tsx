import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Boton, Cargando, ConfirmDialog, ErrorDeCarga, PageHeader, segunNumero } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { ColoresPropios } from '../components/ColoresPropios';
import { EtiquetaBadge } from '../components/EtiquetaBadge';
import { EtiquetaDialog } from '../components/EtiquetaDialog';
import estilos from '../components/etiquetas.module.css';
import { mensajeDeError } from '../errores';
import { EtiquetasProvider, useEtiquetas } from '../hooks/EtiquetasProvider';
import { cuantasEtiquetas } from '../textos';
import type { Etiqueta } from '../types';

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

function Etiquetas() {
  const { etiquetas, isLoading, error, recargar, eliminarEtiqueta } = useEtiquetas();
  const [busqueda, setBusqueda] = useState('');
  const termino = normalizar(useDeferredValue(busqueda).trim());
  const [editando, setEditando] = useState<Etiqueta | null | 'nueva'>(null);
  const [borrando, setBorrando] = useState<Etiqueta | null>(null);
  const { ejecutar, pendiente } = useAccion();

  if (error) {
    return <ErrorDeCarga titulo="No se pudieron cargar las etiquetas" onReintentar={() => void recargar()} />;
  }

  const visibles = termino
    ? etiquetas.filter((e) => normalizar(`${e.nombre} ${e.descripcion ?? ''}`).includes(termino))
    : etiquetas;

  const confirmarBorrado = async () => {
    if (!borrando) return;
    const { ok } = await ejecutar(() => eliminarEtiqueta(borrando.id), {
      exito: `Etiqueta «${borrando.nombre}» eliminada.`,
      fallo: (error) => mensajeDeError(error, 'No se pudo eliminar la etiqueta. Inténtalo de nuevo.'),
    });
    if (ok) setBorrando(null);
  };

  return (
    <section data-remote="mf_etiquetas">
      <PageHeader titulo="Etiquetas">
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
            {termino
              ? `${cuantasEtiquetas(visibles.length)} ${segunNumero(visibles.length, 'encontrada', 'encontradas')}`
              : ''}
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

      <ColoresPropios />

      <EtiquetaDialog
        open={editando !== null}
        etiqueta={editando === 'nueva' ? null : editando}
        onClose={() => setEditando(null)}
      />
      <ConfirmDialog
        open={borrando !== null}
        titulo="Eliminar etiqueta"
        texto="Eliminar etiqueta"
        pendiente={pendiente}
        onConfirm={() => void confirmarBorrado()}
        onClose={() => setBorrando(null)}
      >
        <p>¿Eliminar la etiqueta «{borrando?.nombre}»? Los recibos que la usan dejarán de mostrarla.</p>
      </ConfirmDialog>
    </section>
  );
}
