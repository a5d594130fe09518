import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Avisos } from './Avisos';

let navegar: (ruta: string) => void = () => {};
function Navegador() {
  navegar = useNavigate();
  return null;
}

function renderEn(ruta: string) {
  return render(
    <MemoryRouter initialEntries={[ruta]}>
      <Navegador />
      <Avisos />
    </MemoryRouter>,
  );
}

const toaster = () => document.querySelector('section[aria-label^="Notificaciones"]');

describe('Avisos', () => {
  it('mounts no toaster on /login, /register or a public receipt', async () => {
    for (const ruta of ['/login', '/register', '/recibos/view/abc']) {
      const { unmount } = renderEn(ruta);
      await new Promise((r) => setTimeout(r, 50));
      expect(toaster(), ruta).toBeNull();
      unmount();
    }
  });

  it('mounts it on a page that can toast, and keeps it after moving to /login', async () => {
    renderEn('/cuenta');
    await waitFor(() => expect(toaster()).not.toBeNull(), { timeout: 5000 });
    navegar('/login');
    await new Promise((r) => setTimeout(r, 50));
    expect(toaster()).not.toBeNull();
  });
});
