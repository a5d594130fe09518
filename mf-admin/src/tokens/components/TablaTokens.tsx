import { Ban, Copy, RotateCcw, Search } from 'lucide-react';
import { useState } from 'react';
import {
  Boton,
  Cargando,
  Celda,
  type Columna,
  ConfirmDialog,
  ErrorDeCarga,
  Field,
  TablaAdaptable,
} from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { toast } from 'sonner';
import { type FiltroTokens, MOTIVO_MAX, reactivarToken, revocarToken } from '../api/tokens';
import { enmascarar, estadoDe, falloAlActuar, NOMBRE_ESTADO, propietarioDe } from '../estado';
import { useInvalidarAdmin, useTokens } from '../hooks/useTokens';
import estilos from '../pages/admin.module.css';
import type { TokenPublico } from '../types';

/** Each state's colours (admin.module.css). */
const ESTADO = {
  activo: estilos.admEstadoActivo,
  revocado: estilos.admEstadoRevocado,
  caducado: estilos.admEstadoCaducado,
};

const COLUMNAS: Columna[] = [
  { titulo: 'Recibo' },
  { titulo: 'Propietario' },
  { titulo: 'Token' },
  { titulo: 'Creado' },
  { titulo: 'Caduca' },
  { titulo: 'Estado' },
  { titulo: 'Acciones', oculta: true },
];

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
  const { ejecutar, pendiente } = useAccion();
  const { tokens, error, cargando } = lista;

  const actuar = async (accion: 'revocar' | 'reactivar', enlace: TokenPublico, motivo = '') => {
    const trabajo = accion === 'revocar' ? () => revocarToken(enlace, motivo) : () => reactivarToken(enlace);
    const exito = accion === 'revocar' ? 'Enlace revocado.' : 'Enlace reactivado.';
    const { ok } = await ejecutar(trabajo, { exito, fallo: (error) => falloAlActuar(accion, error) });
    // The pages of links and the audit log (every 'admin' key) load again.
    if (ok) await Promise.all([invalidar(), lista.recargar()]);
    return ok;
  };
  // Revoking takes the payer's receipt offline: asked first, with the reason for the audit log.
  const [revocando, setRevocando] = useState<TokenPublico | null>(null);
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState('');
  const confirmarRevocacion = async () => {
    if (!revocando) return;
    const texto = motivo.trim();
    if (!texto) return setErrorMotivo('Escribe el motivo de la revocación.');
    if (texto.length > MOTIVO_MAX) return setErrorMotivo(`El motivo no puede superar ${MOTIVO_MAX} caracteres.`);
    if (await actuar('revocar', revocando, texto)) setRevocando(null);
  };

  // "activo" and "caducado" share the server filter (not revoked); expiry is decided here.
  const visibles = filtro.estado ? tokens.filter((t) => estadoDe(t) === filtro.estado) : tokens;

  return (
    <section aria-labelledby="tokens-titulo">
      <div className={estilos.admBarra}>
        <h2 id="tokens-titulo">Enlaces públicos de recibos</h2>
      </div>
      <search className={estilos.admFiltros} aria-label="Filtrar enlaces">
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
          className={estilos.admBuscar}
          onSubmit={(e) => {
            e.preventDefault();
            setFiltro((f) => ({ ...f, busqueda: busqueda.trim() || undefined }));
          }}
        >
          <label className="ui-field">
            <span>Buscar por propietario (correo o uid) o número de recibo</span>
            <input type="search" value={busqueda} onChange={(e) => setBusqueda(e.target.value)} />
          </label>
          <Boton type="submit" variante="secundario">
            <Search aria-hidden="true" />
            Buscar
          </Boton>
        </form>
      </search>

      {error ? (
        <ErrorDeCarga titulo="No se pudieron cargar los enlaces" onReintentar={() => void lista.recargar()} />
      ) : tokens.length === 0 && cargando ? (
        <Cargando texto="Cargando enlaces…" />
      ) : visibles.length === 0 ? (
        <p className="ui-empty">No hay enlaces que coincidan.</p>
      ) : (
        <TablaAdaptable etiqueta="Enlaces públicos" columnas={COLUMNAS} className={estilos.admTabla}>
          {visibles.map((t) => {
            const estado = estadoDe(t);
            return (
              <tr key={t.token} role="row">
                <th role="rowheader" scope="row" className={estilos.admTablaRecibo}>
                  {t.numero}
                </th>
                <Celda titulo="Propietario" className={`ui-tabla__ancha ${estilos.admTablaPropietario}`}>
                  {propietarioDe(t)}
                  {t.ownerEmail && !t.ownerEmailVerificado ? (
                    <span className={estilos.admSinVerificar}> (sin verificar)</span>
                  ) : null}
                </Celda>
                <Celda titulo="Token" className={`ui-tabla__ancha ${estilos.admTablaToken}`}>
                  <code>{enmascarar(t.token)}</code>{' '}
                  <Boton
                    variante="secundario"
                    pequeno
                    onClick={() =>
                      navigator.clipboard.writeText(t.token).then(
                        () => toast.success('Token copiado.'),
                        () => toast.error('No se pudo copiar el token.'),
                      )
                    }
                  >
                    <Copy aria-hidden="true" />
                    Copiar<span className="visually-hidden"> el token {enmascarar(t.token)}</span>
                  </Boton>
                </Celda>
                <Celda titulo="Creado" className={`ui-tabla__nowrap ${estilos.admTablaCreado}`}>
                  {fecha.format(t.createdAt)}
                </Celda>
                <Celda titulo="Caduca" className={`ui-tabla__nowrap ${estilos.admTablaCaduca}`}>
                  {t.expiresAt ? fecha.format(t.expiresAt) : 'Nunca'}
                </Celda>
                <Celda className={estilos.admTablaEstado}>
                  <span className={`${estilos.admEstado} ${ESTADO[estado]}`}>{NOMBRE_ESTADO[estado]}</span>
                </Celda>
                <Celda className={`ui-tabla__ancha ${estilos.admTablaAcciones}`}>
                  {estado === 'activo' ? (
                    <Boton
                      variante="secundario"
                      pequeno
                      disabled={pendiente}
                      onClick={() => {
                        setMotivo('');
                        setErrorMotivo('');
                        setRevocando(t);
                      }}
                    >
                      <Ban aria-hidden="true" />
                      Revocar<span className="visually-hidden"> {t.numero}</span>
                    </Boton>
                  ) : estado === 'revocado' && t.revocadoPor === 'admin' ? (
                    <Boton
                      variante="secundario"
                      pequeno
                      disabled={pendiente}
                      onClick={() => void actuar('reactivar', t)}
                    >
                      <RotateCcw aria-hidden="true" />
                      Reactivar<span className="visually-hidden"> {t.numero}</span>
                    </Boton>
                  ) : (
                    <span className="ui-hint">{estado === 'revocado' ? 'Revocado por su dueño' : '—'}</span>
                  )}
                </Celda>
              </tr>
            );
          })}
        </TablaAdaptable>
      )}
      <ConfirmDialog
        open={revocando !== null}
        title="Revocar el enlace"
        confirmLabel="Revocar enlace"
        pending={pendiente}
        onConfirm={() => void confirmarRevocacion()}
        onClose={() => setRevocando(null)}
      >
        <p>
          El recibo {revocando?.numero} de {revocando ? propietarioDe(revocando) : ''} dejará de verse con este enlace.
          Su dueño lo verá desactivado por un administrador.
        </p>
        <Field label="Motivo (queda en el registro de auditoría)" error={errorMotivo}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={motivo}
              onChange={(e) => {
                setMotivo(e.target.value);
                setErrorMotivo('');
              }}
            />
          )}
        </Field>
      </ConfirmDialog>
      {lista.hayMas ? (
        <Boton
          variante="secundario"
          className={estilos.admMas}
          disabled={cargando}
          onClick={() => void lista.cargarMas()}
        >
          {cargando ? 'Cargando…' : 'Cargar más'}
        </Boton>
      ) : null}
    </section>
  );
}
