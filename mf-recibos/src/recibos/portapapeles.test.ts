import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copiar, ESPERA_DEL_PORTAPAPELES_MS } from './portapapeles';

const escribir = vi.fn<(texto: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('navigator', { clipboard: { writeText: escribir } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  escribir.mockReset();
});

describe('copiar', () => {
  it('answers true once the clipboard has the text', async () => {
    escribir.mockResolvedValue(undefined);
    await expect(copiar('https://ejemplo/recibos/view/t')).resolves.toBe(true);
    expect(escribir).toHaveBeenCalledWith('https://ejemplo/recibos/view/t');
  });

  it('answers false when the browser refuses', async () => {
    escribir.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await expect(copiar('x')).resolves.toBe(false);
  });

  // Without HTTPS there is no navigator.clipboard: the click threw, and no toast came.
  it('answers false where there is no clipboard API', async () => {
    vi.stubGlobal('navigator', {});
    await expect(copiar('x')).resolves.toBe(false);
  });

  // A clipboard that never answers left the button silent: no toast, nothing to do next.
  it('answers false when the clipboard has not answered in time, and only once', async () => {
    let llegar = () => {};
    escribir.mockReturnValue(new Promise<void>((resolver) => (llegar = resolver)));
    const respuesta = vi.fn();
    copiar('x').then(respuesta);
    await vi.advanceTimersByTimeAsync(ESPERA_DEL_PORTAPAPELES_MS - 1);
    expect(respuesta).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(respuesta).toHaveBeenCalledWith(false);
    llegar();
    await vi.runAllTimersAsync();
    expect(respuesta).toHaveBeenCalledTimes(1);
  });
});
