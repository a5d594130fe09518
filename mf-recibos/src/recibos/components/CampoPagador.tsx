import { type KeyboardEvent, useId, useState } from 'react';
import { Field } from 'shared-firebase';
import type { Sugerencia } from '../../pagadores/types';
import { normalizarTexto } from '../busqueda';
import estilos from '../recibos.module.css';
import { LIMITES } from '../validacion';

/** At most this many suggestions at once. */
const MAX_SUGERENCIAS = 6;

interface CampoPagadorProps {
  valor: string;
  error: string | undefined;
  pagadores: readonly Sugerencia[];
  /** What is typed. */
  onEscribir: (nombre: string) => void;
  /** A suggestion chosen (keyboard or pointer): the whole payer. */
  onElegir: (pagador: Sugerencia) => void;
}

/**
 * "Nombre del pagador" with the payers of earlier receipts as suggestions: a combobox (ARIA 1.2
 * pattern) whose list follows what is typed (accents and case aside). ↓/↑ move, Enter chooses,
 * Escape closes; a click chooses too.
 */
export function CampoPagador({ valor, error, pagadores, onEscribir, onElegir }: CampoPagadorProps) {
  const idLista = useId();
  const [abierta, setAbierta] = useState(false);
  const [activa, setActiva] = useState(-1);
  const buscado = normalizarTexto(valor.trim());
  const sugerencias = buscado
    ? pagadores
        // A payer of an earlier receipt typed whole needs no suggestion; a saved one still brings its data.
        .filter((p) => normalizarTexto(p.nombre).includes(buscado) && (p.nombre !== valor || p.predeterminados))
        .slice(0, MAX_SUGERENCIAS)
    : [];
  const visible = abierta && sugerencias.length > 0;

  const elegir = (pagador: Sugerencia) => {
    onElegir(pagador);
    setAbierta(false);
    setActiva(-1);
  };

  const alTeclear = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && sugerencias.length > 0) {
      event.preventDefault();
      setAbierta(true);
      setActiva((i) => (i + 1) % sugerencias.length);
    } else if (event.key === 'ArrowUp' && visible) {
      event.preventDefault();
      setActiva((i) => (i <= 0 ? sugerencias.length - 1 : i - 1));
    } else if (event.key === 'Enter' && visible && sugerencias[activa]) {
      // Choosing, not submitting the form.
      event.preventDefault();
      elegir(sugerencias[activa]);
    } else if (event.key === 'Escape' && visible) {
      event.preventDefault();
      setAbierta(false);
    }
  };

  return (
    <Field label="Nombre del pagador" error={error} largo={{ texto: valor, max: LIMITES.nombre }}>
      {(control) => (
        <div className={estilos.recSugerencias}>
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={visible}
            aria-controls={idLista}
            aria-activedescendant={visible && activa >= 0 ? `${idLista}-${activa}` : undefined}
            value={valor}
            onChange={(event) => {
              onEscribir(event.target.value);
              setAbierta(true);
              setActiva(-1);
            }}
            onKeyDown={alTeclear}
            onBlur={() => setAbierta(false)}
          />
          <div
            id={idLista}
            role="listbox"
            aria-label="Pagadores anteriores"
            className={estilos.recSugerenciasLista}
            hidden={!visible}
          >
            {sugerencias.map((p, i) => (
              // Focus stays in the field (aria-activedescendant): the options are reached from it.
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: two payers may share a name (different tax IDs)
                key={i}
                id={`${idLista}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === activa}
                className={estilos.recSugerenciasOpcion}
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  elegir(p);
                }}
              >
                <span>{p.nombre}</span>
                {p.documento || p.email ? (
                  <span className="ui-hint">{[p.documento, p.email].filter(Boolean).join(' · ')}</span>
                ) : null}
              </div>
            ))}
          </div>
        </div>
      )}
    </Field>
  );
}
