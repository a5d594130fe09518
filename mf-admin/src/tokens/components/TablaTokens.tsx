import { Ban, Copy, RotateCcw, Search } from 'lucide-react';
import { useState } from 'react';
import { Cargando, ErrorCard } from 'shared-firebase';
import { useAccion } from 'shared-firebase/acciones';
import { toast } from 'sonner';
import { type FiltroTokens, reactivarToken, revocarToken } from '../api/tokens';
import { enmascarar, estadoDe, NOMBRE_ESTADO } from '../estado';
import { useInvalidarAdmin, useTokens } from '../hooks/useTokens';

const fecha = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every receipt link ever shared, for admins: filter, search, page, revoke, reactivate. Expired
 * links' public copies are deleted by Firestore's TTL policy, not from here.
 */
export function TablaTokens() {
  const [filtro, setFiltro] = useState<FiltroTokens>({});
  const [busqueda, setBusqueda] = useState('');
  const lista = useTokens(filtro);
  const invalidar = useInvalidarAdmin();
  const { ejecutar, pendiente: pending } = useAccion();
  const { tokens, error, cargando } = lista;

  const actuar = async (trabajo: () => Promise<unknown>, exito: string) => {
    const { ok } = await ejecutar(trabajo, { exito, fallo: 'No se pudo completar la acción. Inténtalo de nuevo.' });
    // The pages of links and the audit log (every 'admin' key) load again.
    if (ok) await Promise.all([invalidar(), lista.recargar()]);
  };

  // "activo" and "caducado" share the server filter (not revoked); expiry is decided here.
  const visibles = filtro.estado ? tokens.filter((t) => estadoDe(t) === filtro.estado) : tokens;

  return (
    <section aria-labelledby="tokens-titulo">
      <div className="adm-barra">
        <h2 id="tokens-titulo">Enlaces públicos</h2>
      </div>
      <search className="adm-filtros" aria-label="Filtrar enlaces">
        <label className="ui-field">
          <span>Estado</span>
          <select
            value={filtro.estado ?? ''}
            onChange={(e) =>
              setFiltro((f) => ({ ...f, estado: (e.target.value || undefined) as FiltroTokens['estado'] }))
            }
          >
            <option value="">Todos</option>
            <option value="activo">Activos</option>
            <option value="revocado">Revocados</option>
            <option value="caducado">Caducados</option>
          </select>
        </label>
        <form
          className="adm-buscar"
          onSubmit={(e) => {
            e.preventDefault();
            setFiltro((f) => ({ ...f, busqueda: busqueda.trim() || undefined }));
          }}
        >
          <label className="ui-field">
            <span>Buscar por propietario (correo o uid) o número de recibo</span>
            <input type="search" value={busqueda} onChange={(e) => setBusqueda(e.target.value)} />
          </label>
          <button type="submit" className="ui-button ui-button--secondary">
            <Search aria-hidden="true" />
            Buscar
          </button>
        </form>
      </search>

      {error ? (
        <ErrorCard
          title="No se pudieron cargar los enlaces"
          action={
            <button type="button" className="ui-button" onClick={() => void lista.recargar()}>
              Reintentar
            </button>
          }
        >
          <p>Comprueba tu conexión e inténtalo de nuevo.</p>
        </ErrorCard>
      ) : tokens.length === 0 && cargando ? (
        <Cargando texto="Cargando enlaces…" />
      ) : visibles.length === 0 ? (
        <p className="ui-empty">No hay enlaces que coincidan.</p>
      ) : (
        <div className="ui-tabla-contenedor">
          <table className="ui-tabla adm-tabla" role="table" aria-label="Enlaces públicos">
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  Recibo
                </th>
                <th role="columnheader" scope="col">
                  Propietario
                </th>
                <th role="columnheader" scope="col">
                  Token
                </th>
                <th role="columnheader" scope="col">
                  Creado
                </th>
                <th role="columnheader" scope="col">
                  Caduca
                </th>
                <th role="columnheader" scope="col">
                  Estado
                </th>
                <th role="columnheader" scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {visibles.map((t) => {
                const estado = estadoDe(t);
                return (
                  <tr key={t.token} role="row">
                    <th role="rowheader" scope="row" className="adm-tabla__recibo">
                      {t.numero}
                    </th>
                    <td role="cell" className="ui-tabla__ancha adm-tabla__propietario" data-titulo="Propietario">
                      {t.ownerEmail ?? t.ownerUid}
                    </td>
                    <td role="cell" className="ui-tabla__ancha adm-tabla__token" data-titulo="Token">
                      <code>{enmascarar(t.token)}</code>{' '}
                      <button
                        type="button"
                        className="ui-button ui-button--secondary ui-button--small"
                        onClick={() =>
                          navigator.clipboard.writeText(t.token).then(
                            () => toast.success('Token copiado.'),
                            () => toast.error('No se pudo copiar el token.'),
                          )
                        }
                      >
                        <Copy aria-hidden="true" />
                        Copiar<span className="visually-hidden"> el token {enmascarar(t.token)}</span>
                      </button>
                    </td>
                    <td role="cell" className="ui-tabla__nowrap adm-tabla__creado" data-titulo="Creado">
                      {fecha.format(t.createdAt)}
                    </td>
                    <td role="cell" className="ui-tabla__nowrap adm-tabla__caduca" data-titulo="Caduca">
                      {t.expiresAt ? fecha.format(t.expiresAt) : 'Nunca'}
                    </td>
                    <td role="cell" className="ui-tabla__sin-titulo adm-tabla__estado" data-titulo="Estado">
                      <span className={`adm-estado adm-estado--${estado}`}>{NOMBRE_ESTADO[estado]}</span>
                    </td>
                    <td role="cell" className="ui-tabla__ancha adm-tabla__acciones">
                      {estado === 'activo' ? (
                        <button
                          type="button"
                          className="ui-button ui-button--secondary ui-button--small"
                          disabled={pending}
                          onClick={() => void actuar(() => revocarToken(t.token), 'Enlace revocado.')}
                        >
                          <Ban aria-hidden="true" />
                          Revocar<span className="visually-hidden"> {t.numero}</span>
                        </button>
                      ) : estado === 'revocado' && t.revocadoPor === 'admin' ? (
                        <button
                          type="button"
                          className="ui-button ui-button--secondary ui-button--small"
                          disabled={pending}
                          onClick={() => void actuar(() => reactivarToken(t.token), 'Enlace reactivado.')}
                        >
                          <RotateCcw aria-hidden="true" />
                          Reactivar<span className="visually-hidden"> {t.numero}</span>
                        </button>
                      ) : (
                        <span className="ui-hint">{estado === 'revocado' ? 'Revocado por su dueño' : '—'}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {lista.hayMas ? (
        <button
          type="button"
          className="ui-button ui-button--secondary adm-mas"
          disabled={cargando}
          onClick={() => void lista.cargarMas()}
        >
          {cargando ? 'Cargando…' : 'Cargar más'}
        </button>
      ) : null}
    </section>
  );
}
