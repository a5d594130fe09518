import { type ReactNode, useId } from 'react';
import { CONTADOR_DESDE, largoVisible, UNIDADES_POR_CARACTER } from '../largo';

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

/**
 * What the counter says of `texto` (trimmed, as it is saved): "180 de 200 caracteres"; past the
 * limit, how many are too many; within it but over the rules' units (many composed emoji), that.
 */
export function contador(texto: string, max: number): { n: number; dice: string; excedido: boolean } {
  const limpio = texto.trim();
  const n = largoVisible(limpio);
  const cuenta = `${n} de ${max} caracteres`;
  if (n > max)
    return { n, excedido: true, dice: n - max === 1 ? `${cuenta}: sobra 1` : `${cuenta}: sobran ${n - max}` };
  if (limpio.length > max * UNIDADES_POR_CARACTER)
    return { n, excedido: true, dice: `${cuenta}: demasiados emojis o símbolos compuestos` };
  return { n, excedido: false, dice: cuenta };
}

/** A labelled form control whose error (or hint, or character count) is linked with aria-describedby. */
export function Field({ label, error, hint, largo, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-mensaje`;
  const contadorId = `${id}-contador`;
  const cuenta = largo ? contador(largo.texto, largo.max) : null;
  const excedido = cuenta?.excedido === true;
  const visible = cuenta && largo && (excedido || cuenta.n >= largo.max * CONTADOR_DESDE) ? cuenta : null;
  const describedBy = [visible ? contadorId : null, error || hint ? messageId : null].filter(Boolean).join(' ');
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error || excedido ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {visible ? (
        <p id={contadorId} className="ui-field__contador" data-excedido={excedido ? '' : undefined}>
          {visible.dice}
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
