import { describe, expect, it } from 'vitest';
import { destinoDelServidor } from './destino';

describe('where the function reads Firestore', () => {
  it('production: Firestore itself, for the project it runs in', () => {
    expect(destinoDelServidor({ GCLOUD_PROJECT: 'recibos-prod' })).toEqual({
      origen: 'https://firestore.googleapis.com',
      proyecto: 'recibos-prod',
    });
    expect(destinoDelServidor({ FIREBASE_CONFIG: '{"projectId":"recibos-prod"}' }).proyecto).toBe('recibos-prod');
  });

  it('locally: the emulator FIRESTORE_EMULATOR_HOST names', () => {
    expect(
      destinoDelServidor({ GCLOUD_PROJECT: 'demo-recibos', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).origen,
    ).toBe('http://127.0.0.1:8080');
  });

  it('no project: it says so instead of reading another', () => {
    expect(() => destinoDelServidor({})).toThrow('Falta GCLOUD_PROJECT');
  });
});
