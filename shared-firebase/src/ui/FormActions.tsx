import { Boton } from './Boton';

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
      {/* Before a destructive action the first focus belongs on the safe choice. */}
      <Boton variante="secundario" onClick={onCancel} autoFocus={peligro}>
        Cancelar
      </Boton>
      <Boton
        type={onConfirm ? 'button' : 'submit'}
        variante={peligro ? 'peligro' : 'principal'}
        onClick={onConfirm}
        disabled={pendiente}
      >
        {pendiente ? textoPendiente : texto}
      </Boton>
    </div>
  );
}
