// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAVE_SUSTITUCIONES, conSustituciones, leerSustituciones, sustitucionesVigentes } from './sobrescritura';

const ir = (ruta: string) => window.history.replaceState(null, '', ruta);
const LOCAL = 'http://localhost:3002/mf-manifest.json';

describe('remote overrides (development builds)', () => {
  afterEach(() => {
    window.localStorage.clear();
    ir('/');
    vi.restoreAllMocks();
  });

  it('takes ?remoto=name@url, keeps it in this browser and clears it from the address', () => {
    ir(`/etiquetas?remoto=mf_etiquetas@${encodeURIComponent(LOCAL)}&x=1`);
    expect(leerSustituciones()).toEqual({ mf_etiquetas: LOCAL });
    expect(window.location.search).toBe('?x=1');
    expect(JSON.parse(window.localStorage.getItem(CLAVE_SUSTITUCIONES) ?? '')).toEqual({ mf_etiquetas: LOCAL });
    // Later loads, with no parameter, keep it.
    expect(leerSustituciones()).toEqual({ mf_etiquetas: LOCAL });
    expect(sustitucionesVigentes()).toEqual({ mf_etiquetas: LOCAL });
    const mapa = { mf_auth: 'a', mf_etiquetas: 'e', mf_recibos: 'r', mf_admin: 'd' };
    expect(conSustituciones(mapa, leerSustituciones())).toEqual({ ...mapa, mf_etiquetas: LOCAL });
  });

  it('`?remoto=name@` removes one; an unknown name or a bad URL changes nothing and says why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    ir(`/?remoto=mf_etiquetas@${LOCAL}&remoto=mf_admin@/v/1/mf-manifest.json`);
    expect(Object.keys(leerSustituciones())).toEqual(['mf_etiquetas', 'mf_admin']);
    ir('/?remoto=mf_etiquetas@&remoto=mf_otro@http://x/mf-manifest.json&remoto=mf_auth@http://');
    expect(leerSustituciones()).toEqual({ mf_admin: `${window.location.origin}/v/1/mf-manifest.json` });
    expect(error.mock.calls.map(([mensaje]) => mensaje)).toEqual([
      expect.stringContaining('mf_otro no es un remoto'),
      expect.stringContaining('http:// no es una URL'),
    ]);
  });
});
