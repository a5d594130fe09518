import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormActions } from './FormActions';

type DialogProps = {
  titulo: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * Modal dialog on the native <dialog>: focus is trapped and returned, Escape closes it, and the
 * rest of the page is inert while it is open.
 */
export function Dialog({ titulo, open, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-labelledby={titleId}
      // The browser fires `close` a task after the dialog closed. If it was opened again meanwhile
      // («Nueva etiqueta» pressed right after saving one), that event is stale: it must not close it.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className="ui-dialog__title">
            {titulo}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

type ConfirmDialogProps = {
  titulo: string;
  /** The confirming button's text, and whether the action is under way. */
  texto: string;
  pendiente?: boolean;
  open: boolean;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action; the safe choice comes first and has the focus. */
export function ConfirmDialog({ titulo, texto, pendiente, open, children, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} titulo={titulo} onClose={onClose}>
      <div className="ui-dialog__body">{children}</div>
      <FormActions
        texto={texto}
        onCancel={onClose}
        onConfirm={onConfirm}
        pendiente={pendiente}
        textoPendiente="Un momento…"
        peligro
      />
    </Dialog>
  );
}
