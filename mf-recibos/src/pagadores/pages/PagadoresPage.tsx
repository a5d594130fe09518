import { Upload, UserPlus, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  Boton,
  Cargando,
  Celda,
  type Columna,
  ConfirmDialog,
  claseDeBoton,
  ErrorDeCarga,
  PageHeader,
  TablaAdaptable,
} from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { Link } from 'shared-firebase/router';
import { useSWRConfig } from 'swr';
import { normalizarTexto } from '../../recibos/busqueda';
import { clavePagadores, eliminarPagador, MAX_PAGADORES } from '../api/pagadores';
import { usePagadoresGuardados } from '../hooks/usePagadoresGuardados';
import type { Pagador } from '../types';
import estilos from './pagadores.module.css';

const COLUMNAS: Columna[] = [
  { titulo: 'Nombre' },
  { titulo: 'Documento' },
  { titulo: 'Correo' },
  { titulo: 'Teléfono' },
  { titulo: 'Acciones', oculta: true },
];

/** Whether a payer matches what is searched: name, tax ID, e-mail or phone (accents and case aside). */
const coincide = (p: Pagador, buscado: string) => {
  const cifras = buscado.replace(/\D/g, '');
  return (
    [p.nombre, p.documento, p.email, p.telefono].some((t) => t && normalizarTexto(t).includes(buscado)) ||
    // «600123456» finds «600 12 34 56».
    (cifras.length >= 3 && Boolean(p.telefono?.replace(/\D/g, '').includes(cifras)))
  );
};

/** /recibos/pagadores: the payers, searched, added, edited, deleted and imported. */
export function PagadoresPage() {
  const { data, error, isLoading, mutate } = usePagadoresGuardados();
  const { mutate: mutar } = useSWRConfig();
  const [texto, setTexto] = useState('');
  const [borrar, setBorrar] = useState<Pagador | null>(null);
  // After a deletion the button that opened the dialog is gone: focus goes to the search (or the
  // page's first action), not to the page's start.
  const [eliminados, setEliminados] = useState(0);
  const buscarRef = useRef<HTMLInputElement>(null);
  const nuevoRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (eliminados > 0) (buscarRef.current ?? nuevoRef.current)?.focus();
  }, [eliminados]);
  const { ejecutar, pendiente } = useAccion();

  if (isLoading) return <Cargando />;
  if (error) return <ErrorDeCarga titulo="No se pudieron cargar tus pagadores" onReintentar={() => void mutate()} />;
  const pagadores = data ?? [];
  const buscado = normalizarTexto(texto.trim());
  const vistos = buscado ? pagadores.filter((p) => coincide(p, buscado)) : pagadores;

  const eliminar = async () => {
    if (!borrar) return;
    const { ok } = await ejecutar(() => eliminarPagador(borrar.id), {
      exito: `${borrar.nombre} ya no está en tus pagadores.`,
      fallo: 'No se pudo eliminar el pagador. Inténtalo de nuevo.',
    });
    if (ok) {
      setBorrar(null);
      await mutar(clavePagadores);
      setEliminados((n) => n + 1);
    }
  };

  return (
    <section data-remote="mf_recibos">
      <PageHeader titulo="Pagadores">
        <Link className={claseDeBoton({ variante: 'secundario' })} to="/recibos/pagadores/importar">
          <Upload aria-hidden="true" />
          Importar CSV
        </Link>
        <Link className={claseDeBoton({ variante: 'secundario' })} to="/recibos/grupo">
          <UsersRound aria-hidden="true" />
          Recibo para un grupo
        </Link>
        <Link ref={nuevoRef} className={claseDeBoton({})} to="/recibos/pagadores/nuevo">
          <UserPlus aria-hidden="true" />
          Nuevo pagador
        </Link>
      </PageHeader>
      <p className="ui-hint">
        Al elegir uno en «Nombre del pagador» de un recibo nuevo, se rellenan sus datos y lo que tenga para el recibo.
      </p>
      {pagadores.length === 0 ? (
        <p className={estilos.pagVacio}>Aún no tienes pagadores. Añade uno o impórtalos de un CSV.</p>
      ) : (
        <>
          <search aria-label="Buscar pagadores">
            <label className="ui-field">
              <span>Buscar por nombre, documento, correo o teléfono</span>
              <input ref={buscarRef} type="search" value={texto} onChange={(e) => setTexto(e.target.value)} />
            </label>
          </search>
          <p className="ui-hint" aria-live="polite">
            {vistos.length === pagadores.length
              ? `${pagadores.length} ${pagadores.length === 1 ? 'pagador' : 'pagadores'}${pagadores.length >= MAX_PAGADORES ? ' (se muestran los primeros)' : ''}.`
              : `${vistos.length} de ${pagadores.length}.`}
          </p>
          {vistos.length === 0 ? (
            <p className={estilos.pagVacio}>Ningún pagador coincide con «{texto.trim()}».</p>
          ) : (
            <TablaAdaptable etiqueta="Tus pagadores" columnas={COLUMNAS} className={estilos.pagTabla}>
              {vistos.map((p) => (
                // biome-ignore lint/a11y/noRedundantRoles: on a phone the table is drawn as cards (display: block), which drops the row's implicit role
                <tr key={p.id} role="row">
                  <Celda>
                    <Link to={`/recibos/pagadores/${p.id}`}>{p.nombre}</Link>
                  </Celda>
                  <Celda titulo="Documento">{p.documento ?? '—'}</Celda>
                  <Celda titulo="Correo">{p.email ?? '—'}</Celda>
                  <Celda titulo="Teléfono">{p.telefono ?? '—'}</Celda>
                  <Celda>
                    <Boton variante="secundario" pequeno onClick={() => setBorrar(p)}>
                      Eliminar<span className="visually-hidden"> {p.nombre}</span>
                    </Boton>
                  </Celda>
                </tr>
              ))}
            </TablaAdaptable>
          )}
        </>
      )}
      <ConfirmDialog
        open={borrar !== null}
        titulo="Eliminar pagador"
        texto="Eliminar pagador"
        pendiente={pendiente}
        onConfirm={() => void eliminar()}
        onClose={() => setBorrar(null)}
      >
        <p>{borrar?.nombre} dejará de estar en tus pagadores. Sus recibos no cambian.</p>
      </ConfirmDialog>
    </section>
  );
}
