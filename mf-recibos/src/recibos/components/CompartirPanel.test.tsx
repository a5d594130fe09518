import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recibo } from '../types';

const estado = vi.hoisted(() => vi.fn());
vi.mock('../api/recibos-publicos', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  leerEstadoDelEnlace: estado,
}));
const { CompartirPanel } = await import('./CompartirPanel');

const recibo: Recibo = {
  id: 'r1',
  numero: 1,
  fecha: '2026-03-05',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto' },
  concepto: 'Marzo',
  lineas: [{ descripcion: 'Clase', cantidad: 1, precioUnitario: 2500 }],
  total: 2500,
  moneda: 'EUR',
  metodoPago: 'bizum',
  estado: 'emitido',
  etiquetas: [],
  notas: '',
  compartido: { token: 't'.repeat(32), createdAt: new Date(), expiresAt: null, revocado: false },
  createdAt: new Date(),
  updatedAt: new Date(),
};

const panel = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CompartirPanel recibo={recibo} onCambio={async () => {}} />
    </SWRConfig>,
  );

afterEach(() => vi.clearAllMocks());

describe('CompartirPanel', () => {
  // Issue 14: the receipt does not know of an admin's revocation; the owner must not be told
  // the link works when payers see "not available".
  it('tells the owner when an admin has revoked the link', async () => {
    estado.mockResolvedValue({ revocado: true, revocadoPor: 'admin' });
    panel();
    expect((await screen.findByRole('status')).textContent).toContain('Un administrador ha desactivado este enlace');
    expect(estado).toHaveBeenCalledWith('t'.repeat(32));
  });

  it('shows the expiry of a link that works', async () => {
    estado.mockResolvedValue({ revocado: false, revocadoPor: null });
    panel();
    expect(await screen.findByText('No caduca.')).toBeTruthy();
    expect(screen.queryByText(/Un administrador/)).toBeNull();
  });
});
