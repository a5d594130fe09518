// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elegirLibro, libroElegido } from './libro-elegido';

afterEach(() => {
  vi.restoreAllMocks();
  elegirLibro('u1', 'u1');
  sessionStorage.clear();
});

describe('the book a person works in', () => {
  it('is their own until they choose another, per person, and back', () => {
    expect(libroElegido('u1')).toBe('u1');
    elegirLibro('u1', 'ana');
    expect([libroElegido('u1'), libroElegido('u2')]).toEqual(['ana', 'u2']);
    elegirLibro('u1', 'u1');
    expect(libroElegido('u1')).toBe('u1');
    expect(sessionStorage.getItem('recibos.libro.u1')).toBeNull();
  });

  it('is kept in this tab alone (sessionStorage), under the prefix signing out clears', () => {
    elegirLibro('u1', 'ana');
    expect(sessionStorage.getItem('recibos.libro.u1')).toBe('ana');
    expect(localStorage.length).toBe(0);
  });

  it('is announced on the window, which every copy of this module listens to', () => {
    const oido = vi.fn();
    window.addEventListener('recibos:libro-elegido', oido);
    elegirLibro('u1', 'ana');
    window.removeEventListener('recibos:libro-elegido', oido);
    expect(oido).toHaveBeenCalledOnce();
  });

  it('lasts while the page does when storage refuses it, and storage working again takes over', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('lleno', 'QuotaExceededError');
    });
    elegirLibro('u1', 'ana');
    expect(libroElegido('u1')).toBe('ana');
    vi.restoreAllMocks();
    elegirLibro('u1', 'dani');
    expect(libroElegido('u1')).toBe('dani');
    elegirLibro('u1', 'u1');
    expect(libroElegido('u1')).toBe('u1');
  });
});
