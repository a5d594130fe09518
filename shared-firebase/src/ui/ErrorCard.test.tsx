import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCard } from './ErrorCard';

describe('ErrorCard', () => {
  it('announces its titulo, its text and its accion', () => {
    render(
      <ErrorCard titulo="Recibo anulado" accion={<a href="/recibos/r1">Ver el recibo</a>}>
        No se puede editar.
      </ErrorCard>,
    );
    expect(screen.getByRole('alert', { name: 'Recibo anulado' }).textContent).toContain('No se puede editar.');
    expect(screen.getByRole('link', { name: 'Ver el recibo' })).toBeTruthy();
  });
});
