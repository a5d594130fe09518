// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cambiosDeVersion, parseRemoteMap } from './remote-map';

const VALID = {
  mf_auth: 'http://localhost:3001/mf-manifest.json',
  mf_etiquetas: 'http://localhost:3002/mf-manifest.json',
  mf_recibos: '/remotos/recibos/mf-manifest.json',
  mf_admin: 'https://admin.example/mf-manifest.json',
};

describe('parseRemoteMap', () => {
  it('accepts the four remotes and resolves relative locations against the page', () => {
    expect(parseRemoteMap(VALID)).toEqual({
      ...VALID,
      mf_recibos: `${window.location.origin}/remotos/recibos/mf-manifest.json`,
    });
  });

  it('names the remote that has no location', () => {
    expect(() => parseRemoteMap({ ...VALID, mf_admin: '' })).toThrow('remotes.json no indica la dirección de mf_admin');
    expect(() => parseRemoteMap(null)).toThrow('remotes.json no es un objeto');
  });
});

describe('versions in remotes.json', () => {
  const v = (hash: string) => `https://recibos-mf-etiquetas.web.app/v/${hash}/mf-manifest.json`;

  it('uses the stable version, and the canary only for the browsers that fall in its share', () => {
    const mapa = (porcentaje: number, id: string) =>
      parseRemoteMap(
        { ...VALID, mf_etiquetas: { estable: v('a1'), anterior: v('a0'), canario: { url: v('b2'), porcentaje } } },
        () => id,
      ).mf_etiquetas;
    expect(parseRemoteMap({ ...VALID, mf_etiquetas: { estable: v('a1') } }).mf_etiquetas).toBe(v('a1'));
    expect(mapa(0, 'cualquiera')).toBe(v('a1'));
    expect(mapa(100, 'cualquiera')).toBe(v('b2'));
    const ids = Array.from({ length: 400 }, (_, i) => `navegador-${i}`);
    const enCanario = ids.filter((id) => mapa(25, id) === v('b2'));
    // A quarter, give or take, and the same browsers on every reading.
    expect(enCanario.length).toBeGreaterThan(60);
    expect(enCanario.length).toBeLessThan(140);
    expect(ids.filter((id) => mapa(25, id) === v('b2'))).toEqual(enCanario);
    // A larger share keeps everyone who was already in.
    const conMas = ids.filter((id) => mapa(50, id) === v('b2'));
    expect(conMas).toEqual(expect.arrayContaining(enCanario));
  });

  it('refuses an entry without a stable version or with a bad percentage', () => {
    expect(() => parseRemoteMap({ ...VALID, mf_etiquetas: { anterior: v('a0') } })).toThrow(
      'remotes.json no indica la dirección de mf_etiquetas',
    );
    expect(() =>
      parseRemoteMap({ ...VALID, mf_etiquetas: { estable: v('a1'), canario: { url: v('b2'), porcentaje: 150 } } }),
    ).toThrow('remotes.json: el canario de mf_etiquetas necesita un porcentaje entre 0 y 100');
  });
});

describe('cambiosDeVersion', () => {
  const ahora = parseRemoteMap(VALID);
  it('lets remotes not loaded yet follow the new reading, and asks for a full load when a loaded one changed', () => {
    const nuevo = { ...ahora, mf_admin: 'https://admin.example/v/2/mf-manifest.json' };
    expect(cambiosDeVersion(ahora, nuevo, new Set(['mf_auth']))).toEqual({
      registrar: { mf_admin: nuevo.mf_admin },
      recargar: false,
    });
    expect(cambiosDeVersion(ahora, nuevo, new Set(['mf_admin']))).toEqual({ registrar: {}, recargar: true });
    expect(cambiosDeVersion(ahora, ahora, new Set(['mf_admin']))).toEqual({ registrar: {}, recargar: false });
  });
});
