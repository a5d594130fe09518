import { describe, expect, it } from 'vitest';
import cicloDeVida from '../copias-ciclo-de-vida.json';
import { bucketPorDefecto, COPIAS_DIAS, peticionDeExportacion } from './copias';

describe('the nightly copy', () => {
  it('exports every collection of the database into a folder named by its time', () => {
    expect(
      peticionDeExportacion('recibos-app', bucketPorDefecto('recibos-app'), new Date('2026-11-29T02:00:07Z')),
    ).toEqual({
      name: 'projects/recibos-app/databases/(default)',
      outputUriPrefix: 'gs://recibos-app-copias/2026-11-29T0200Z',
      collectionIds: [],
    });
  });

  it('refuses to start without a project or with a bucket name Cloud Storage would not take', () => {
    expect(() => peticionDeExportacion('', 'b-copias', new Date())).toThrow('Falta el proyecto');
    expect(() => peticionDeExportacion('p', 'gs://p-copias', new Date())).toThrow('Bucket de copias no válido');
    expect(() => peticionDeExportacion('p', 'P Copias', new Date())).toThrow('Bucket de copias no válido');
  });

  it('the bucket’s lifecycle removes each copy once its retention ends, not before', () => {
    expect(cicloDeVida.rule).toEqual([{ action: { type: 'Delete' }, condition: { age: COPIAS_DIAS } }]);
  });
});
