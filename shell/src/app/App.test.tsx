import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App', () => {
  it('shows the Error de Conexión card when the Firebase configuration is missing', () => {
    render(<App configurado={false} />);
    expect(screen.getByRole('heading', { name: 'Error de Conexión' })).toBeTruthy();
    expect(
      screen.getByText(
        'No se pudo conectar con el servicio. Por favor, verifica que las variables de entorno estén configuradas correctamente.',
      ),
    ).toBeTruthy();
  });
});
