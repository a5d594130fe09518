// The payer's copy holds only what the payer's page shows: the payer's contact data (e-mail,
// phone) stay with the owner, and firestore.rules (snapshotDe) refuse a copy that has them.
import { describe, expect, it } from 'vitest';
import { instantanea } from './copia';

const recibo = {
  numero: 7,
  fecha: '2026-10-07',
  emisor: { nombre: 'Ana' },
  pagador: { nombre: 'Beto', documento: '87654321X', email: 'beto@ejemplo.es', telefono: '+34 600 11 22 33' },
  concepto: 'Alquiler',
  lineas: [{ descripcion: 'Renta', cantidad: 1, precioUnitario: 85_000 }],
  total: 85_000,
  moneda: 'EUR',
  metodoPago: 'transferencia',
  estado: 'emitido' as const,
};

describe('the payer’s copy', () => {
  it('names the payer and their tax ID, never their e-mail or phone', () => {
    expect(instantanea(recibo).pagador).toEqual({ nombre: 'Beto', documento: '87654321X' });
    expect(JSON.stringify(instantanea(recibo))).not.toMatch(/beto@|600 11/);
  });
});
