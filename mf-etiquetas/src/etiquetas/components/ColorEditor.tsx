import { useId } from 'react';
import { numeroEs } from 'shared-firebase';
import { contrastRatio, MIN_CONTRAST, normalizeHex } from '../colores';
import type { ColorInput } from '../types';
import estilos from './etiquetas.module.css';

interface ColorEditorProps {
  value: ColorInput;
  onChange: (value: ColorInput) => void;
  muestra: string;
}

/** Background and text pickers with a live preview and the WCAG AA contrast check. */
export function ColorEditor({ value, onChange, muestra }: ColorEditorProps) {
  const id = useId();
  const background = normalizeHex(value.background);
  const text = normalizeHex(value.text);
  const ratio = background && text ? contrastRatio(background, text) : null;

  const campo = (clave: keyof ColorInput, etiqueta: string) => {
    const valido = normalizeHex(value[clave]);
    const errorId = `${id}-${clave}-error`;
    return (
      <div className="ui-field">
        <label htmlFor={`${id}-${clave}`}>{etiqueta}</label>
        <div className={estilos.etqColorInput}>
          <input
            type="color"
            aria-label={`${etiqueta} (selector)`}
            value={valido ?? '#000000'}
            onChange={(event) => onChange({ ...value, [clave]: event.target.value })}
          />
          <input
            id={`${id}-${clave}`}
            type="text"
            inputMode="text"
            spellCheck={false}
            maxLength={7}
            value={value[clave]}
            aria-invalid={valido ? undefined : true}
            aria-describedby={valido ? undefined : errorId}
            onChange={(event) => onChange({ ...value, [clave]: event.target.value })}
          />
        </div>
        {valido ? null : (
          <p id={errorId} className="ui-field__error">
            Escribe un color en formato #rrggbb (por ejemplo #1e40af).
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={estilos.etqColorEditor}>
      {campo('background', 'Color de fondo')}
      {campo('text', 'Color del texto')}
      <p>
        Vista previa:{' '}
        <span className={estilos.etqBadge} style={{ background: background ?? '#ffffff', color: text ?? '#000000' }}>
          {muestra || 'Etiqueta'}
        </span>
      </p>
      {ratio !== null ? (
        <p
          className={ratio < MIN_CONTRAST ? estilos.etqWarning : 'ui-hint'}
          role={ratio < MIN_CONTRAST ? 'status' : undefined}
        >
          Contraste {numeroEs(Math.floor(ratio * 100) / 100, 2)}:1.{' '}
          {ratio < MIN_CONTRAST
            ? `Por debajo de ${numeroEs(MIN_CONTRAST, 1)}:1 (WCAG AA): el texto puede ser difícil de leer.`
            : 'Cumple WCAG AA.'}
        </p>
      ) : null}
    </div>
  );
}
