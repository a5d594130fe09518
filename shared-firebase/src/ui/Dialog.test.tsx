import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

/** As browsers do it: `close()` closes at once and fires its `close` event a task later. */
function cierreComoElNavegador() {
  const pendientes: HTMLDialogElement[] = [];
  vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(function (this: HTMLDialogElement) {
    this.open = false;
    pendientes.push(this);
  });
  return () => {
    for (const dialogo of pendientes.splice(0)) dialogo.dispatchEvent(new Event('close'));
  };
}

const dialogo = (open: boolean, onClose: () => void) => (
  <Dialog open={open} titulo="Nueva etiqueta" onClose={onClose}>
    <p>Formulario</p>
  </Dialog>
);

afterEach(() => vi.restoreAllMocks());

describe('Dialog', () => {
  it('stays open when the close event of its previous closing arrives after it was opened again', () => {
    const entregarCierres = cierreComoElNavegador();
    const onClose = vi.fn();
    const { container, rerender, getByText } = render(dialogo(true, onClose));
    rerender(dialogo(false, onClose));
    rerender(dialogo(true, onClose));
    entregarCierres();
    expect(container.querySelector('dialog')?.open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(getByText('Formulario')).toBeTruthy();
  });

  it('tells its owner when the browser closed it (Escape)', () => {
    const entregarCierres = cierreComoElNavegador();
    const onClose = vi.fn();
    const { container } = render(dialogo(true, onClose));
    container.querySelector('dialog')?.close();
    entregarCierres();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
