import { useId } from 'react';
import { Boton } from 'shared-firebase';
import { useEtiquetas } from '../hooks/EtiquetasProvider';
import { EtiquetaBadge } from './EtiquetaBadge';
import estilos from './etiquetas.module.css';

interface EtiquetaPickerProps {
  /** Selected label ids; ids of labels that no longer exist are ignored. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  legend?: string;
}

/** Multi-select of the user's labels: a group of checkboxes, so Tab and Space work as usual. */
export function EtiquetaPicker({ value, onChange, legend = 'Etiquetas' }: EtiquetaPickerProps) {
  const { etiquetas, isLoading, error, recargar } = useEtiquetas();
  const hintId = useId();
  const selected = new Set(value);
  const toggle = (id: string) =>
    onChange(etiquetas.filter((e) => (e.id === id ? !selected.has(id) : selected.has(e.id))).map((e) => e.id));

  return (
    <fieldset className={estilos.etqPicker} aria-describedby={hintId}>
      <legend>{legend}</legend>
      {isLoading ? <p className="ui-hint">Cargando etiquetas…</p> : null}
      {error ? (
        <div id={hintId} className={`ui-alert ${estilos.etqPickerError}`} role="alert">
          <p>No se pudieron cargar tus etiquetas. Las que ya tiene el recibo se conservan al guardar.</p>
          <Boton variante="secundario" pequeno onClick={() => void recargar()}>
            Reintentar
          </Boton>
        </div>
      ) : !isLoading && etiquetas.length === 0 ? (
        <p id={hintId} className="ui-hint">
          Aún no tienes etiquetas. Créalas en la sección Etiquetas.
        </p>
      ) : (
        <p id={hintId} className="visually-hidden">
          Marca las etiquetas que quieras asignar.
        </p>
      )}
      <ul className={estilos.etqPickerList}>
        {etiquetas.map((etiqueta) => (
          <li key={etiqueta.id}>
            <label className={estilos.etqPickerOption}>
              <input type="checkbox" checked={selected.has(etiqueta.id)} onChange={() => toggle(etiqueta.id)} />
              <EtiquetaBadge etiqueta={etiqueta} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
