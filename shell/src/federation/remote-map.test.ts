import { describe, expect, it } from 'vitest';
import { parseRemoteMap } from './remote-map';

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
