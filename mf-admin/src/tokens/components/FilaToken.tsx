import { rutaDelPagador } from 'dominio-recibos';
import { Ban, Copy, RotateCcw } from 'lucide-react';
import { Boton, Celda } from 'shared-firebase';
import { perezoso } from 'shared-firebase/perezoso';
import { toast } from 'sonner';
import { enmascarar, estadoDe, NOMBRE_ESTADO, propietarioDe } from '../estado';
import estilos from '../pages/admin.module.css';
import type { TokenPublico } from '../types';

/** Each state's tone of the kit's pill. */
const TONO = {
  activo: 'ui-estado--ok',
  revocado: 'ui-estado--peligro',
  caducado: 'ui-estado--aviso',
};

const fecha = perezoso(() => new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }));

/** One link: its receipt, owner, masked token (copied whole), dates, state and what an admin may do. */
export function FilaToken({
  t,
  pendiente,
  onRevocar,
  onReactivar,
}: {
  t: TokenPublico;
  pendiente: boolean;
  onRevocar: () => void;
  onReactivar: () => void;
}) {
  const estado = estadoDe(t);
  return (
    // biome-ignore lint/a11y/noRedundantRoles: on a phone the table is drawn as cards (display: block), which drops the row's implicit role
    <tr role="row">
      {/* biome-ignore lint/a11y/noRedundantRoles: as the row's */}
      <th role="rowheader" scope="row" className={estilos.admTablaRecibo}>
        {/* Opened as the payer sees it (number, date, amount, payer), before revoking it. */}
        {estado === 'activo' ? (
          <a href={rutaDelPagador(t.token)} target="_blank" rel="noopener">
            {t.numero}
            <span className="visually-hidden"> (ver como el pagador, en otra pestaña)</span>
          </a>
        ) : (
          t.numero
        )}
      </th>
      <Celda titulo="Propietario" className={`ui-tabla__ancha ${estilos.admTablaPropietario}`}>
        {propietarioDe(t)}
        {t.ownerEmail && !t.ownerEmailVerificado ? (
          <span className={estilos.admSinVerificar}> (sin verificar al compartir)</span>
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
        {fecha().format(t.createdAt)}
      </Celda>
      <Celda titulo="Caduca" className={`ui-tabla__nowrap ${estilos.admTablaCaduca}`}>
        {t.expiresAt ? fecha().format(t.expiresAt) : 'Nunca'}
      </Celda>
      <Celda className={estilos.admTablaEstado}>
        <span className={`ui-estado ${TONO[estado]}`}>{NOMBRE_ESTADO[estado]}</span>
        {/* The link's state is not the receipt's: a live link may serve a voided receipt. */}
        {t.recibo?.anulado ? (
          <span className={`ui-estado ui-estado--aviso ${estilos.admEstadoRecibo}`}>
            {t.recibo.sustituidoPor ? `Recibo sustituido por ${t.recibo.sustituidoPor}` : 'Recibo anulado'}
          </span>
        ) : null}
      </Celda>
      <Celda className={`ui-tabla__ancha ${estilos.admTablaAcciones}`}>
        {estado === 'activo' ? (
          <Boton variante="secundario" pequeno disabled={pendiente} onClick={onRevocar}>
            <Ban aria-hidden="true" />
            Revocar<span className="visually-hidden"> {t.numero}</span>
          </Boton>
        ) : estado === 'revocado' && t.revocadoPor === 'admin' ? (
          <Boton variante="secundario" pequeno disabled={pendiente} onClick={onReactivar}>
            <RotateCcw aria-hidden="true" />
            Reactivar<span className="visually-hidden"> {t.numero}</span>
          </Boton>
        ) : (
          <span className="ui-hint">{estado === 'revocado' ? 'Revocado por su dueño' : '—'}</span>
        )}
      </Celda>
    </tr>
  );
}
