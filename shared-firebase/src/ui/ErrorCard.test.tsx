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

  // The shell's kit serves remotes already deployed, built when the props were title and action.
  it('still reads title and action from a remote built before', () => {
    const props = { title: 'Recibo no encontrado', action: <a href="/recibos">Volver</a>, children: 'No existe.' };
    render(<ErrorCard {...props} />);
    expect(screen.getByRole('alert', { name: 'Recibo no encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' })).toBeTruthy();
  });
});
