import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { comprobarLimite } from 'tooling/limites';
import { describe, expect, it, vi } from 'vitest';
import { MOTIVO_MAX } from '../api/tokens';
import type { TokenPublico } from '../types';
import { DialogoRevocacion } from './DialogoRevocacion';

const enlace: TokenPublico = {
  token: 'a'.repeat(32),
  ownerUid: 'ana',
  ownerEmail: 'ana@ejemplo.es',
  ownerEmailVerificado: true,
  numero: 'R-2026-0001',
  createdAt: new Date('2026-11-01'),
  expiresAt: null,
  revocado: false,
  revocadoPor: null,
  recibo: null,
};

describe('DialogoRevocacion', () => {
  it('the reason says near MOTIVO_MAX characters how many it holds, and past it how many are too many', async () => {
    render(<DialogoRevocacion revocando={enlace} pendiente={false} onRevocar={async () => true} onCerrar={() => {}} />);
    await comprobarLimite(screen.getByLabelText('Motivo (queda en el registro de auditoría)'), MOTIVO_MAX);
  });

  it('takes a reason of emoji as long as the limit, counted as a person counts them', async () => {
    const onRevocar = vi.fn(async () => true);
    render(<DialogoRevocacion revocando={enlace} pendiente={false} onRevocar={onRevocar} onCerrar={() => {}} />);
    await userEvent.click(screen.getByLabelText('Motivo (queda en el registro de auditoría)'));
    await userEvent.paste('🧾'.repeat(MOTIVO_MAX));
    await userEvent.click(screen.getByRole('button', { name: 'Revocar enlace' }));
    expect(onRevocar).toHaveBeenCalledWith('🧾'.repeat(MOTIVO_MAX));
  });
});
