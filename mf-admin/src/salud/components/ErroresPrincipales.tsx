import type { GrupoDeErrores } from 'medidas-de-campo';
import estilos from '../salud.module.css';
import { versionCorta } from './formato';

const TIPO = { error: 'Error', promesa: 'Promesa rechazada', remoto: 'Carga de un remoto', componente: 'Componente' };

/** The most frequent error groups of the period: how many, what, where, in which version. */
export function ErroresPrincipales({ grupos }: { grupos: GrupoDeErrores[] }) {
  if (grupos.length === 0) return <p>Ningún error en este periodo.</p>;
  return (
    <ol className={estilos.salErrores}>
      {grupos.map((g) => (
        <li key={`${g.remoto} ${g.version} ${g.canario} ${g.tipo} ${g.mensaje} ${g.marco}`}>
          <strong>{g.cuenta.toLocaleString('es-ES')}×</strong> <code>{g.mensaje}</code>
          <span className="ui-hint">
            {' '}
            {TIPO[g.tipo]} · {g.remoto} {versionCorta(g.version)}
            {g.canario ? ' (canario)' : ''} · {g.ruta}
            {g.marco && (
              <>
                {' '}
                · <code>{g.marco}</code>
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
