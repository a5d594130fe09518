import { useState } from 'react';
import { Boton, Cargando, type Columna, ErrorDeCarga, TablaAdaptable } from 'shared-firebase';
import { useAccion } from 'shared-firebase/datos';
import { reactivarToken, revocarToken } from '../api/tokens';
import { estadoDe, falloAlActuar } from '../estado';
import { useFiltroEnLaUrl } from '../hooks/useFiltroEnLaUrl';
import { useInvalidarAdmin, useTokens } from '../hooks/useTokens';
import estilos from '../pages/admin.module.css';
import type { TokenPublico } from '../types';
import { DialogoRevocacion } from './DialogoRevocacion';
import { FilaToken } from './FilaToken';
import { FiltrosTokens } from './FiltrosTokens';

const COLUMNAS: Columna[] = [
  { titulo: 'Recibo' },
  { titulo: 'Propietario' },
  { titulo: 'Token' },
  { titulo: 'Creado' },
  { titulo: 'Caduca' },
  { titulo: 'Estado' },
  { titulo: 'Acciones', oculta: true },
];

/**
 * Every receipt link ever shared, for admins: filter, search, page, revoke, reactivate. Expired
 * links' public copies are deleted by Firestore's TTL policy, not from here.
 */
export function TablaTokens() {
  const [filtro, setFiltro] = useFiltroEnLaUrl();
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
  const [revocando, setRevocando] = useState<TokenPublico | null>(null);
  // Each opening starts the dialog afresh (no reason left from the last one); closing keeps it,
  // so the focus goes back to the button that opened it.
  const [aperturas, setAperturas] = useState(0);

  // "activo" and "caducado" share the server filter (not revoked); expiry is decided here.
  const visibles = filtro.estado ? tokens.filter((t) => estadoDe(t) === filtro.estado) : tokens;

  return (
    <section aria-labelledby="tokens-titulo">
      <div className={estilos.admBarra}>
        <h2 id="tokens-titulo">Enlaces públicos de recibos</h2>
      </div>
      <FiltrosTokens filtro={filtro} setFiltro={setFiltro} />

      {error ? (
        <ErrorDeCarga titulo="No se pudieron cargar los enlaces" onReintentar={() => void lista.recargar()} />
      ) : tokens.length === 0 && cargando ? (
        <Cargando texto="Cargando enlaces…" />
      ) : visibles.length === 0 ? (
        <p className="ui-empty">No hay enlaces que coincidan.</p>
      ) : (
        <TablaAdaptable etiqueta="Enlaces públicos" columnas={COLUMNAS} className={estilos.admTabla}>
          {visibles.map((t) => (
            <FilaToken
              key={t.token}
              t={t}
              pendiente={pendiente}
              onRevocar={() => {
                setRevocando(t);
                setAperturas((n) => n + 1);
              }}
              onReactivar={() => void actuar('reactivar', t)}
            />
          ))}
        </TablaAdaptable>
      )}
      <DialogoRevocacion
        key={aperturas}
        revocando={revocando}
        pendiente={pendiente}
        onRevocar={(motivo) => (revocando ? actuar('revocar', revocando, motivo) : Promise.resolve(false))}
        onCerrar={() => setRevocando(null)}
      />
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
