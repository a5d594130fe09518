import { type ReactNode, useId } from 'react';
import { CONTADOR_DESDE, largoVisible } from '../largo';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** Text, or text with a visually hidden part (e.g. "Precio" + " de la línea 2"). */
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * A text's limit in characters as a person counts them, and what it holds now: near the limit
   * the field says how many it holds, and past it how many are too many (marked invalid at once).
   * It keeps all that is typed or pasted, so nothing is lost while it is cut down to size.
   */
  largo?: { texto: string; max: number };
  /** Renders the control with the ids and ARIA attributes that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/** What the counter says: "180 de 200 caracteres", and past the limit how many are too many. */
export function textoDelContador(n: number, max: number): string {
  const cuenta = `${n} de ${max} caracteres`;
  if (n <= max) return cuenta;
  return n - max === 1 ? `${cuenta}: sobra 1` : `${cuenta}: sobran ${n - max}`;
}

/** A labelled form control whose error (or hint, or character count) is linked with aria-describedby. */
export function Field({ label, error, hint, largo, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-mensaje`;
  const contadorId = `${id}-contador`;
  const n = largo ? largoVisible(largo.texto) : 0;
  const contador = largo && n >= largo.max * CONTADOR_DESDE;
  const excedido = largo !== undefined && n > largo.max;
  const describedBy = [contador ? contadorId : null, error || hint ? messageId : null].filter(Boolean).join(' ');
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error || excedido ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {contador ? (
        <p id={contadorId} className="ui-field__contador" data-excedido={excedido ? '' : undefined}>
          {textoDelContador(n, largo.max)}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className="ui-field__error">
          {error}
        </p>
      ) : hint ? (
        <div id={messageId} className="ui-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
