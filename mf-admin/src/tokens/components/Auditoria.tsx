import { Cargando } from 'shared-firebase';
import { perezoso } from 'shared-firebase/perezoso';
import { enmascarar } from '../estado';
import estilos from '../pages/admin.module.css';
import type { EntradaAuditoria } from '../types';

const fecha = perezoso(() => new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'medium' }));
const ACCION: Record<string, string> = {
  revocar: 'Revocó',
  reactivar: 'Reactivó',
  'eliminar-caducados': 'Eliminó caducados',
  traspasar: 'Traspasó su libro',
};

/** The latest admin actions (append-only log). */
export function Auditoria({ entradas }: { entradas: EntradaAuditoria[] | undefined }) {
  return (
    <section aria-labelledby="auditoria-titulo" className={estilos.admAuditoria}>
      <h2 id="auditoria-titulo">Registro de auditoría</h2>
      {!entradas ? (
        <Cargando />
      ) : entradas.length === 0 ? (
        <p className="ui-hint">Sin acciones registradas.</p>
      ) : (
        <ol className={estilos.admRegistro} aria-label="Acciones de administración">
          {entradas.map((e) => (
            <li key={e.id}>
              <time dateTime={e.createdAt.toISOString()}>{fecha().format(e.createdAt)}</time> · {e.adminEmail} ·{' '}
              {ACCION[e.accion] ?? e.accion}
              {e.numero ? ` ${e.numero}` : ''}
              {e.propietario ? ` de ${e.propietario}` : ''}
              {e.token ? ` (${enmascarar(e.token)})` : ''} — {e.motivo || e.detalle}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
