import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from './Dialog';
import { PageHeader } from './PageHeader';

// The shell's kit serves remotes already deployed, built when these props had English names.
describe('the kit still reads the names of remotes built before', () => {
  it('PageHeader: titulo, and title', () => {
    const { unmount } = render(<PageHeader titulo="Recibos" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recibos' })).toBeTruthy();
    unmount();
    render(<PageHeader {...{ title: 'Etiquetas' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Etiquetas' })).toBeTruthy();
  });

  it('Dialog: titulo, and title', () => {
    const { unmount } = render(
      <Dialog open titulo="Editar color" onClose={() => {}}>
        x
      </Dialog>,
    );
    expect(screen.getByRole('heading', { name: 'Editar color' })).toBeTruthy();
    unmount();
    render(
      <Dialog open {...{ title: 'Nueva etiqueta' }} onClose={() => {}}>
        x
      </Dialog>,
    );
    expect(screen.getByRole('heading', { name: 'Nueva etiqueta' })).toBeTruthy();
  });

  it('ConfirmDialog: titulo, texto and pendiente, and title, confirmLabel and pending', async () => {
    const onConfirm = vi.fn();
    const { unmount } = render(
      <ConfirmDialog open titulo="Eliminar color" texto="Eliminar color" onConfirm={onConfirm} onClose={() => {}}>
        ¿Seguro?
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar color' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    unmount();
    const anteriores = { title: 'Revocar el enlace', confirmLabel: 'Revocar enlace', pending: true };
    render(
      <ConfirmDialog open {...anteriores} onConfirm={() => {}} onClose={() => {}}>
        ¿Seguro?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('heading', { name: 'Revocar el enlace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Un momento/ })).toBeTruthy();
  });
});
