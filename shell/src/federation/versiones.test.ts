// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteMap } from './remote-map';

const lecturas: Array<(mapa: RemoteMap) => void> = [];
const seguir = vi.fn<(mapa: RemoteMap) => boolean>();
vi.mock('./remote-map', async (original) => ({
  ...(await original<typeof import('./remote-map')>()),
  loadRemoteMap: () => new Promise<RemoteMap>((resolve) => lecturas.push(resolve)),
}));
vi.mock('./runtime', () => ({ federacionIniciada: () => true, seguirConfiguracion: seguir }));

const MAPA = { mf_auth: 'a', mf_etiquetas: 'e2', mf_recibos: 'r', mf_admin: 'd' };

describe('revisarVersiones: the shell rereads remotes.json before another page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.resetModules();
    lecturas.length = 0;
    seguir.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('a second page asked for while a reading is under way gets that reading’s answer', async () => {
    const { revisarVersiones } = await import('./versiones');
    vi.advanceTimersByTime(5000);
    const primera = revisarVersiones();
    const segunda = revisarVersiones();
    expect(lecturas).toHaveLength(1);
    seguir.mockReturnValue(true);
    lecturas[0]?.(MAPA);
    await expect(primera).resolves.toBe(true);
    await expect(segunda).resolves.toBe(true);
  });

  /** A page asked for once the last reading is old; that reading says whether to reload. */
  async function primeraRevision(recargar: boolean) {
    const { revisarVersiones } = await import('./versiones');
    vi.advanceTimersByTime(5000);
    const primera = revisarVersiones();
    seguir.mockReturnValue(recargar);
    lecturas[0]?.(MAPA);
    await expect(primera).resolves.toBe(recargar);
    return revisarVersiones;
  }

  it('once a loaded remote changed version, every later page is a full load, read or not', async () => {
    const revisarVersiones = await primeraRevision(true);
    // Within the 2 s a reading stays fresh: no new reading, still a full load.
    await expect(revisarVersiones()).resolves.toBe(true);
    expect(lecturas).toHaveLength(1);
  });

  it('a fresh reading with nothing changed lets the page change in place', async () => {
    const revisarVersiones = await primeraRevision(false);
    await expect(revisarVersiones()).resolves.toBe(false);
    expect(lecturas).toHaveLength(1);
  });
});
