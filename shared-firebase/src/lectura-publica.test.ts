import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuracionFirebase } from './config';
import { decodificar, leerDocumentoPublico } from './lectura-publica';

describe('decodificar (Firestore REST values)', () => {
  it('turns typed values into plain ones, nested maps and arrays included', () => {
    expect(
      decodificar({
        mapValue: {
          fields: {
            numero: { stringValue: 'R-2026-0001' },
            total: { integerValue: '123456' },
            tasa: { doubleValue: 0.21 },
            revocado: { booleanValue: false },
            nada: { nullValue: null },
            cuando: { timestampValue: '2026-11-22T10:00:00Z' },
            lineas: { arrayValue: { values: [{ mapValue: { fields: { cantidad: { integerValue: '2' } } } }] } },
            vacia: { arrayValue: {} },
            sinCampos: { mapValue: {} },
          },
        },
      }),
    ).toEqual({
      numero: 'R-2026-0001',
      total: 123456,
      tasa: 0.21,
      revocado: false,
      nada: null,
      cuando: '2026-11-22T10:00:00Z',
      lineas: [{ cantidad: 2 }],
      vacia: [],
      sinCampos: {},
    });
  });

  it('keeps hostile text as text', () => {
    expect(decodificar({ stringValue: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('leerDocumentoPublico', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads from the configured emulator, anonymously; refused or missing documents read as null', async () => {
    configuracionFirebase({
      PUBLIC_FIREBASE_API_KEY: 'k',
      PUBLIC_FIREBASE_PROJECT_ID: 'p',
      PUBLIC_FIREBASE_APP_ID: 'a',
      PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    });
    const pedidas: Array<{ url: string; init: RequestInit | undefined }> = [];
    const respuestas = [
      new Response(JSON.stringify({ fields: { a: { integerValue: '1' } } }), { status: 200 }),
      new Response('{}', { status: 403 }),
      new Response('{}', { status: 404 }),
      new Response('{}', { status: 500 }),
    ];
    vi.stubGlobal('fetch', async (url: URL, init?: RequestInit) => {
      pedidas.push({ url: String(url), init });
      return respuestas.shift();
    });
    expect(await leerDocumentoPublico('recibosPublicos/abc')).toEqual({ a: 1 });
    expect(pedidas[0]?.url).toBe(
      'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents/recibosPublicos/abc?key=k',
    );
    // No credentials: only a deadline (a Firestore that does not answer is an error in seconds).
    expect(Object.keys(pedidas[0]?.init ?? {})).toEqual(['signal']);
    expect(pedidas[0]?.init?.signal).toBeInstanceOf(AbortSignal);
    expect(await leerDocumentoPublico('recibosPublicos/abc')).toBeNull();
    expect(await leerDocumentoPublico('recibosPublicos/abc')).toBeNull();
    await expect(leerDocumentoPublico('recibosPublicos/abc')).rejects.toThrow('Firestore respondió 500');
  });
});
