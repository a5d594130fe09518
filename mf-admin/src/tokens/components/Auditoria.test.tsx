import { render, screen } from '@testing-library/react';
import { auditoriaDelTraspaso } from 'dominio-recibos';
import { describe, expect, it } from 'vitest';
import { Auditoria } from './Auditoria';

describe('the audit log', () => {
  it('names a book handed over: who handed it, to whom, how many links moved (the entry the function writes)', () => {
    const escrita = auditoriaDelTraspaso(
      { libro: 'u0', de: 'saliente@ejemplo.es', nuevo: { uid: 'u1', email: 'entrante@ejemplo.es' } },
      10,
      null,
    );
    render(<Auditoria entradas={[{ ...escrita, id: 'traspaso-u0-1', createdAt: new Date('2026-11-30T10:00:00Z') }]} />);
    expect(screen.getByRole('list', { name: 'Acciones de administración' }).textContent).toMatch(
      /· saliente@ejemplo\.es · Traspasó su libro — Libro traspasado a entrante@ejemplo\.es \(10 enlaces\)$/,
    );
  });
});
