import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { Link, Route, Routes } from 'shared-firebase/router';
import { describe, expect, it, vi } from 'vitest';
import { AnunciarRuta } from './AnunciarRuta';

// A page that arrives later, as a remote does.
let llegar: () => void = () => {};
const Tarde = lazy(
  () =>
    new Promise<{ default: ComponentType }>((resolver) => {
      llegar = () => resolver({ default: () => <h1>Etiquetas</h1> });
    }),
);

function app() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <AnunciarRuta />
      <nav>
        <Link to="/etiquetas">Ir a etiquetas</Link>
      </nav>
      <Suspense fallback={<p>Cargando…</p>}>
        <Routes>
          <Route path="/" element={<h1>Inicio</h1>} />
          <Route path="/etiquetas" element={<Tarde />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

describe('AnunciarRuta', () => {
  it('titles the first page without taking focus, then titles and focuses each new page’s heading', async () => {
    app();
    expect(document.title).toBe('Inicio · Recibos');
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'Ir a etiquetas' }));
    await act(async () => llegar());
    const h1 = await screen.findByRole('heading', { name: 'Etiquetas', level: 1 });
    await vi.waitFor(() => expect(document.activeElement).toBe(h1));
    expect(document.title).toBe('Etiquetas · Recibos');
    expect(h1.getAttribute('tabindex')).toBe('-1');
  });
});
