import { useId, useState } from 'react';
import { Boton, Cargando } from 'shared-firebase';
import { Link } from 'shared-firebase/router';
import { usePagadoresGuardados } from '../../pagadores/hooks/usePagadoresGuardados';
import type { Pagador } from '../../pagadores/types';
import { normalizarTexto } from '../../recibos/busqueda';
import { useEtiquetasKit } from '../../recibos/etiquetas-remotas';
import { conEtiqueta } from '../grupo';
import estilos from './grupo.module.css';

/**
 * The payers a group's receipt goes to, in place of the form's payer: chosen one by one, all those
 * found by a search, or all those whose receipts carry a label.
 */
export function SeleccionDePagadores({
  elegidos,
  onCambio,
  error,
}: {
  elegidos: ReadonlySet<string>;
  onCambio: (ids: Set<string>) => void;
  error?: string;
}) {
  const { data, isLoading, error: fallo } = usePagadoresGuardados();
  const { useEtiquetas } = useEtiquetasKit();
  const { etiquetas } = useEtiquetas();
  const [buscado, setBuscado] = useState('');
  const idError = useId();
  if (isLoading) return <Cargando />;
  const pagadores: Pagador[] = data ?? [];
  const texto = normalizarTexto(buscado.trim());
  const vistos = texto ? pagadores.filter((p) => normalizarTexto(p.nombre).includes(texto)) : pagadores;
  const conAlguna = etiquetas.filter((e) => pagadores.some((p) => p.etiquetas?.includes(e.id)));
  const anadir = (ps: readonly Pagador[]) => onCambio(new Set([...elegidos, ...ps.map((p) => p.id)]));
  const cambiar = (id: string, si: boolean) => {
    const nuevos = new Set(elegidos);
    if (si) nuevos.add(id);
    else nuevos.delete(id);
    onCambio(nuevos);
  };
  return (
    <fieldset aria-describedby={error ? idError : undefined}>
      <legend>Pagadores</legend>
      {fallo ? (
        <p className="ui-field__error" role="alert">
          No se pudieron cargar tus pagadores. Vuelve a cargar la página.
        </p>
      ) : pagadores.length === 0 ? (
        <p>
          Aún no tienes pagadores: <Link to="/recibos/pagadores">añádelos o impórtalos de un CSV</Link>.
        </p>
      ) : (
        <>
          {conAlguna.length > 0 ? (
            <label className="ui-field">
              <span>Elegir los que llevan la etiqueta</span>
              <select
                value=""
                onChange={(e) => {
                  if (e.target.value) anadir(conEtiqueta(pagadores, e.target.value));
                }}
              >
                <option value="">—</option>
                {conAlguna.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.nombre}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className="ui-field">
            <span>Buscar pagador</span>
            <input type="search" value={buscado} onChange={(e) => setBuscado(e.target.value)} />
          </label>
          <div className={estilos.gruAcciones}>
            <Boton variante="secundario" pequeno onClick={() => anadir(vistos)}>
              Elegir {vistos.length === pagadores.length ? 'todos' : `los ${vistos.length} que se ven`}
            </Boton>
            <Boton variante="secundario" pequeno onClick={() => onCambio(new Set())} disabled={elegidos.size === 0}>
              Quitar todos
            </Boton>
          </div>
          <ul className={estilos.gruLista} aria-label="Tus pagadores">
            {vistos.map((p) => (
              <li key={p.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={elegidos.has(p.id)}
                    onChange={(e) => cambiar(p.id, e.target.checked)}
                  />
                  {p.nombre}
                  {p.email ? <span className="ui-hint"> {p.email}</span> : null}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="ui-hint" aria-live="polite" data-testid="elegidos">
        {elegidos.size === 1 ? '1 pagador elegido.' : `${elegidos.size} pagadores elegidos.`}
      </p>
      {error ? (
        <p id={idError} className="ui-field__error" role="alert" tabIndex={-1} data-error>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
