import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** Mounts the toaster once, so sonner is loaded and any later mount would render it at once. */
async function conSonnerCargado() {
  const { unmount } = renderEn('/cuenta');
  await waitFor(() => expect(toaster()).not.toBeNull(), { timeout: 5000 });
  return unmount;
}

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

describe('Avisos', () => {
  it('mounts no toaster on /login, /register or a public receipt', async () => {
    (await conSonnerCargado())();
    for (const ruta of ['/login', '/register', '/recibos/view/abc']) {
      // sonner is already loaded: a toaster meant for this route would be in the DOM right now.
      const { unmount } = renderEn(ruta);
      expect(toaster(), ruta).toBeNull();
      unmount();
    }
  });

  it('mounts it on a page that can toast, and keeps it after moving to /login', async () => {
    renderEn('/cuenta');
    await waitFor(() => expect(toaster()).not.toBeNull(), { timeout: 5000 });
    act(() => navegar('/login'));
    expect(toaster()).not.toBeNull();
  });

  it('shows toasts as the spec says: top right, rich colours, 3 visible, gap 14, width 356, 4000 ms', async () => {
    renderEn('/cuenta');
    await waitFor(() => expect(toaster()).not.toBeNull(), { timeout: 5000 });
    vi.useFakeTimers();
    act(() => {
      for (const texto of ['uno', 'dos', 'tres', 'cuatro']) toast.success(texto);
    });
    // sonner adds toasts on its next tick.
    act(() => vi.advanceTimersByTime(1));
    const lista = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(lista?.dataset.yPosition).toBe('top');
    expect(lista?.dataset.xPosition).toBe('right');
    expect(lista?.style.getPropertyValue('--width')).toBe('356px');
    expect(lista?.style.getPropertyValue('--gap')).toBe('14px');
    const avisos = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
    expect(avisos).toHaveLength(4);
    expect(avisos.filter((a) => a.dataset.visible === 'true')).toHaveLength(3);
    expect(avisos.every((a) => a.dataset.richColors === 'true')).toBe(true);
    // sonner's timer runs from mount; the toast leaves (with its 200 ms exit) after 4000 ms.
    act(() => vi.advanceTimersByTime(3900));
    expect(document.body.textContent).toContain('cuatro');
    act(() => vi.advanceTimersByTime(400));
    expect(document.body.textContent).not.toContain('cuatro');
  });
});
