import { type ReactNode, useId } from 'react';

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
  /** Renders the control with the ids and ARIA attributes that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control whose error (or hint) is linked with aria-describedby. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-mensaje`;
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
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
