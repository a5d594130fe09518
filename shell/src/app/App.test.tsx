import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { swrDefaults } from './swr-config';
import { toasterProps } from './toaster-config';

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

describe('global settings from the product spec', () => {
  it('uses the spec SWR defaults', () => {
    expect(swrDefaults).toEqual({
      refreshInterval: 300000,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      revalidateOnMount: true,
      keepPreviousData: true,
      shouldRetryOnError: true,
      errorRetryCount: 3,
      dedupingInterval: 2000,
    });
  });

  it('configures the toaster top right with rich colours, 4000 ms, 3 visible, gap 14, width 356', () => {
    expect(toasterProps).toMatchObject({
      position: 'top-right',
      richColors: true,
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      style: { '--width': '356px' },
    });
  });
});
