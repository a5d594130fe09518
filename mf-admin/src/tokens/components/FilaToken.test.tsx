import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenPublico } from '../types';
import { FilaToken } from './FilaToken';

const enlace = (recibo: TokenPublico['recibo']): TokenPublico => ({
  token: 'a'.repeat(32),
  ownerUid: 'ana',
  ownerEmail: 'ana@ejemplo.es',
  ownerEmailVerificado: true,
  numero: 'R-2026-0002',
  createdAt: new Date('2026-11-01'),
  expiresAt: null,
  revocado: false,
  revocadoPor: null,
  recibo,
});

const fila = (t: TokenPublico) => {
  render(
    <table>
      <tbody>
        <FilaToken t={t} pendiente={false} onRevocar={() => {}} onReactivar={() => {}} />
      </tbody>
    </table>,
  );
  return within(screen.getByRole('row'));
};

describe('FilaToken', () => {
  it('a live link to a voided receipt says both: the link is active, the receipt is voided', () => {
    const celdas = fila(enlace({ anulado: true, sustituidoPor: null }));
    expect(celdas.getByText('Activo')).toBeTruthy();
    expect(celdas.getByText('Recibo anulado')).toBeTruthy();
  });

  it('a corrected receipt names the receipt that replaced it', () => {
    const celdas = fila(enlace({ anulado: true, sustituidoPor: 'R-2026-0004' }));
    expect(celdas.getByText('Recibo sustituido por R-2026-0004')).toBeTruthy();
  });

  it('an issued receipt, or one whose copy is gone, adds nothing to the link’s state', () => {
    for (const recibo of [{ anulado: false, sustituidoPor: null }, null]) {
      const celdas = fila(enlace(recibo));
      expect(celdas.queryByText(/^Recibo /)).toBeNull();
      cleanup();
    }
  });
});
