// mf-etiquetas down: the receipts area works without labels, and a re-render of the area never
// loads the remote again (that suspended the area and unmounted what was being typed).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote }));
const { EtiquetasRemotas } = await import('./etiquetas-remotas');

function Escrito() {
  const [texto, setTexto] = useState('');
  return <input aria-label="Concepto" value={texto} onChange={(e) => setTexto(e.target.value)} />;
}

function Area() {
  const [, repintar] = useState(0);
  return (
    <>
      <button type="button" onClick={() => repintar((n) => n + 1)}>
        Repintar
      </button>
      <EtiquetasRemotas>
        <Escrito />
      </EtiquetasRemotas>
    </>
  );
}

describe('EtiquetasRemotas', () => {
  it('with mf-etiquetas down, a re-render keeps what was typed and does not load it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockRejectedValue(new Error('mf-etiquetas caído'));
    await act(async () => {
      render(<Area />);
    });
    await userEvent.type(await screen.findByLabelText('Concepto'), 'Clases de junio');
    await userEvent.click(screen.getByRole('button', { name: 'Repintar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Repintar' }));
    expect((screen.getByLabelText('Concepto') as HTMLInputElement).value).toBe('Clases de junio');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});
