import { describe, expect, it } from 'vitest';
import { leerConfiguracionFirebase } from './config';

const BASE = {
  PUBLIC_FIREBASE_API_KEY: 'clave',
  PUBLIC_FIREBASE_PROJECT_ID: 'demo-recibos',
  PUBLIC_FIREBASE_APP_ID: '1:1:web:1',
};

describe('leerConfiguracionFirebase', () => {
  it('lists every missing required variable (blank counts as missing)', () => {
    expect(leerConfiguracionFirebase({ PUBLIC_FIREBASE_API_KEY: '  ' })).toEqual({
      ok: false,
      missing: ['PUBLIC_FIREBASE_API_KEY', 'PUBLIC_FIREBASE_PROJECT_ID', 'PUBLIC_FIREBASE_APP_ID'],
    });
  });

  it('builds the web options, defaulting the auth domain from the project', () => {
    const settings = leerConfiguracionFirebase(BASE);
    expect(settings).toEqual({
      ok: true,
      options: {
        apiKey: 'clave',
        authDomain: 'demo-recibos.firebaseapp.com',
        projectId: 'demo-recibos',
        appId: '1:1:web:1',
      },
      emulators: {},
    });
  });

  it('reads the emulator addresses when configured', () => {
    const settings = leerConfiguracionFirebase({
      ...BASE,
      PUBLIC_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    });
    expect(settings.ok && settings.emulators).toEqual({
      authUrl: 'http://127.0.0.1:9099',
      firestoreHost: '127.0.0.1',
      firestorePort: 8080,
    });
  });
});
