import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormActions } from './FormActions';
import { type TextoYPendiente, type Titulo, textoYPendienteDe, tituloDe } from './nombres-anteriores';

type DialogProps = Titulo & {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * Modal dialog on the native <dialog>: focus is trapped and returned, Escape closes it, and the
 * rest of the page is inert while it is open.
 */
export function Dialog(props: DialogProps) {
  const { open, onClose, children } = props;
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
            {tituloDe(props)}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

type ConfirmDialogProps = Titulo &
  TextoYPendiente & {
    open: boolean;
    children: ReactNode;
    onConfirm: () => void;
    onClose: () => void;
  };

/** Asks before a destructive action; the safe choice comes first and has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, children, onConfirm, onClose } = props;
  const { texto, pendiente } = textoYPendienteDe(props);
  return (
    <Dialog open={open} titulo={tituloDe(props)} onClose={onClose}>
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
