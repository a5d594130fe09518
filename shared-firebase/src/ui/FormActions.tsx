interface FormActionsProps {
  /** The main button's text ("Guardar etiqueta"). */
  texto: string;
  onCancel: () => void;
  /** While the action runs the main button waits, saying so. */
  pendiente?: boolean;
  textoPendiente?: string;
  /** A destructive action: red, and Cancelar first takes the focus (WAI-ARIA dialog pattern). */
  peligro?: boolean;
  /** A button that acts itself; without it the main button submits its form. */
  onConfirm?: () => void;
}

/** The footer of a form or dialog: "Cancelar" and the main action, never touching. */
export function FormActions({
  texto,
  onCancel,
  pendiente = false,
  textoPendiente = 'Guardando…',
  peligro = false,
  onConfirm,
}: FormActionsProps) {
  return (
    <div className="ui-dialog__actions">
      {/* biome-ignore lint/a11y/noAutofocus: before a destructive action the first focus belongs on the safe choice */}
      <button type="button" className="ui-button ui-button--secondary" onClick={onCancel} autoFocus={peligro}>
        Cancelar
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={peligro ? 'ui-button ui-button--danger' : 'ui-button'}
        onClick={onConfirm}
        disabled={pendiente}
      >
        {pendiente ? textoPendiente : texto}
      </button>
    </div>
  );
}
