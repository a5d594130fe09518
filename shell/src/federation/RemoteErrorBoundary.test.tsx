import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { anotarIncompatible, RemoteNoDisponible } from './errors';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error('fallo al renderizar');
  return <p>módulo cargado</p>;
}

// What the runtime's resolveShare hook notes when mf-auth wants React 18 and the page has 19.
anotarIncompatible('mf_auth', 'react', '19.3.1', '^18.3.1');

function Incompatible(): never {
  throw new RemoteNoDisponible('mf_auth/AccesoPage', new Error('any message: the runtime’s data decides'));
}

function Harness() {
  const [broken, setBroken] = useState(true);
  return (
    <>
      <p>resto de la aplicación</p>
      <RemoteErrorBoundary label="Etiquetas" onRetry={() => setBroken(false)}>
        <Fragile broken={broken} />
      </RemoteErrorBoundary>
    </>
  );
}

describe('RemoteErrorBoundary', () => {
  it('keeps a remote that throws inside its card, and "Reintentar" renders it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'No se pudo cargar Etiquetas' })).toBeTruthy();
    expect(screen.getByText('resto de la aplicación')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('módulo cargado')).toBeTruthy();
  });

  // The title began with the label as written mid-sentence ("el acceso: …").
  it('starts the "versión incompatible" title with a capital letter', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RemoteErrorBoundary label="el acceso" onRetry={() => {}}>
        <Incompatible />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('El acceso: versión incompatible');
  });
});
