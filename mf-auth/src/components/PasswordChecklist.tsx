import estilos from '../auth.module.css';
import type { Requisito } from '../password/politica';

/** Live list of the policy's requirements, each marked as met or not. */
export function PasswordChecklist({ requisitos }: { requisitos: readonly Requisito[] }) {
  return (
    <ul className={estilos.authChecklist} aria-label="Requisitos de la contraseña">
      {requisitos.map((requisito) => (
        <li key={requisito.id} className={requisito.cumple ? estilos.authChecklistOk : estilos.authChecklistPendiente}>
          <span aria-hidden="true">{requisito.cumple ? '✓' : '○'}</span> {requisito.texto}
          <span className="visually-hidden">{requisito.cumple ? ' (cumplido)' : ' (pendiente)'}</span>
        </li>
      ))}
    </ul>
  );
}
