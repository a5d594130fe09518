import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Boton } from 'shared-firebase';
import type { FiltroTokens } from '../api/tokens';
import estilos from '../pages/admin.module.css';

/** The state filter, applied as chosen, and the search, applied on "Buscar". */
export function FiltrosTokens({
  filtro,
  setFiltro,
}: {
  filtro: FiltroTokens;
  setFiltro: (filtro: FiltroTokens) => void;
}) {
  const [busqueda, setBusqueda] = useState(filtro.busqueda ?? '');
  // An address with another search (a link, a reload) brings its text into the box. An effect,
  // not a key: remounting on each search would drop the focus of whoever pressed Enter in it.
  useEffect(() => setBusqueda(filtro.busqueda ?? ''), [filtro.busqueda]);
  return (
    <search className={estilos.admFiltros} aria-label="Filtrar enlaces">
      <label className="ui-field">
        <span>Estado</span>
        <select
          value={filtro.estado ?? ''}
          onChange={(e) => setFiltro({ ...filtro, estado: (e.target.value || undefined) as FiltroTokens['estado'] })}
        >
          <option value="">Todos</option>
          <option value="activo">Activos</option>
          <option value="revocado">Revocados</option>
          <option value="caducado">Caducados</option>
        </select>
      </label>
      <form
        className={estilos.admBuscar}
        onSubmit={(e) => {
          e.preventDefault();
          setFiltro({ ...filtro, busqueda: busqueda.trim() || undefined });
        }}
      >
        <label className="ui-field">
          <span>Buscar por propietario (inicio del correo o uid) o número de recibo</span>
          <input type="search" value={busqueda} onChange={(e) => setBusqueda(e.target.value)} />
        </label>
        <Boton type="submit" variante="secundario">
          <Search aria-hidden="true" />
          Buscar
        </Boton>
      </form>
    </search>
  );
}
