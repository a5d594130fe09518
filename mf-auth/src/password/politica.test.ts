// The checklist against the real Firebase SDK: its validatePassword, fed the policy the service
// would send (/v2/passwordPolicy answered by a stubbed fetch), or no policy (the emulator's 501).
import { deleteApp, initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, initializeAuth, inMemoryPersistence } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { comprobarContrasena } from './politica';

// The SDK's Node build takes `fetch` when it loads: route it, before any import, to the test's
// answer for the current case.
const red = vi.hoisted(() => {
  const estado = { respuesta: () => new Response('{}', { status: 501 }), peticiones: [] as string[] };
  globalThis.fetch = async (url: string | URL | Request) => {
    estado.peticiones.push(String(url));
    return estado.respuesta();
  };
  return estado;
});

const POLITICA = {
  customStrengthOptions: {
    minPasswordLength: 8,
    maxPasswordLength: 20,
    containsLowercaseCharacter: true,
    containsUppercaseCharacter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
  allowedNonAlphanumericCharacters: ['!', '@', '#', '$', '%', '^', '&', '*'],
  enforcementState: 'ENFORCE',
  forceUpgradeOnSignin: false,
  schemaVersion: 1,
};

let n = 0;
async function authCon(respuesta: () => Response): Promise<{ auth: Auth; peticiones: string[] }> {
  red.respuesta = respuesta;
  red.peticiones = [];
  const peticiones = red.peticiones;
  const app = initializeApp({ apiKey: 'clave', projectId: 'demo-politica', authDomain: 'x' }, `politica-${n++}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  await auth.authStateReady();
  return { auth, peticiones };
}

describe('the password checklist follows Firebase’s own validatePassword', () => {
  // Unicode classes once said "Ñandú-2026" had an upper-case letter and a symbol; the service
  // checks A–Z and its own list of symbols, and refuses it.
  it('marks what the service would refuse, with its character sets', async () => {
    const { auth } = await authCon(() => Response.json(POLITICA));
    const { requisitos, valida } = await comprobarContrasena(auth, 'Ñandú-2026');
    expect(requisitos).toEqual([
      { id: 'min', texto: 'Al menos 8 caracteres', cumple: true },
      { id: 'max', texto: 'Como máximo 20 caracteres', cumple: true },
      { id: 'minuscula', texto: 'Una letra minúscula sin tilde (a–z)', cumple: true },
      { id: 'mayuscula', texto: 'Una letra mayúscula sin tilde (A–Z)', cumple: false },
      { id: 'numero', texto: 'Un número (0–9)', cumple: true },
      { id: 'simbolo', texto: 'Un símbolo, como ! @ # $ % ^', cumple: false },
    ]);
    expect(valida).toBe(false);
    const buena = await comprobarContrasena(auth, 'Nandu#2026');
    expect(buena.valida).toBe(true);
    expect(buena.requisitos.every((r) => r.cumple)).toBe(true);
    await deleteApp(auth.app);
  });

  it('falls back to Firebase’s minimum of 6 when the service has no policy, asking only once', async () => {
    const { auth, peticiones } = await authCon(() => new Response('{}', { status: 501 }));
    expect(await comprobarContrasena(auth, '12345')).toEqual({
      requisitos: [{ id: 'min', texto: 'Al menos 6 caracteres', cumple: false }],
      valida: false,
    });
    expect((await comprobarContrasena(auth, '123456')).valida).toBe(true);
    // Firebase counts UTF-16 units: three emoji are six.
    expect((await comprobarContrasena(auth, '🧾🧾🧾')).valida).toBe(true);
    expect(peticiones.filter((url) => url.includes('/v2/passwordPolicy'))).toHaveLength(1);
    await deleteApp(auth.app);
  });

  it('against the Auth emulator, which has no policies, does not ask (no 501 in the console)', async () => {
    const { auth, peticiones } = await authCon(() => new Response('{}', { status: 501 }));
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    expect((await comprobarContrasena(auth, '12345')).valida).toBe(false);
    expect((await comprobarContrasena(auth, '123456')).valida).toBe(true);
    expect(peticiones.filter((url) => url.includes('passwordPolicy'))).toEqual([]);
    await deleteApp(auth.app);
  });

  it('without Firebase at all, still checks the minimum', async () => {
    expect((await comprobarContrasena(null, 'corta')).valida).toBe(false);
  });
});
